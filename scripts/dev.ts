// `npm run dev`: Vite with hot reload on 5173 (proxying /api to the server), the server and the sandbox
// restarting when their files change.
import { npmCommand, supervise } from './lib/processes.ts';

const node = process.execPath;
const code = await supervise([
  { name: 'marketplace sandbox', command: node, args: ['--watch', 'apps/sandbox/src/main.ts'] },
  { name: 'server', command: node, args: ['--watch', 'apps/server/src/main.ts'] },
  { name: 'web (vite)', command: npmCommand(), args: ['run', 'dev', '-w', '@seller-tools/web'] },
]);
process.exit(code);
