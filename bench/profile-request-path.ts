// Where the authenticated request path spends its CPU: the real server under --cpu-prof while the store
// lookup of request-path.ts is loaded, summarised as self time per function and per package. A tool for
// working on the bar, not a bench (profiling slows everything): `node bench/profile-request-path.ts`.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@seller-tools/server/testing';
import { loadTarget } from './load.ts';
import { prepareStoreLookup, REQUEST_PATH_BENCH } from './request-path.ts';

type TNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[] };

const dir = mkdtempSync(path.join(os.tmpdir(), 'request-path-prof-'));
const server = await startServerProcess({ env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` } });
try {
  const token = await prepareStoreLookup(server.databaseUrl, server.baseUrl);
  const routePath = '/api/market/channel?moduleType=review';
  const result = await loadTarget(
    server.baseUrl,
    {
      name: 'store-lookup',
      path: routePath,
      variants: [{ path: routePath, headers: { authorization: `Bearer ${token}` } }],
    },
    { durationS: Number(process.env.BENCH_DURATION_S ?? 10), connections: REQUEST_PATH_BENCH.connections },
  );
  process.stdout.write(
    `store lookup under the profiler: ${result.requestsPerSecond} req/s p99 ${result.latencyP99Ms} ms\n`,
  );
} finally {
  await server.stop();
}

// The server process writes its profile on exit; the largest file is the server's (not a helper's).
const files = readdirSync(dir).map((f) => path.join(dir, f));
const file = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
if (!file) throw new Error(`no profile in ${dir}`);
const profile = JSON.parse(readFileSync(file, 'utf8')) as TProfile;
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const ms = selfMs.get(node.id) ?? 0;
  total += ms;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
  const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  const pkg = url.includes('node_modules/')
    ? (url.split('node_modules/').pop() ?? '')
        .split('/')
        .slice(0, url.includes('node_modules/@') ? 2 : 1)
        .join('/')
    : url.startsWith('node:') || url === ''
      ? `(${functionName.startsWith('(') ? functionName : url || 'native'})`
      : where.split('/').slice(0, 4).join('/');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
}
const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
// Inclusive time: a function's own samples and its callees' (each node counted once per path).
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const inclusive = new Map<string, number>();
const label = (n: TNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${n.callFrame.lineNumber + 1}`;
const walk = (id: number, onPath: Set<string>): number => {
  const n = nodeById.get(id);
  if (!n) return 0;
  let ms = selfMs.get(id) ?? 0;
  const key = label(n);
  const fresh = !onPath.has(key);
  if (fresh) onPath.add(key);
  for (const child of n.children ?? []) ms += walk(child, onPath);
  if (fresh) {
    onPath.delete(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
  }
  return ms;
};
const root = profile.nodes[0];
if (root) walk(root.id, new Set());
process.stdout.write(
  `profile ${file}\n\nby package\n${top(byPackage, 25)}\n\nby function\n${top(byFunction, 40)}\n\ninclusive\n${top(inclusive, Number(process.env.TOP ?? 60))}\n`,
);
