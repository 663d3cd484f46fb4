// Lighthouse runs for `npm run bench:web` (web.ts): the four category scores and the performance metrics
// they stand on, with Lighthouse's mobile (default) and desktop settings, as the median of several runs.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type TCategory = (typeof CATEGORIES)[number];

// Lighthouse's default is a mobile phone on simulated slow 4G with a 4× slower CPU; its desktop preset a
// fast link and an unthrottled CPU. Both are recorded and both must meet the bar.
export const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig } as const;
export type TFormFactor = keyof typeof FORM_FACTORS;

// The metrics of the performance score, as Lighthouse names its audits; ms except CLS.
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
} as const;
export type TMetrics = Record<keyof typeof METRICS, number>;

export interface TLighthouseRun {
  scores: Record<TCategory, number>;
  metrics: TMetrics;
  /** The audits that cost points, per category below 100: what to fix. */
  failing: Partial<Record<TCategory, string[]>>;
}

export async function runLighthouse(
  url: string,
  formFactor: TFormFactor,
  chromePath: string,
  chromeFlags: string[],
): Promise<TLighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeFlags],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      FORM_FACTORS[formFactor],
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    // The whole report, for reading what the scores stand on (not recorded: it is large).
    const report = process.env.BENCH_WEB_REPORT;
    if (report)
      writeFileSync(report.replace(/(\.json)?$/, `-${formFactor}.json`), JSON.stringify(result.lhr));
    const scores = {} as Record<TCategory, number>;
    const failing: TLighthouseRun['failing'] = {};
    for (const id of CATEGORIES) {
      scores[id] = Math.round((categories[id]?.score ?? 0) * 100);
      if (scores[id] >= 100) continue;
      failing[id] = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
    }
    const metrics = {} as TMetrics;
    for (const [key, id] of Object.entries(METRICS) as [keyof TMetrics, string][]) {
      const value = audits[id]?.numericValue ?? Number.NaN;
      metrics[key] = key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    return { scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}

// Now and then Lighthouse cannot read its own trace (NO_NAVSTART, "Please run Lighthouse again"), more often
// on a busy machine: such a run is run again, up to twice.
const TRIES = 3;

async function runWithRetries(
  url: string,
  formFactor: TFormFactor,
  chrome: { path: string; flags: string[] },
): Promise<TLighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, formFactor, chrome.path, chrome.flags);
    } catch (error) {
      if (attempt >= TRIES || !String(error).includes('Lighthouse: ')) throw error;
      process.stdout.write(`lighthouse ${formFactor}: ${String(error).split('\n')[0]}; running again\n`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export interface TLighthouseMedian {
  /** Each category's median over the runs. */
  scores: Record<TCategory, number>;
  /** The metrics and failing audits of the run whose performance score is the median. */
  metrics: TMetrics;
  failing: TLighthouseRun['failing'];
  /** Every run's performance score, in order. */
  performanceRuns: number[];
}

/**
 * `runs` runs one after the other (two Chromiums at once on a shared machine would skew each other's
 * timings), reduced to medians: on a busy machine one run can lose many points to another process.
 */
export async function lighthouseMedian(
  url: string,
  formFactor: TFormFactor,
  runs: number,
  chrome: { path: string; flags: string[] },
): Promise<TLighthouseMedian> {
  const results: TLighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await runWithRetries(url, formFactor, chrome));
  const scores = {} as Record<TCategory, number>;
  for (const id of CATEGORIES) scores[id] = median(results.map((run) => run.scores[id]));
  const performanceRuns = results.map((run) => run.scores.performance);
  const middle = results.find((run) => run.scores.performance === scores.performance) ?? results[0];
  if (!middle) throw new Error('no Lighthouse run');
  return { scores, metrics: middle.metrics, failing: middle.failing, performanceRuns };
}
