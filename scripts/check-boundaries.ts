// `npm run check` part 3: the layer rules of lib/layers.ts (direction, cycles, isolation, app boundaries).
// `--root <dir>` checks another tree (the fixture test runs this script on one).
import { findApiPathLiterals } from './lib/api-paths.ts';
import { checkBoundaries, readTree } from './lib/boundaries.ts';
import { REPO_ROOT } from './lib/processes.ts';

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag === -1 ? REPO_ROOT : (process.argv[rootFlag + 1] ?? REPO_ROOT);

const { sources, packages } = readTree(root);
const violations = checkBoundaries(sources, packages);
for (const v of violations) {
  process.stderr.write(`${v.file}:${v.line}: imports ${v.specifier} — ${v.rule}\n`);
}
const literals = findApiPathLiterals(sources);
for (const l of literals) {
  process.stderr.write(`${l.file}:${l.line}: ${l.text} — an API path belongs in its endpoint declaration\n`);
}
process.stdout.write(
  `boundaries: ${sources.size} files, ${violations.length} violations, ${literals.length} API path literals\n`,
);
process.exit(violations.length + literals.length === 0 ? 0 : 1);
