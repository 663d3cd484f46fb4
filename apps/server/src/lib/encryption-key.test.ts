import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, decodeEncryptionKey, loadConfig } from '../config.ts';
import { FAILING_START_TIMEOUT_MS } from '../testing/server-process.ts';
import { encryptionKeyOf, resolveEncryptionKey } from './encryption-key.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'st-key-'));

describe('ENCRYPTION_KEY', () => {
  it('accepts 64 hex characters or base64 of 32 bytes, and names the variable in one line otherwise', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ ENCRYPTION_KEY: hex }).ENCRYPTION_KEY).toBe(hex);
    expect(loadConfig({ ENCRYPTION_KEY: randomBytes(32).toString('base64') }).ENCRYPTION_KEY).toBeDefined();
    const attempt = () => loadConfig({ ENCRYPTION_KEY: 'too-short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /^Invalid environment variable ENCRYPTION_KEY: must be 64 hex characters or the base64 of 32 bytes$/,
    );
  });

  it('is used as given when set', () => {
    const hex = randomBytes(32).toString('hex');
    expect(resolveEncryptionKey({ NODE_ENV: 'development', ENCRYPTION_KEY: hex, DATA_DIR: tempDir() })).toBe(
      hex,
    );
  });

  it('outside production, is generated once into DATA_DIR/encryption.key with mode 0600 and reused', () => {
    const dir = path.join(tempDir(), 'nested', '.data');
    const first = resolveEncryptionKey({ NODE_ENV: 'development', ENCRYPTION_KEY: undefined, DATA_DIR: dir });
    expect(decodeEncryptionKey(first)).not.toBeNull();
    const file = path.join(dir, 'encryption.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = resolveEncryptionKey({
      NODE_ENV: 'development',
      ENCRYPTION_KEY: undefined,
      DATA_DIR: dir,
    });
    expect(second).toBe(first);
    expect(encryptionKeyOf({ ENCRYPTION_KEY: second }).length).toBe(32);
  });

  it('refuses a damaged key file instead of replacing it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'encryption.key'), 'garbage\n');
    expect(() =>
      resolveEncryptionKey({ NODE_ENV: 'test', ENCRYPTION_KEY: undefined, DATA_DIR: dir }),
    ).toThrow(ConfigError);
  });

  it('is required in production', () => {
    const attempt = () =>
      resolveEncryptionKey({ NODE_ENV: 'production', ENCRYPTION_KEY: undefined, DATA_DIR: tempDir() });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid environment variable ENCRYPTION_KEY: required in production/);
  });

  it('unset in production stops the server at start with one line naming it', {
    timeout: FAILING_START_TIMEOUT_MS + 10_000,
  }, () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ENCRYPTION_KEY: '',
        DATA_DIR: tempDir(),
        // Everything else production requires (config.ts assertProductionReady), so the key is what fails.
        DATABASE_URL: 'postgres://app@db.invalid:5432/seller_tools',
        PUBLIC_URL: 'https://app.seller-tools.example',
        AMAZON_APP_ID: 'amzn1.sp.solution.live',
        AMAZON_CLIENT_ID: 'amzn1.application-oa2-client.live',
        AMAZON_CLIENT_SECRET: 'live-secret',
        STRIPE_SECRET_KEY: 'sk_live_example',
        STRIPE_WEBHOOK_SECRET: 'whsec_live_example',
      },
      encoding: 'utf8',
      timeout: FAILING_START_TIMEOUT_MS,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable ENCRYPTION_KEY: required in production/);
  });
});
