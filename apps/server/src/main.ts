import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertProductionReady, ConfigError, loadConfig } from './config.ts';
import { resolveEncryptionKey } from './lib/encryption-key.ts';

// The environment is checked before the rest of the server is loaded (serve.ts imports every module):
// a bad setting answers with its one-line error in a fraction of the time a full load takes.

// Paths in the environment are relative to the repository root, where `npm start` runs.
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function readConfig() {
  try {
    const config = loadConfig(process.env);
    assertProductionReady(config);
    // Outside production an unset ENCRYPTION_KEY becomes a key kept under DATA_DIR; production refuses.
    const dataDir = path.resolve(REPO_ROOT, config.DATA_DIR);
    return { ...config, ENCRYPTION_KEY: resolveEncryptionKey({ ...config, DATA_DIR: dataDir }) };
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const { serve } = await import('./serve.ts');
  await serve(config, REPO_ROOT);
}

main().catch((err: unknown) => {
  // A ConfigError found after the database opened (ADMIN_PASSWORD) reads like the ones found before.
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else
    process.stderr.write(
      `Seller Tools failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
    );
  process.exit(1);
});
