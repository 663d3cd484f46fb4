import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it from calling out to Google's hosts,
// which this machine cannot reach.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry: a spec that fails twice fails the run; one that passes on its retry is reported as flaky
  // in the list (a CI run on 11-27 lost its landing to one billing spec that then passed 12 times alone,
  // loaded and unloaded, with no artifact left to tell why).
  retries: 1,
  // Generous for a shared 2-core machine: specs wait on a real import and a real consent popup while the
  // other worker's spec runs beside them, and on a slow day 30 s was not enough for them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: '../.data/test-results/e2e-artifacts',
  use: {
    // global-setup starts the product on a free port and puts its address here for the workers.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
