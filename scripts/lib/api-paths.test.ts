import { describe, expect, it } from 'vitest';
import { findApiPathLiterals } from './api-paths.ts';

describe('findApiPathLiterals', () => {
  it('finds quoted API paths in route files and web api code, not in comments, tests or elsewhere', () => {
    const sources = new Map([
      ['apps/server/src/modules/a/a.routes.ts', "app.get('/api/a', h);\n// GET '/api/a' explained\n"],
      ['apps/web/src/features/f/api/f.ts', 'http.get(`/api/f/${id}`);\n/** GET /api/f */\n'],
      ['apps/web/src/lib/x/x.ts', 'const p = "/api";\n'],
      ['apps/web/src/features/f/api/f.test.ts', "fetch('/api/f');\n"],
      ['apps/server/src/modules/a/a.service.ts', "const link = '/api/a';\n"],
      ['apps/web/src/features/f/components/c.tsx', "const apiary = '/apiary';\n"],
    ]);
    expect(findApiPathLiterals(sources)).toEqual([
      { file: 'apps/server/src/modules/a/a.routes.ts', line: 1, text: "app.get('/api/a', h);" },
      { file: 'apps/web/src/features/f/api/f.ts', line: 1, text: 'http.get(`/api/f/${id}`);' },
      { file: 'apps/web/src/lib/x/x.ts', line: 1, text: 'const p = "/api";' },
    ]);
  });
});
