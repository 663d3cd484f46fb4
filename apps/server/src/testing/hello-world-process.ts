import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { stopChild, waitForOk } from './server-process.ts';

const MAIN = fileURLToPath(new URL('./hello-world-main.ts', import.meta.url));

/**
 * A bare Fastify hello-world in a process of its own, on the same Node and Fastify as the server: what
 * this machine answers with no work per request, the baseline the bench compares real endpoints with.
 */
export async function startHelloWorldProcess(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port) },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitForOk(`${baseUrl}/`, [child]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
