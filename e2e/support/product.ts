import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  startServerProcess,
  stopChild,
  TEST_ENCRYPTION_KEY,
  waitForOk,
} from '@seller-tools/server/testing';
import { E2E_ADMIN } from './mfa.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type TRunningProduct = {
  baseUrl: string;
  sandboxUrl: string;
  /** The server's own database, for specs that seed accounts directly. */
  databaseUrl: string;
  stop(): Promise<void>;
};

/**
 * The built product as `npm start` runs it: the marketplace sandbox, and the server serving the built web
 * app with a fresh database of its own, on free ports.
 */
export async function startProduct(options: { readyTimeoutMs?: number } = {}): Promise<TRunningProduct> {
  const sandboxPort = await freePort();
  // One port per Amazon region (North America's is SANDBOX_PORT); both processes read the same three.
  const sandboxPorts = {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_EU_PORT: String(await freePort()),
    SANDBOX_FE_PORT: String(await freePort()),
  };
  const sandbox: ChildProcess = spawn(process.execPath, ['apps/sandbox/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...sandboxPorts, LOG_LEVEL: 'warn' },
  });
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  try {
    await waitForOk(`${sandboxUrl}/healthz`, [sandbox], options.readyTimeoutMs);
    const server = await startServerProcess({
      readyTimeoutMs: options.readyTimeoutMs,
      env: {
        ...sandboxPorts,
        // The key the seeded staff's TOTP secrets are sealed with (createVerifiedUser).
        ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        // The first administrator, provisioned with its second factor as an operator would (issue 17).
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
      },
    });
    // Stripe's webhook endpoint, registered the way an operator does at Stripe: the sandbox's Stripe then
    // POSTs its signed events (invoice.paid, setup_intent.succeeded…) to the server.
    await registerStripeWebhook(sandboxUrl, `${server.baseUrl}/api/billing/stripe/webhook`);
    return {
      baseUrl: server.baseUrl,
      sandboxUrl,
      databaseUrl: server.databaseUrl,
      async stop() {
        await server.stop();
        await stopChild(sandbox);
      },
    };
  } catch (err) {
    await stopChild(sandbox);
    throw err;
  }
}

async function registerStripeWebhook(sandboxUrl: string, url: string): Promise<void> {
  const res = await fetch(`${sandboxUrl}/v1/webhook_endpoints`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_seller_tools_dev',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ url, 'enabled_events[0]': '*' }).toString(),
  });
  if (!res.ok) throw new Error(`registering the Stripe webhook failed: ${res.status} ${await res.text()}`);
}
