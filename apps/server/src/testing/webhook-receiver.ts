import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TReceived = { headers: IncomingHttpHeaders; body: string };

/** A receiver on this machine: records every request and answers the status `answer` picks. */
export async function startReceiver(answer: (request: TReceived, index: number) => number) {
  const received: TReceived[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const request = { headers: req.headers, body };
      received.push(request);
      res.statusCode = answer(request, received.length - 1);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
