import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importGraph, type TEdge, type TPackages } from './import-graph.ts';
import {
  APPS,
  EXCEPTIONS,
  FOLDER_CYCLE_ROOTS,
  ISOLATED,
  LAYERS,
  TEST_FILES,
  type TException,
  type TLayer,
} from './layers.ts';

// Checks the import graph against the rules of layers.ts: direction, cycles, isolation, app boundaries.

export type TViolation = { file: string; line: number; specifier: string; rule: string };
export type TRules = {
  layers: TLayer[];
  testFiles: string[];
  apps: typeof APPS;
  isolated: typeof ISOLATED;
  exceptions: TException[];
  folderCycleRoots: string[];
};
export const RULES: TRules = {
  layers: LAYERS,
  testFiles: TEST_FILES,
  apps: APPS,
  isolated: ISOLATED,
  exceptions: EXCEPTIONS,
  folderCycleRoots: FOLDER_CYCLE_ROOTS,
};

export const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'apps/sandbox/src', 'packages/contract/src'];
const WORKSPACES = ['packages/contract', 'apps/server', 'apps/web', 'apps/sandbox'];

const compiled = new Map<string, RegExp>();

/** `**` any depth, `*` within one folder. */
export function globToRegExp(glob: string): RegExp {
  const cached = compiled.get(glob);
  if (cached) return cached;
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i] ?? '';
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (c === '*') pattern += '[^/]*';
    else pattern += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  const regExp = new RegExp(`^${pattern}$`);
  compiled.set(glob, regExp);
  return regExp;
}

const matcher = (globs: string[]) => {
  const patterns = globs.map(globToRegExp);
  return (file: string) => patterns.some((p) => p.test(file));
};

/** The layer of a file, by the first matching pattern; null outside every layer. */
export function layerOf(file: string, layers: TLayer[]): TLayer | null {
  return layers.find((layer) => matcher(layer.files)(file)) ?? null;
}

function unitOf(file: string, root: string): string | null {
  if (!file.startsWith(root)) return null;
  const rest = file.slice(root.length).split('/');
  return rest.length > 1 ? (rest[0] ?? null) : null;
}

/** The layer names of one cycle of `graph`, or null when it has none (depth-first search). */
export function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** Every violation of `rules` in the tree `sources` (repository-relative path → source text). */
export function checkBoundaries(
  sources: ReadonlyMap<string, string>,
  packages: TPackages,
  rules: TRules = RULES,
): TViolation[] {
  const violations: TViolation[] = [];
  const isTest = matcher(rules.testFiles);
  const usedExceptions = new Set<TException>();
  const exceptionOf = (from: string, to: string) => {
    const found = rules.exceptions.find(
      (e) => globToRegExp(e.from).test(from) && globToRegExp(e.to).test(to),
    );
    if (found) usedExceptions.add(found);
    return found;
  };
  const report = (edge: TEdge, rule: string) =>
    violations.push({ file: edge.from, line: edge.line, specifier: edge.specifier, rule });

  // The rules themselves must state one direction.
  const declared = new Map(rules.layers.map((l) => [l.name, new Set(l.mayImport)]));
  const declaredCycle = findCycle(declared);
  if (declaredCycle) {
    violations.push({
      file: 'scripts/lib/layers.ts',
      line: 0,
      specifier: '',
      rule: `the layer rules allow a cycle: ${declaredCycle.join(' → ')}`,
    });
  }

  // Which layers, and which folders inside one layer, files really import: node → node → one edge.
  const used = new Map<string, Map<string, TEdge>>();
  const folders = new Map<string, Map<string, TEdge>>();
  for (const edge of importGraph(sources, packages)) {
    const { from, to } = edge;
    if (to === null) continue;

    for (const { root, rule } of rules.isolated) {
      const a = unitOf(from, root);
      const b = unitOf(to, root);
      if (a && b && a !== b) report(edge, rule);
    }

    const fromLayer = layerOf(from, rules.layers);
    const toLayer = layerOf(to, rules.layers);
    const app = rules.apps.find((a) => from.startsWith(a.root));
    if (!toLayer) {
      if (!app || !to.startsWith(app.root)) report(edge, 'imports a file outside the checked source roots');
      continue;
    }
    if (isTest(from)) {
      const allowed = app && (to.startsWith(app.root) || app.mayImport.some((root) => to.startsWith(root)));
      if (!allowed) report(edge, `${app?.root ?? from} must not import ${to} (the apps stand apart)`);
      continue;
    }
    if (!fromLayer) {
      report(edge, 'the importing file belongs to no layer (add it to scripts/lib/layers.ts)');
      continue;
    }
    if (fromLayer === toLayer) {
      if (rules.folderCycleRoots.some((r) => from.startsWith(r))) {
        const a = path.posix.dirname(from);
        const b = path.posix.dirname(to);
        if (a !== b && !exceptionOf(from, to)) addEdge(folders, a, b, edge);
      }
      continue;
    }
    if (exceptionOf(from, to)) continue;
    if (!fromLayer.mayImport.includes(toLayer.name)) {
      report(edge, `${fromLayer.name} must not import ${toLayer.name}`);
    }
    addEdge(used, fromLayer.name, toLayer.name, edge);
  }

  // A cycle among the layers (each forbidden edge of it is also reported above), or among the folders of
  // one layer (lib/a → lib/b → lib/a): one named per run, fixing it may uncover the next.
  for (const [graph, kind] of [
    [used, 'layers'],
    [folders, 'folders'],
  ] as const) {
    const cycle = findCycle(new Map([...graph].map(([node, targets]) => [node, new Set(targets.keys())])));
    const first = cycle && graph.get(cycle[0] ?? '')?.get(cycle[1] ?? '');
    if (cycle && first) report(first, `import cycle between ${kind}: ${cycle.join(' → ')}`);
  }
  // An exception whose file no longer has that import goes too, so the list names only what is still there.
  for (const exception of rules.exceptions) {
    const from = globToRegExp(exception.from);
    if (usedExceptions.has(exception) || ![...sources.keys()].some((file) => from.test(file))) continue;
    violations.push({
      file: 'scripts/lib/layers.ts',
      line: 0,
      specifier: exception.to,
      rule: `exception "${exception.name}" matches no import any more: remove it`,
    });
  }
  return violations;
}

function addEdge(graph: Map<string, Map<string, TEdge>>, from: string, to: string, edge: TEdge): void {
  const targets = graph.get(from) ?? new Map<string, TEdge>();
  if (!targets.has(to)) targets.set(to, edge);
  graph.set(from, targets);
}

const SOURCE = /\.(ts|tsx|mts)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry)) yield full;
  }
}

/** The checked source files of the tree at `root`, and its workspace packages with their exports. */
export function readTree(root: string): { sources: Map<string, string>; packages: TPackages } {
  const sources = new Map<string, string>();
  for (const sourceRoot of SOURCE_ROOTS) {
    const dir = path.join(root, sourceRoot);
    if (!statSync(dir, { throwIfNoEntry: false })) continue;
    for (const file of walk(dir)) {
      sources.set(path.relative(root, file).split(path.sep).join('/'), readFileSync(file, 'utf8'));
    }
  }
  const packages: TPackages = {};
  for (const workspace of WORKSPACES) {
    const manifest = path.join(root, workspace, 'package.json');
    if (!statSync(manifest, { throwIfNoEntry: false })) continue;
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    packages[name] = { root: workspace, exports: exports ?? { '.': './src/index.ts' } };
  }
  return { sources, packages };
}
