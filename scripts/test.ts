// `npm test`: every test. Unit, component and API tests (Vitest, against a real PostgreSQL), then the
// web build and the e2e specs (Playwright in Debian Chromium against the built product).
// Flags: --unit-only, --e2e-only. Ends with one "N passed, N failed" line over both runners.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { npmCommand, REPO_ROOT, run } from './lib/processes.ts';

const args = new Set(process.argv.slice(2));
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only');
const resultsDir = path.join(REPO_ROOT, '.data', 'test-results');
mkdirSync(resultsDir, { recursive: true });

type TCounts = { passed: number; failed: number; skipped: number; flaky: number };
const total: TCounts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
let exitCode = 0;

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

if (runE2e) await ensureChromium();

if (runUnit) {
  const report = path.join(resultsDir, 'vitest.json');
  rmSync(report, { force: true });
  const code = await run('npx', [
    '--no-install',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  if (json) {
    total.passed += json.numPassedTests;
    total.failed += json.numFailedTests;
    total.skipped += json.numPendingTests + json.numTodoTests;
  }
  if (code !== 0) {
    exitCode = code;
    if (!json || json.numFailedTests === 0) total.failed += 1; // a run that broke before reporting
  }
}

if (runE2e) {
  const built = await run(npmCommand(), ['run', 'build', '--silent', '-w', '@seller-tools/web']);
  if (built !== 0) {
    exitCode = built;
    total.failed += 1;
  } else {
    const report = path.join(resultsDir, 'playwright.json');
    rmSync(report, { force: true });
    const code = await run(
      'npx',
      ['--no-install', 'playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      },
    );
    const json = readJson(report) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    } | null;
    if (json) {
      total.passed += json.stats.expected + json.stats.flaky;
      total.failed += json.stats.unexpected;
      total.skipped += json.stats.skipped;
      total.flaky += json.stats.flaky;
    }
    if (code !== 0) {
      exitCode = code;
      if (!json || json.stats.unexpected === 0) total.failed += 1;
    }
  }
}

const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
// A spec that passed only on its retry counts as passed; the count is printed here (Playwright's list names
// the spec), so a flaky run is never mistaken for a clean one.
const flaky = total.flaky > 0 ? ` (${total.flaky} e2e passed only on retry)` : '';
process.stdout.write(`\n${total.passed} passed, ${total.failed} failed${skipped}${flaky}\n`);
process.exit(exitCode !== 0 || total.failed > 0 ? 1 : 0);
