import { pino } from 'pino';
import { buildSandboxApp } from './app.ts';
import { loadSandboxConfig } from './config.ts';

async function main() {
  let config: ReturnType<typeof loadSandboxConfig>;
  try {
    config = loadSandboxConfig(process.env);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const app = await buildSandboxApp({ logger: pino({ level: config.LOG_LEVEL }), config });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.SANDBOX_PORT, host: config.SANDBOX_HOST });
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Marketplace sandbox failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
