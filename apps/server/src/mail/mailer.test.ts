import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { freePort } from '../testing/free-port.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { createMailer } from './mailer.ts';

describe('mailer', () => {
  let database: TTestDatabase;
  const logger = createLogger('silent');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  type TMailer = ReturnType<typeof createMailer>;
  /** Sends `message`, expects the status the mailer answers, and reads back the message's outbox row. */
  const sendExpecting = async (mailer: TMailer, status: string, message: Parameters<TMailer['send']>[0]) => {
    const result = await mailer.send(message);
    expect(result.status).toBe(status);
    return (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id)))[0];
  };
  /** `use` with a mailer that delivers to a test SMTP server from `from`; the server stops after it. */
  const withSmtp = async (from: string, use: (mailer: TMailer, smtp: TSmtpServer) => Promise<void>) => {
    const smtp = await startSmtpServer();
    try {
      await use(
        createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, logger }),
        smtp,
      );
    } finally {
      await smtp.close();
    }
  };

  it('keeps a message in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, from: 'a@b.c', logger });
    const row = await sendExpecting(mailer, 'outbox', {
      to: 'seller@example.com',
      subject: 'Your code',
      text: 'Code: 123456',
    });
    expect(row).toMatchObject({
      to: 'seller@example.com',
      subject: 'Your code',
      text: 'Code: 123456',
      status: 'outbox',
    });
  });

  it('delivers over SMTP when SMTP_URL is set, and marks the message sent', async () => {
    await withSmtp('Seller Tools <no-reply@seller-tools.local>', async (mailer, smtp) => {
      const row = await sendExpecting(mailer, 'sent', {
        to: 'seller@example.com',
        subject: 'Your code',
        text: 'Code: 654321',
      });
      expect(row?.status).toBe('sent');
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(smtp.envelopes).toEqual([
        { from: 'no-reply@seller-tools.local', to: ['seller@example.com'], data: expect.any(String) },
      ]);
      expect(smtp.envelopes[0]?.data).toContain('Subject: Your code');
      expect(smtp.envelopes[0]?.data).toContain('Code: 654321');
    });
  });

  it('keeps attachments on the outbox row and sends them over SMTP as MIME parts', async () => {
    await withSmtp('no-reply@seller-tools.local', async (mailer, smtp) => {
      const csv = 'ASIN,Units\nB0TEST,3\n';
      const row = await sendExpecting(mailer, 'sent', {
        to: 'seller@example.com',
        subject: 'Sales report',
        text: 'Attached.',
        attachments: [{ filename: 'sales.csv', contentType: 'text/csv; charset=utf-8', content: csv }],
      });
      expect(row?.attachments).toEqual([
        {
          filename: 'sales.csv',
          contentType: 'text/csv; charset=utf-8',
          contentBase64: Buffer.from(csv).toString('base64'),
        },
      ]);
      const data = smtp.envelopes[0]?.data ?? '';
      expect(data).toContain('multipart/mixed');
      expect(data).toMatch(/filename=(")?sales\.csv/);
    });
  });

  it('records a failed delivery instead of losing the message', async () => {
    const port = await freePort();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@b.c',
      logger,
    });
    const row = await sendExpecting(mailer, 'failed', {
      to: 'seller@example.com',
      subject: 'Hello',
      text: 'Hi',
    });
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
  });
});

type TEnvelope = { from: string; to: string[]; data: string };
type TSmtpServer = { port: number; envelopes: TEnvelope[]; close(): Promise<void> };

/** The smallest SMTP server nodemailer talks to (no TLS, no auth): records what it is handed. */
async function startSmtpServer(): Promise<TSmtpServer> {
  const envelopes: TEnvelope[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let current: TEnvelope = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        current.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        envelopes.push(current);
        current = { from: '', to: [], data: '' };
        socket.write('250 queued\r\n');
      }
      let lineEnd = buffer.indexOf('\r\n');
      while (!inData && lineEnd !== -1) {
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        lineEnd = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP test server has no port');
  return {
    port: address.port,
    envelopes,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
