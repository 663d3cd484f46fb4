import { describe, expect, it } from 'vitest';
import { checkFile, importSpecifiers } from './boundaries.ts';

describe('importSpecifiers', () => {
  it('finds static, type, re-export and dynamic imports', () => {
    const source = `
      import a from './a';
      import type { B } from "../b.ts";
      import './side-effect.css';
      export { c } from './c';
      export * from './d';
      const e = await import('./e');
      import {
        f,
        g,
      } from '@scope/f';
    `;
    expect(importSpecifiers(source)).toEqual([
      './a',
      '../b.ts',
      './side-effect.css',
      './c',
      './d',
      './e',
      '@scope/f',
    ]);
  });
});

describe('checkFile', () => {
  it('refuses a web feature importing another feature', () => {
    const v = checkFile(
      'apps/web/src/features/auth/routes/login.tsx',
      "import { X } from '../../dashboard/api/x';",
    );
    expect(v).toHaveLength(1);
    expect(v[0]?.rule).toBe('web features must not import each other');
  });

  it('allows a feature to import itself and shared lib', () => {
    const source = "import { a } from '../api/a';\nimport { http } from '../../../lib/http';";
    expect(checkFile('apps/web/src/features/auth/routes/login.tsx', source)).toEqual([]);
  });

  it('refuses a server module importing another module', () => {
    const v = checkFile(
      'apps/server/src/modules/users/users.service.ts',
      "import { x } from '../health/health.routes.ts';",
    );
    expect(v.map((x) => x.rule)).toEqual(['server modules must not import each other']);
  });

  it('refuses the contract importing an app, by package or by path', () => {
    expect(
      checkFile('packages/contract/src/a.ts', "import { buildApp } from '@seller-tools/server';"),
    ).toHaveLength(1);
    expect(
      checkFile('packages/contract/src/a.ts', "import { x } from '../../../apps/web/src/x';"),
    ).toHaveLength(1);
    expect(
      checkFile('packages/contract/src/a.ts', "import { z } from 'zod';\nimport { b } from './b.ts';"),
    ).toEqual([]);
  });

  it('refuses the server importing the sandbox', () => {
    expect(
      checkFile('apps/server/src/app.ts', "import { buildSandboxApp } from '@seller-tools/sandbox';"),
    ).toHaveLength(1);
  });
});
