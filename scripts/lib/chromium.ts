import { existsSync } from 'node:fs';
import { run } from './processes.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The e2e tests drive Debian's Chromium, never a downloaded browser. As root we install it; otherwise we
 * stop with one line saying what to install.
 */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Chromium is missing: install Debian's package (sudo apt-get install -y chromium), then run npm test again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Installing Debian chromium for the e2e tests…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed =
    updated === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) : updated;
  if (installed !== 0 || !existsSync(CHROMIUM_PATH)) {
    process.stderr.write(
      `Chromium could not be installed: run apt-get install -y chromium, then npm test again.\n`,
    );
    process.exit(1);
  }
}
