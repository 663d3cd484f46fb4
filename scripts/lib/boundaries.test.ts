import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, findCycle, globToRegExp, RULES } from './boundaries.ts';
import { importsOf, resolveImport } from './import-graph.ts';

const CHECK_SCRIPT = fileURLToPath(new URL('../check-boundaries.ts', import.meta.url));

describe('importsOf', () => {
  it('finds static, type, side-effect, re-export and dynamic imports with their lines', () => {
    const source = [
      "import a from './a';",
      'import type { B } from "../b.ts";',
      "import './side-effect.css';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = await import('./e');",
      'import {',
      '  f,',
      '  type G,',
      "} from '@scope/f';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '../b.ts', line: 2 },
      { specifier: './side-effect.css', line: 3 },
      { specifier: './c', line: 4 },
      { specifier: './d', line: 5 },
      { specifier: './e', line: 6 },
      { specifier: '@scope/f', line: 7 },
    ]);
  });

  it('ignores imports inside comments and template literals', () => {
    const source = [
      "// import x from './commented';",
      "/* export * from './block'; */",
      "const html = `<script type=module>import y from './in-template';</script>`;",
      'const s = \'import z from "./in-string-is-not-code"\';',
      "import real from './real';",
    ].join('\n');
    expect(importsOf(source).map((i) => i.specifier)).toEqual(['./real']);
  });
});

describe('resolveImport', () => {
  const files = new Set([
    'apps/web/src/lib/a.ts',
    'apps/web/src/lib/b/index.tsx',
    'packages/contract/src/index.ts',
  ]);
  const packages = {
    '@seller-tools/contract': { root: 'packages/contract', exports: { '.': './src/index.ts' } },
  };

  it('resolves relative paths with or without extension, folders to their index, workspace packages', () => {
    expect(resolveImport('apps/web/src/app/x.ts', '../lib/a', files, packages)).toBe('apps/web/src/lib/a.ts');
    expect(resolveImport('apps/web/src/lib/x.ts', './a.ts', files, packages)).toBe('apps/web/src/lib/a.ts');
    expect(resolveImport('apps/web/src/lib/x.ts', './b', files, packages)).toBe(
      'apps/web/src/lib/b/index.tsx',
    );
    expect(resolveImport('apps/web/src/lib/x.ts', '@seller-tools/contract', files, packages)).toBe(
      'packages/contract/src/index.ts',
    );
    expect(resolveImport('apps/web/src/lib/x.ts', 'react', files, packages)).toBeNull();
  });
});

