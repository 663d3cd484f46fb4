import type { TestProject } from 'vitest/node';
import { startTestDatabaseServer } from './database-server.ts';
import { createTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

// One database server and one migrated template per test run; each test file copies the template.
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  const template = await createTemplateDatabase(server.adminUrl);
  project.provide('testDatabase', { adminUrl: server.adminUrl, template: template.name });
  return async () => {
    await template.drop();
    await server.stop();
  };
}
