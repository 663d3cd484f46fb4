import { createServer, type Server } from 'node:http';
import { buildSandboxApp } from './app.ts';
import { loadSandboxConfig, regionPorts } from './config.ts';
import { createSandboxLogger } from './logger.ts';

async function main() {
  let config: ReturnType<typeof loadSandboxConfig>;
  try {
    config = loadSandboxConfig(process.env);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const app = await buildSandboxApp({ logger: createSandboxLogger(config.LOG_LEVEL), config });
  // Europe and the Far East answer on ports of their own, through the same routes and the same state
  // (tokens are global, as LWA's are); operation.ts tells the regions apart by the Host's port.
  const ports = regionPorts(config);
  const regional: Server[] = [ports.eu, ports.fe].map(() =>
    createServer((req, res) => app.routing(req, res)),
  );
  const stop = async () => {
    await Promise.all(regional.map((server) => new Promise((done) => server.close(done))));
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.SANDBOX_PORT, host: config.SANDBOX_HOST });
  await Promise.all(
    [ports.eu, ports.fe].map(
      (port, i) =>
        new Promise<void>((listening, failed) => {
          regional[i]?.once('error', failed).listen(port, config.SANDBOX_HOST, () => listening());
        }),
    ),
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Marketplace sandbox failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
