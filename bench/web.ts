// `npm run bench:web`: the bars of issue 4 for the public site, measured on the built product. Builds the
// web app, starts the real server serving it (fresh database, free port, as the e2e specs do), then
// measures `/`: first-load JavaScript in Debian Chromium, and Lighthouse's four category scores (the median
// of BENCH_WEB_RUNS runs, 3 by default) with the metrics behind performance. Records them under `web` in
// results/latest.json (plus a history line) and exits 1 when a bar is missed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startServerProcess } from '@seller-tools/server/testing';
import { chromium } from 'playwright-core';
import {
  CATEGORIES,
  FORM_FACTORS,
  lighthouseMedian,
  type TCategory,
  type TFormFactor,
  type TLighthouseMedian,
} from './lighthouse.ts';
import { recordResult } from './results.ts';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The same flags as e2e/playwright.config.ts: keep Chromium from calling Google's hosts (unreachable here).
// Repeated rather than imported: bench does not depend on the e2e workspace.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Issue 4, "Performance and quality bars". */
export const WEB_TARGETS = { firstLoadJsKbGzip: 170, lighthouseMinScore: 95 } as const;
const RUNS = Number(process.env.BENCH_WEB_RUNS) > 0 ? Number(process.env.BENCH_WEB_RUNS) : 3;

function buildWeb(outDir: string): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@seller-tools/web', '--', '--outDir', outDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`web build failed (exit ${built.status})`);
}

/**
 * Everything the browser fetches as JavaScript for `/`, gzipped here (level 9, as Vite reports sizes) so
 * the figure does not depend on how the server compresses. Measured in Chromium rather than from the Vite
 * manifest: it counts what really loads, lazy route chunks included. Waits for the network to go quiet
 * after `load`, because the route's own chunks are imported once the entry runs, which can be after `load`.
 */
async function measureFirstLoadJs(url: string): Promise<{ kbGzip: number; files: Record<string, number> }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    const files: Record<string, number> = {};
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      pending.push(
        response.body().then((body) => {
          files[new URL(response.url()).pathname] = gzipSync(body, { level: 9 }).length;
        }),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = Object.values(files).reduce((sum, n) => sum + n, 0);
    return { kbGzip: round1(total / 1024), files: sortedKb(files) };
  } finally {
    await browser.close();
  }
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function sortedKb(files: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(files)
      .sort((a, b) => b[1] - a[1])
      .map(([name, bytes]) => [name, round1(bytes / 1024)]),
  );
}

// BENCH_WEB_BUILT measures a build made elsewhere (another commit's, say) as it is, served by this server
// with the same Lighthouse, back to back with this one's: on a shared machine only such a pair tells a
// regression from the load. Its figures are printed, not recorded: they are not this commit's.
const builtDir = process.env.BENCH_WEB_BUILT ? path.resolve(process.env.BENCH_WEB_BUILT) : undefined;
const ownDist = !process.env.WEB_DIST_DIR && !builtDir;
const distDir =
  builtDir ??
  (process.env.WEB_DIST_DIR
    ? path.resolve(REPO_ROOT, process.env.WEB_DIST_DIR)
    : mkdtempSync(path.join(os.tmpdir(), 'bench-web-')));
if (!builtDir) buildWeb(distDir);
// Lighthouse's total blocking time grows with the other processes on the machine's cores: the load average
// before and after the runs says how quiet the machine was.
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const loadBefore = loadAverage();
// Only the server: `/` needs no marketplace, so the sandbox that e2e also starts is left out.
const server = await startServerProcess({ env: { WEB_DIST_DIR: distDir } });
let missed = false;
try {
  const url = `${server.baseUrl}/`;
  const js = await measureFirstLoadJs(url);
  // One after the other: two Chromiums at once on a shared machine would skew each other's timings.
  const lighthouseRuns = {} as Record<TFormFactor, TLighthouseMedian>;
  for (const formFactor of Object.keys(FORM_FACTORS) as TFormFactor[]) {
    const result = await lighthouseMedian(url, formFactor, RUNS, { path: CHROME_PATH, flags: CHROMIUM_ARGS });
    lighthouseRuns[formFactor] = result;
    // Name the audits that cost points, so a miss says what to fix.
    for (const [category, audits] of Object.entries(result.failing)) {
      if (audits.length > 0)
        process.stdout.write(`lighthouse ${formFactor} ${category}: ${audits.join(', ')}\n`);
    }
  }
  const lighthouseScores = {} as Record<TFormFactor, Record<TCategory, number>>;
  for (const formFactor of Object.keys(FORM_FACTORS) as TFormFactor[]) {
    lighthouseScores[formFactor] = lighthouseRuns[formFactor].scores;
  }
  const web = {
    url: '/',
    firstLoadJsKbGzip: js.kbGzip,
    firstLoadJsFiles: js.files,
    lighthouse: lighthouseScores,
    lighthouseRuns: RUNS,
    lighthousePerformanceRuns: {
      mobile: lighthouseRuns.mobile.performanceRuns,
      desktop: lighthouseRuns.desktop.performanceRuns,
    },
    lighthouseMetrics: { mobile: lighthouseRuns.mobile.metrics, desktop: lighthouseRuns.desktop.metrics },
    targets: WEB_TARGETS,
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
  if (!builtDir) recordResult('web', web);
  const scoreLine = (formFactor: TFormFactor) =>
    `${formFactor} ${CATEGORIES.map((c) => `${c} ${lighthouseScores[formFactor][c]}`).join(', ')}`;
  const { fcpMs, lcpMs, tbtMs, cls, siMs } = lighthouseRuns.mobile.metrics;
  process.stdout.write(
    `bench:web: / first-load JS ${js.kbGzip} KB gzip (≤ ${WEB_TARGETS.firstLoadJsKbGzip}) | Lighthouse, median of ${RUNS} (each ≥ ${WEB_TARGETS.lighthouseMinScore}) ${scoreLine('mobile')} | ${scoreLine('desktop')} | mobile FCP ${fcpMs} ms, LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}, SI ${siMs} ms; mobile performance runs ${lighthouseRuns.mobile.performanceRuns.join(', ')} | load average ${web.loadAverage.before.join(' ')} → ${web.loadAverage.after.join(' ')}${builtDir ? ` | ${builtDir} (not recorded)` : ''}\n`,
  );
  const misses = [
    ...(js.kbGzip > WEB_TARGETS.firstLoadJsKbGzip ? [`first-load JS ${js.kbGzip} KB`] : []),
    ...(Object.keys(FORM_FACTORS) as TFormFactor[]).flatMap((formFactor) =>
      CATEGORIES.filter((c) => lighthouseScores[formFactor][c] < WEB_TARGETS.lighthouseMinScore).map(
        (c) => `${formFactor} ${c} ${lighthouseScores[formFactor][c]}`,
      ),
    ),
  ];
  if (misses.length > 0) {
    process.stderr.write(`bench:web: below target: ${misses.join(', ')}\n`);
    missed = true;
  }
} finally {
  await server.stop();
  if (ownDist) rmSync(distDir, { recursive: true, force: true });
}
// Exit explicitly: Lighthouse leaves handles open that would otherwise keep the process (and its code) alive.
process.exit(missed ? 1 : 0);
