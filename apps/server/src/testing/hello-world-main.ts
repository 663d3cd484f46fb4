// A bare Fastify hello-world (no plugins, no logging, no database): the request-path bench's ceiling.
// Run as its own process by startHelloWorldProcess, so it shares nothing with the load generator.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
