// `npm run check` part 3: the dependency-boundary rule (see lib/boundaries.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkFile, type TViolation } from './lib/boundaries.ts';
import { REPO_ROOT } from './lib/processes.ts';

const ROOTS = ['apps/web/src', 'apps/server/src', 'apps/sandbox/src', 'packages/contract/src'];
const SOURCE = /\.(ts|tsx|mts)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry)) yield full;
  }
}

const violations: TViolation[] = [];
let files = 0;
for (const root of ROOTS) {
  for (const file of walk(path.join(REPO_ROOT, root))) {
    files += 1;
    const relative = path.relative(REPO_ROOT, file).split(path.sep).join('/');
    violations.push(...checkFile(relative, readFileSync(file, 'utf8')));
  }
}
for (const v of violations) process.stderr.write(`${v.file}: imports ${v.specifier} — ${v.rule}\n`);
process.stdout.write(`boundaries: ${files} files, ${violations.length} violations\n`);
process.exit(violations.length === 0 ? 0 : 1);
