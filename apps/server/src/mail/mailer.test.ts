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

  it('keeps a message in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, from: 'a@b.c', logger });
    const result = await mailer.send({
      to: 'seller@example.com',
      subject: 'Your code',
      text: 'Code: 123456',
    });
    expect(result.status).toBe('outbox');
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
    expect(row).toMatchObject({
      to: 'seller@example.com',
      subject: 'Your code',
      text: 'Code: 123456',
      status: 'outbox',
    });
  });

  it('delivers over SMTP when SMTP_URL is set, and marks the message sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Seller Tools <no-reply@seller-tools.local>',
        logger,
      });
      const result = await mailer.send({
        to: 'seller@example.com',
        subject: 'Your code',
        text: 'Code: 654321',
      });
      expect(result.status).toBe('sent');
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
      expect(row?.status).toBe('sent');
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(smtp.envelopes).toEqual([
        { from: 'no-reply@seller-tools.local', to: ['seller@example.com'], data: expect.any(String) },
      ]);
      expect(smtp.envelopes[0]?.data).toContain('Subject: Your code');
      expect(smtp.envelopes[0]?.data).toContain('Code: 654321');
    } finally {
      await smtp.close();
    }
  });

  it('keeps attachments on the outbox row and sends them over SMTP as MIME parts', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'no-reply@seller-tools.local',
        logger,
      });
      const csv = 'ASIN,Units\nB0TEST,3\n';
      const result = await mailer.send({
        to: 'seller@example.com',
        subject: 'Sales report',
        text: 'Attached.',
        attachments: [{ filename: 'sales.csv', contentType: 'text/csv; charset=utf-8', content: csv }],
      });
      expect(result.status).toBe('sent');
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
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
    } finally {
      await smtp.close();
    }
  });

  it('records a failed delivery instead of losing the message', async () => {
    const port = await freePort();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@b.c',
      logger,
    });
    const result = await mailer.send({ to: 'seller@example.com', subject: 'Hello', text: 'Hi' });
    expect(result.status).toBe('failed');
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
  });
});

type TEnvelope = { from: string; to: string[]; data: string };

/** The smallest SMTP server nodemailer talks to (no TLS, no auth): records what it is handed. */
async function startSmtpServer(): Promise<{ port: number; envelopes: TEnvelope[]; close(): Promise<void> }> {
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
