import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace: unit, component and API tests. e2e runs under Playwright.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/sandbox',
      'apps/web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
