import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, decodeEncryptionKey, ENCRYPTION_KEY_FORMAT, type TConfig } from '../config.ts';
import { createSecretBox, type TSecretBox } from './secret-box.ts';

export const ENCRYPTION_KEY_FILE = 'encryption.key';

/**
 * The key that encrypts secrets at rest. ENCRYPTION_KEY wins; production refuses to start without it
 * (a generated key would silently make stored tokens unreadable on the next machine). Elsewhere a key is
 * generated once and kept in `{DATA_DIR}/encryption.key` (mode 0600), so a development database stays
 * readable across restarts. `DATA_DIR` must already be absolute here.
 */
export function resolveEncryptionKey(
  config: Pick<TConfig, 'NODE_ENV' | 'ENCRYPTION_KEY' | 'DATA_DIR'>,
): string {
  if (config.ENCRYPTION_KEY) return config.ENCRYPTION_KEY;
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid environment variable ENCRYPTION_KEY: required in production (${ENCRYPTION_KEY_FORMAT.replace('must be ', '')})`,
    );
  }
  const file = path.join(config.DATA_DIR, ENCRYPTION_KEY_FILE);
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting at once cannot overwrite each other's key.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (!decodeEncryptionKey(stored))
    throw new ConfigError(`${file} ${ENCRYPTION_KEY_FORMAT}; fix or remove it`);
  return stored;
}

/** The configured key as bytes; main.ts has resolved it before the app is built. */
export function encryptionKeyOf(config: Pick<TConfig, 'ENCRYPTION_KEY'>): Buffer {
  const key = config.ENCRYPTION_KEY ? decodeEncryptionKey(config.ENCRYPTION_KEY) : null;
  if (!key) throw new ConfigError(`Invalid environment variable ENCRYPTION_KEY: ${ENCRYPTION_KEY_FORMAT}`);
  return key;
}

/** The secret box over the configured key. */
export function secretBoxOf(config: Pick<TConfig, 'ENCRYPTION_KEY'>): TSecretBox {
  return createSecretBox(encryptionKeyOf(config));
}
