// `npm start`: the whole product on one machine. Builds the web app when its sources changed, then runs
// the marketplace sandbox and the server (web + API on PORT, embedded PostgreSQL unless DATABASE_URL).
import { npmCommand, run, supervise } from './lib/processes.ts';
import { webBuildIsStale } from './lib/web-build.ts';

if (webBuildIsStale()) {
  process.stdout.write('Building the web app…\n');
  const code = await run(npmCommand(), ['run', 'build', '--silent', '-w', '@seller-tools/web']);
  if (code !== 0) process.exit(code);
}

const node = process.execPath;
const code = await supervise([
  { name: 'marketplace sandbox', command: node, args: ['apps/sandbox/src/main.ts'] },
  { name: 'server', command: node, args: ['apps/server/src/main.ts'] },
]);
process.exit(code);
