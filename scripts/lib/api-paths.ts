import { globToRegExp } from './boundaries.ts';

// Issue 16: an API path is written once, in its endpoint declaration (packages/contract). Route files and
// the web's api and lib code reach endpoints through the declaration, so a quoted /api path there is a
// second copy that can drift.

/** Where a quoted API path may not appear (tests aside). */
export const NO_PATH_LITERALS = [
  'apps/server/src/modules/**/*.routes.ts',
  'apps/web/src/features/*/api/**',
  'apps/web/src/lib/**',
];
const TESTS = /\.test\.tsx?$|\/testing\//;

// A string or template literal that starts with /api: '/api/user', "/api", `/api/${x}`.
const QUOTED_API_PATH = /['"`]\/api(?=[/'"`?])/;

export type TPathLiteral = { file: string; line: number; text: string };

export function findApiPathLiterals(
  sources: ReadonlyMap<string, string>,
  globs: readonly string[] = NO_PATH_LITERALS,
): TPathLiteral[] {
  const patterns = globs.map(globToRegExp);
  const found: TPathLiteral[] = [];
  for (const [file, source] of sources) {
    if (TESTS.test(file) || !patterns.some((p) => p.test(file))) continue;
    source.split('\n').forEach((text, index) => {
      const code = text.trimStart();
      if (code.startsWith('//') || code.startsWith('*')) return;
      if (QUOTED_API_PATH.test(text)) found.push({ file, line: index + 1, text: text.trim() });
    });
  }
  return found;
}
