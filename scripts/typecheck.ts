// `tsc --noEmit` for every workspace (each has its own tsconfig: DOM types for the web, Node for the rest).
import { run } from './lib/processes.ts';

const PROJECTS = ['packages/contract', 'apps/server', 'apps/sandbox', 'apps/web', 'e2e', 'bench', '.'];
let failed = 0;
for (const project of PROJECTS) {
  const code = await run('npx', ['--no-install', 'tsc', '-p', project]);
  if (code !== 0) {
    failed += 1;
    process.stderr.write(`typecheck failed: ${project}\n`);
  }
}
process.stdout.write(failed === 0 ? `typecheck: ${PROJECTS.length} projects clean\n` : '');
process.exit(failed === 0 ? 0 : 1);
