import path from 'node:path';

// The import graph of the source tree, read without a compiler: TypeScript 7 is a native binary with no
// JavaScript API, and import/export-from statements are regular enough to find once comments are gone.

export type TImport = { specifier: string; line: number };
/** One resolved edge: `to` is a repository-relative file, or null for a third-party package. */
export type TEdge = { from: string; to: string | null; specifier: string; line: number };

const IMPORT_PATTERN =
  /(?:^|[^\w$.])(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]*?\s*from\s*)?['"]([^'"\n]+)['"]|(?:^|[^\w$.])import\(\s*['"]([^'"\n]+)['"]\s*\)/g;

const SPECIFIER_BEFORE = /(?:\bfrom|\bimport|\bimport\s*\()\s*$/;

// Blanks comments, template literals and the strings that are no specifier, keeping offsets and newlines,
// so that an example in a doc comment or an HTML snippet in a string is never taken for an import.
function blankNonCode(source: string): string {
  let out = '';
  let i = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"') {
      // A specifier (right after `from`, `import` or `import(`) is kept; any other string is blanked.
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      const isSpecifier = SPECIFIER_BEFORE.test(out.slice(-16));
      out += isSpecifier ? source.slice(i, j + 1) : `${c}${blank(source.slice(i + 1, j))}${c}`;
      i = j + 1;
    } else if (c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== '`') j += source[j] === '\\' ? 2 : 1;
      out += `\`${blank(source.slice(i + 1, j))}\``;
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Static, type-only, side-effect, re-export and dynamic imports of one file, with their line numbers. */
export function importsOf(source: string): TImport[] {
  const code = blankNonCode(source);
  const found: TImport[] = [];
  for (const match of code.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    const line = code.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    found.push({ specifier, line });
  }
  return found;
}

/** The workspace packages by name, each to the folder its exports live in. */
export type TPackages = Record<string, { root: string; exports: Record<string, string> }>;

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** Resolves one specifier of `from` to a file of `files` (repository-relative), or null for a package. */
export function resolveImport(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
  packages: TPackages,
): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) {
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  } else {
    for (const [name, { root, exports }] of Object.entries(packages)) {
      if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
      const subpath = `.${specifier.slice(name.length)}`;
      const target = exports[subpath];
      base = path.posix.join(root, target ?? subpath);
      break;
    }
  }
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    if (files.has(base + extension)) return base + extension;
  }
  // A stylesheet, an asset or a file outside the walked roots: still an edge, to the path itself.
  return base;
}

/** Every edge of the tree. `sources` maps repository-relative file paths to their text. */
export function importGraph(sources: ReadonlyMap<string, string>, packages: TPackages): TEdge[] {
  const files = new Set(sources.keys());
  const edges: TEdge[] = [];
  for (const [from, source] of sources) {
    for (const { specifier, line } of importsOf(source)) {
      edges.push({ from, to: resolveImport(from, specifier, files, packages), specifier, line });
    }
  }
  return edges;
}
