import path from 'node:path';

// The dependency rules of architecture.md, as code:
// - a web feature never imports another feature (shared code moves down to lib/ or components/ui/);
// - a server module never imports another module's internals;
// - packages/contract imports no app and nothing outside itself but its own dependencies;
// - the apps never import each other (the server must not know the sandbox exists).

export type TViolation = { file: string; specifier: string; rule: string };

const IMPORT_PATTERN =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2];
    if (specifier) found.push(specifier);
  }
  return found;
}

const FEATURE_ROOTS = [
  { root: 'apps/web/src/features/', rule: 'web features must not import each other' },
  { root: 'apps/server/src/modules/', rule: 'server modules must not import each other' },
];

const APP_PACKAGES: Record<string, string[]> = {
  'packages/contract/': ['@seller-tools/server', '@seller-tools/web', '@seller-tools/sandbox'],
  'apps/web/': ['@seller-tools/server', '@seller-tools/sandbox'],
  'apps/server/': ['@seller-tools/web', '@seller-tools/sandbox'],
  'apps/sandbox/': ['@seller-tools/server', '@seller-tools/web', '@seller-tools/contract'],
};

function featureOf(file: string, root: string): string | null {
  if (!file.startsWith(root)) return null;
  return file.slice(root.length).split('/')[0] ?? null;
}

/** Checks one file (path relative to the repository root, with forward slashes). */
export function checkFile(file: string, source: string): TViolation[] {
  const violations: TViolation[] = [];
  for (const specifier of importSpecifiers(source)) {
    const target = specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : null;

    for (const { root, rule } of FEATURE_ROOTS) {
      const from = featureOf(file, root);
      const to = target ? featureOf(target, root) : null;
      if (from && to && from !== to) violations.push({ file, specifier, rule });
    }

    for (const [scope, forbidden] of Object.entries(APP_PACKAGES)) {
      if (!file.startsWith(scope)) continue;
      if (forbidden.some((p) => specifier === p || specifier.startsWith(`${p}/`))) {
        violations.push({ file, specifier, rule: `${scope} must not import ${specifier}` });
      }
      if (target && !target.startsWith(scope)) {
        violations.push({ file, specifier, rule: `${scope} must not reach outside itself by relative path` });
      }
    }
  }
  return violations;
}