describe('globToRegExp and findCycle', () => {
  it('matches ** across folders and * within one', () => {
    expect(
      globToRegExp('apps/server/src/modules/**/*.routes.ts').test('apps/server/src/modules/a/a.routes.ts'),
    ).toBe(true);
    expect(globToRegExp('apps/web/src/*').test('apps/web/src/main.tsx')).toBe(true);
    expect(globToRegExp('apps/web/src/*').test('apps/web/src/app/app.tsx')).toBe(false);
  });

  it('finds a cycle and nothing in a one-way graph', () => {
    const graph = (edges: [string, string][]) => {
      const g = new Map<string, Set<string>>();
      for (const [a, b] of edges) g.set(a, new Set([...(g.get(a) ?? []), b]));
      return g;
    };
    expect(
      findCycle(
        graph([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toBeNull();
    expect(
      findCycle(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'b'],
        ]),
      ),
    ).toEqual(['b', 'c', 'b']);
  });

  it('the real rules state one direction (no layer may reach itself)', () => {
    expect(checkBoundaries(new Map(), {})).toEqual([]);
  });
});

// A tiny tree with one violation of each kind, checked by the script `npm run check` runs.
const FIXTURE: Record<string, string> = {
  'packages/contract/package.json': JSON.stringify({
    name: '@seller-tools/contract',
    exports: { '.': './src/index.ts' },
  }),
  'apps/server/package.json': JSON.stringify({
    name: '@seller-tools/server',
    exports: { '.': './src/index.ts' },
  }),
  'apps/sandbox/package.json': JSON.stringify({
    name: '@seller-tools/sandbox',
    exports: { '.': './src/index.ts' },
  }),
  'apps/web/package.json': JSON.stringify({ name: '@seller-tools/web' }),

  'packages/contract/src/index.ts': "export * from './roles.ts';",
  'packages/contract/src/roles.ts': "import { buildApp } from '@seller-tools/server';",
  'packages/contract/src/paths.ts': "import { http } from '../../../apps/web/src/lib/http';",

  'apps/server/src/index.ts': "export { buildApp } from './app.ts';",
  'apps/server/src/app.ts': [
    "import { users } from './modules/users/users.routes.ts';",
    "import { buildSandboxApp } from '@seller-tools/sandbox';",
  ].join('\n'),
  'apps/server/src/config.ts': "import { ROLES } from '@seller-tools/contract';",
  'apps/server/src/stray.ts': "import { config } from './config.ts';",
  'apps/server/src/db/client.ts': "import { config } from '../config.ts';",
  'apps/server/src/db/open.ts': "import type { TLogger } from '../lib/logger.ts';",
  'apps/server/src/lib/logger.ts': "import type { TDb } from '../db/client.ts';",
  'apps/server/src/lib/store-access.ts': "import { authOf } from '../plugins/authenticate.ts';",
  'apps/server/src/plugins/authenticate.ts': "import { sha256 } from '../lib/logger.ts';",
  'apps/server/src/jobs/enqueue.ts': "import { QUEUE } from '../queue/queue.ts';",
  'apps/server/src/jobs/queues.ts': 'export const JOB_PAYLOADS = {};',
  'apps/server/src/jobs/definitions/initial-import.job.ts':
    "import { users } from '../../modules/users/users.service.ts';",
  'apps/server/src/queue/queue.ts': "import { logger } from '../lib/logger.ts';",
  'apps/server/src/modules/users/users.routes.ts': "import { users } from './users.service.ts';",
  'apps/server/src/modules/users/users.service.ts': [
    "import { enqueue } from '../../jobs/enqueue.ts';",
    "import { runInitialImport } from '../../jobs/definitions/initial-import.job.ts';",
    "import { routes } from './users.routes.ts';",
    "import { market } from '../market/market.service.ts';",
    "import { JOB_PAYLOADS } from '../../jobs/queues.ts';",
  ].join('\n'),
  'apps/server/src/modules/market/market.service.ts': "import { db } from '../../db/client.ts';",
  'apps/server/src/lib/logger.test.ts': "import { page } from '@seller-tools/sandbox';",

  'apps/sandbox/src/index.ts': "import { ROLES } from '@seller-tools/contract';",

  'apps/web/src/main.tsx': "import { startApp } from './app/start';",
  'apps/web/src/app/start.tsx': "import { applyAppStyles } from '../prerender/app-styles';",
  'apps/web/src/prerender/app-styles.ts': "import { routes } from '../app/start';",
  'apps/web/src/features/auth/login.tsx': "import { Card } from '../dashboard/card';",
  'apps/web/src/features/dashboard/card.tsx': [
    "import { Button } from '../../components/ui/button';",
    "import { Paper } from '@mantine/core';",
    "import { buildApp } from '@seller-tools/server';",
  ].join('\n'),
  'apps/web/src/components/ui/button.tsx': "import { http } from '../../lib/http';",
  'apps/web/src/lib/http.ts': "import { login } from '../features/auth/login';",
  'apps/web/src/lib/dates/format.ts': "import { zone } from '../time-zones/zone';",
  'apps/web/src/lib/time-zones/zone.ts': "import { format } from '../dates/format';",
};

// Each expected violation: file:line and its rule.
const EXPECTED = [
  'packages/contract/src/roles.ts:1 contract must not import server/entry',
  'packages/contract/src/paths.ts:1 contract must not import web/lib',
  'apps/server/src/stray.ts:1 the importing file belongs to no layer (add it to scripts/lib/layers.ts)',
  'apps/server/src/db/open.ts:1 server/db must not import server/lib',
  'apps/server/src/lib/store-access.ts:1 server/lib must not import server/plugins',
  'apps/server/src/modules/users/users.service.ts:2 server/services must not import server/jobs',
  'apps/server/src/modules/users/users.service.ts:3 server/services must not import server/routes',
  'apps/server/src/modules/users/users.service.ts:4 server modules must not import each other',
  'apps/server/src/modules/users/users.service.ts:5 server/services must not import server/jobs-queues',
  'apps/server/src/lib/logger.test.ts:1 apps/server/src/ must not import apps/sandbox/src/index.ts (the apps stand apart)',
  'apps/sandbox/src/index.ts:1 sandbox must not import contract',
  'apps/web/src/app/start.tsx:1 web/app must not import web/prerender',
  'apps/web/src/features/auth/login.tsx:1 web features must not import each other',
  'apps/server/src/app.ts:2 server/entry must not import sandbox',
  'apps/web/src/features/dashboard/card.tsx:3 web/features must not import server/entry',
  'apps/web/src/lib/http.ts:1 web/lib must not import web/features',
];

describe('check-boundaries on a fixture tree', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const [file, source] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${source}\n`);
  }
  const result = spawnSync(process.execPath, [CHECK_SCRIPT, '--root', root], { encoding: 'utf8' });
  const reported = result.stderr
    .trim()
    .split('\n')
    .map((line) => {
      const match = /^(.+?:\d+): imports (.+?) — (.+)$/.exec(line);
      return match ? `${match[1]} ${match[3]}` : line;
    });

  it('fails, so `npm run check` fails', () => {
    expect(result.status).toBe(1);
  });

  it.each(EXPECTED)('reports %s', (violation) => {
    expect(reported).toContain(violation);
  });

  it('reports a cycle between layers (lib ⇄ db, lib ⇄ plugins, services ⇄ routes and app ⇄ prerender are)', () => {
    const cycles = reported.filter((line) => line.includes('import cycle between layers'));
    // One cycle is named per run (the first found); each of its edges is also reported above.
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/import cycle between layers: (\S+)( → \S+)+ → \1$/);
  });

  it('reports a cycle between the folders of one layer, which no direction rule sees', () => {
    expect(reported).toContain(
      'apps/web/src/lib/dates/format.ts:1 import cycle between folders: ' +
        'apps/web/src/lib/dates → apps/web/src/lib/time-zones → apps/web/src/lib/dates',
    );
  });

  it('reports nothing else (enqueue.ts, the allowed directions and third-party packages pass)', () => {
    expect(reported.filter((line) => !line.includes('import cycle'))).toHaveLength(EXPECTED.length);
  });

  it('lets a named exception through, and only its edge', () => {
    const sources = new Map([
      ['apps/server/src/lib/store-access.ts', "import { authOf } from '../plugins/authenticate.ts';"],
      ['apps/server/src/plugins/authenticate.ts', ''],
      ['apps/server/src/lib/team.ts', "import { authOf } from '../plugins/authenticate.ts';"],
    ]);
    const exceptions = [
      {
        name: 'store-access reads the caller',
        from: 'apps/server/src/lib/store-access.ts',
        to: 'apps/server/src/plugins/authenticate.ts',
        why: 'fixture',
      },
    ];
    const violations = checkBoundaries(sources, {}, { ...RULES, exceptions });
    expect(violations.map((v) => `${v.file} ${v.rule}`)).toEqual([
      'apps/server/src/lib/team.ts server/lib must not import server/plugins',
    ]);
  });

  it('refuses an exception that matches no import any more', () => {
    const sources = new Map([['apps/server/src/lib/store-access.ts', '']]);
    const exceptions = [
      { name: 'gone', from: 'apps/server/src/lib/*', to: 'apps/server/src/plugins/*', why: '' },
    ];
    expect(checkBoundaries(sources, {}, { ...RULES, exceptions }).map((v) => v.rule)).toEqual([
      'exception "gone" matches no import any more: remove it',
    ]);
  });
});
