import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './processes.ts';

const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  // The prerender of the public pages (part of `vite build`).
  'apps/web/build',
  'apps/web/public',
  'packages/contract/src',
];
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the built web app is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  if (!existsSync(WEB_INDEX)) return true;
  const built = statSync(WEB_INDEX).mtimeMs;
  return WEB_INPUTS.some((input) => newestMtime(path.join(REPO_ROOT, input)) > built);
}
