// The dependency rules of architecture.md, as data (checked by boundaries.ts):
// - every source file belongs to one layer, and a layer imports only the layers it names (the direction);
// - the layers that files actually import never form a cycle, nor the folders inside one layer (named
//   exceptions aside);
// - a web feature never imports another feature, a server module never another module;
// - tests and test kits may import anything of their own app, but the apps never import each other and
//   packages/contract imports no app.
// Patterns are globs on repository-relative paths; the first layer that matches a file owns it.

export type TLayer = { name: string; files: string[]; mayImport: string[] };
/** An edge the rules refuse but the tree still has, allowed by name until it is fixed. */
export type TException = { name: string; from: string; to: string; why: string };

const S = 'apps/server/src';
const W = 'apps/web/src';

export const LAYERS: TLayer[] = [
  // Server: routes → services → lib → db, with the process wiring above everything.
  {
    name: 'server/entry',
    files: [`${S}/main.ts`, `${S}/serve.ts`, `${S}/app.ts`, `${S}/index.ts`],
    mayImport: [
      'server/routes',
      'server/services',
      'server/jobs',
      'server/jobs-enqueue',
      'server/sync',
      'server/plugins',
      'server/mail',
      'server/integrations',
      'server/queue',
      'server/lib',
      'server/db',
      'server/config',
      'server/version',
      'contract',
    ],
  },
  {
    // The modules' one door into the jobs: queue a job by name, stop a store's schedules.
    name: 'server/jobs-enqueue',
    files: [`${S}/jobs/enqueue.ts`],
    mayImport: ['server/jobs-queues', 'server/queue', 'contract'],
  },
  {
    // The queue names and payload schemas, shared by the door and the job definitions.
    name: 'server/jobs-queues',
    files: [`${S}/jobs/queues.ts`],
    mayImport: ['contract'],
  },
  {
    name: 'server/jobs',
    files: [`${S}/jobs/**`],
    mayImport: [
      'server/services',
      'server/jobs-enqueue',
      'server/jobs-queues',
      'server/sync',
      'server/mail',
      'server/integrations',
      'server/queue',
      'server/lib',
      'server/db',
      'server/config',
      'contract',
    ],
  },
  {
    name: 'server/routes',
    files: [`${S}/modules/**/*.routes.ts`],
    mayImport: [
      'server/services',
      'server/plugins',
      'server/mail',
      'server/integrations',
      'server/queue',
      'server/lib',
      'server/db',
      'server/config',
      'server/version',
      'contract',
    ],
  },
  {
    // Everything in a module that is not its routes: services, repositories, job handlers, mails.
    name: 'server/services',
    files: [`${S}/modules/**`],
    mayImport: [
      'server/jobs-enqueue',
      'server/sync',
      'server/mail',
      'server/integrations',
      'server/queue',
      'server/lib',
      'server/db',
      'server/config',
      'contract',
    ],
  },
  {
    name: 'server/plugins',
    files: [`${S}/plugins/**`],
    mayImport: ['server/lib', 'server/db', 'server/config', 'server/version', 'contract'],
  },
  {
    name: 'server/sync',
    files: [`${S}/sync/**`],
    mayImport: [
      'server/integrations',
      'server/queue',
      'server/lib',
      'server/db',
      'server/config',
      'contract',
    ],
  },
  {
    name: 'server/mail',
    files: [`${S}/mail/**`],
    mayImport: ['server/lib', 'server/db', 'server/config', 'contract'],
  },
  {
    name: 'server/integrations',
    files: [`${S}/integrations/**`],
    mayImport: ['server/lib', 'server/db', 'server/config', 'contract'],
  },
  { name: 'server/queue', files: [`${S}/queue/**`], mayImport: ['server/lib', 'server/config', 'contract'] },
  { name: 'server/lib', files: [`${S}/lib/**`], mayImport: ['server/db', 'server/config', 'contract'] },
  { name: 'server/db', files: [`${S}/db/**`], mayImport: ['server/config', 'contract'] },
  { name: 'server/config', files: [`${S}/config.ts`], mayImport: ['contract'] },
  { name: 'server/version', files: [`${S}/version.ts`], mayImport: [] },

  // Web: app → features → components → lib. The prerender renders the app, so it sits above it.
  { name: 'web/entry', files: [`${W}/*`], mayImport: ['web/prerender', 'web/app', 'web/lib', 'contract'] },
  {
    name: 'web/prerender',
    files: [`${W}/prerender/**`],
    mayImport: ['web/app', 'web/features', 'web/components', 'web/lib', 'contract'],
  },
  {
    name: 'web/app',
    files: [`${W}/app/**`],
    mayImport: ['web/features', 'web/components', 'web/lib', 'contract'],
  },
  { name: 'web/features', files: [`${W}/features/**`], mayImport: ['web/components', 'web/lib', 'contract'] },
  { name: 'web/components', files: [`${W}/components/**`], mayImport: ['web/lib', 'contract'] },
  { name: 'web/lib', files: [`${W}/lib/**`], mayImport: ['contract'] },

  // The sandbox stands alone (it plays Amazon, so it must not share the server's or the spec's code).
  { name: 'sandbox', files: ['apps/sandbox/src/**'], mayImport: [] },
  { name: 'contract', files: ['packages/contract/src/**'], mayImport: [] },
];

/** Tests and test kits: exempt from the direction, held to the app boundaries and isolation below. */
export const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  `${S}/testing/**`,
  // The fuzz suite's kit (issue 17) beside its test files.
  `${S}/fuzz/**`,
  `${W}/test/**`,
  `${W}/features/*/testing/**`,
  'apps/sandbox/src/testing/**',
];

/** What each app's tests may import besides their own app. */
export const APPS: { root: string; mayImport: string[] }[] = [
  { root: `${S}/`, mayImport: ['packages/contract/src/'] },
  { root: `${W}/`, mayImport: ['packages/contract/src/'] },
  { root: 'apps/sandbox/src/', mayImport: [] },
  { root: 'packages/contract/src/', mayImport: [] },
];

/** Folders whose children are independent units: none imports a sibling. */
export const ISOLATED = [
  { root: `${W}/features/`, rule: 'web features must not import each other' },
  { root: `${S}/modules/`, rule: 'server modules must not import each other' },
];

/**
 * Where folders inside one layer must not import each other in a circle either. Not the contract nor the
 * sandbox: both re-export everything through their root index.ts (a barrel), which every folder imports.
 */
export const FOLDER_CYCLE_ROOTS = [`${S}/`, `${W}/`];

// The layer cycles issue 16 found (lib ⇄ db, lib ⇄ config, lib → plugins, app ⇄ prerender, jobs ⇄ modules)
// are fixed; what is left is named here until it is.
export const EXCEPTIONS: TException[] = [
  {
    name: 'registration: the Amazon connect hook opens a dialog of its components',
    from: `${W}/features/registration/use-amazon-connect.ts`,
    to: `${W}/features/registration/components/dialogs.tsx`,
    why:
      'a folder cycle inside one feature (components/ use the hooks beside them); moving dialogs.tsx up ' +
      'touches the registration forms that the web kit (issue 16 item 5) is rewriting at the same time',
  },
];
