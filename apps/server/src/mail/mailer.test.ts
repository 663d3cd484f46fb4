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
