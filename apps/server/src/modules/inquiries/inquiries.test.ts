import {
  CONTACT_US_MAX_PER_HOUR,
  CONTACT_US_MESSAGES,
  INQUIRY_MESSAGES,
  SCHEDULE_SIGNUP_MAX_PER_HOUR,
  SCHEDULE_SIGNUP_MESSAGES,
  ZContactUsResponse,
  ZScheduleSignupResponse,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox, introCallRequests } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { buildTestApp, TEST_NOW, type TTestApp, testConfig } from '../../testing/test-app.ts';
import { OPERATOR_MAIL_SUBJECTS } from './operator-mail.ts';

const OPERATORS = 'ops@seller-tools.example';
const MINUTE = 60_000;

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_name: 'Analytical Engines Ltd',
  message: 'We sell on amazon.de and want to track our ratings.',
  ...overrides,
});

const intro = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company_name: 'Compiler Goods',
  marketplaces: ['amazon.com', 'amazon.ca'],
  monthly_orders: '1000-9999',
  preferred_time: 'morning',
  time_zone: 'America/New_York',
  note: 'Tuesdays are best.',
  ...overrides,
});

describe('public forms: contact us and intro-call requests', () => {
  let t: TTestApp;
  let clock: ReturnType<typeof fixedClock>;
  let ipSeq = 0;
  // Each test sends from its own address, so that one test's sends never count against another's limit.
  let ip = '';

  const post = (url: string, payload: unknown, from = ip) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: from,
      headers: { 'user-agent': 'vitest-agent' },
    });
  const sendContact = (overrides: Record<string, unknown> = {}, from = ip) =>
    post('/api/user/contact-us', contact(overrides), from);
  const sendIntro = (overrides: Record<string, unknown> = {}, from = ip) =>
    post('/api/user/schedule-signup', intro(overrides), from);

  const operatorMails = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, OPERATORS));
  /** A 400 naming the field, with nothing stored (`rows`) and nothing sent to the operators. */
  const expectRefused = async (
    res: { statusCode: number; json(): unknown },
    message: string,
    rows: () => Promise<unknown[]>,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message });
    expect(await rows()).toEqual([]);
    expect(await operatorMails()).toEqual([]);
  };
  const contactRows = (from = ip) => t.db.select().from(contactMessages).where(eq(contactMessages.ip, from));
  const introRows = (from = ip) =>
    t.db.select().from(introCallRequests).where(eq(introCallRequests.ip, from));

  beforeAll(async () => {
    clock = fixedClock(TEST_NOW);
    t = await buildTestApp({ clock, env: { OPERATOR_EMAIL: OPERATORS } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ip = `10.4.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
    clock.set(TEST_NOW);
    await t.db.delete(emailOutbox);
  });

  describe('POST /api/user/contact-us', () => {
    it('stores the message and mails it to the operators', async () => {
      const res = await sendContact({
        name: '  Ada Lovelace ',
        message: '  Hello, we need help.\nThanks!  ',
      });
      expect(res.statusCode).toBe(200);
      const body = ZContactUsResponse.parse(res.json());
      expect(body).toEqual({
        error: false,
        message: CONTACT_US_MESSAGES.sent,
        data: { id: expect.any(String) },
      });

      const rows = await contactRows();
      expect(rows).toEqual([
        {
          id: body.data.id,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          companyName: 'Analytical Engines Ltd',
          message: 'Hello, we need help.\nThanks!',
          ip,
          userAgent: 'vitest-agent',
          createdAt: TEST_NOW,
        },
      ]);

      const mails = await operatorMails();
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.subject).toBe(OPERATOR_MAIL_SUBJECTS.contact('Ada Lovelace'));
      expect(mail?.html).toBeNull();
      expect(mail?.text).toContain('Name:             Ada Lovelace');
      expect(mail?.text).toContain('Email:            ada@example.com');
      expect(mail?.text).toContain('Company:          Analytical Engines Ltd');
      expect(mail?.text).toContain('Received:         2026-11-22 12:00 UTC');
      expect(mail?.text).toContain('Hello, we need help.\nThanks!');
      expect(mail?.text).toContain(`Reference: contact ${body.data.id}`);
    });

    it('takes the company as optional: left out, null or empty is stored as none', async () => {
      for (const company of [undefined, null, '', '   ']) {
        const payload = contact({ company_name: company });
        if (company === undefined) delete (payload as Record<string, unknown>).company_name;
        const res = await post('/api/user/contact-us', payload);
        expect(res.statusCode, String(company)).toBe(200);
      }
      const rows = await contactRows();
      expect(rows.map((r) => r.companyName)).toEqual([null, null, null, null]);
      const [mail] = await operatorMails();
      expect(mail?.text).toContain('Company:          (not given)');
    });

    it('ignores the login_name and login_email the web client adds to every call', async () => {
      const res = await sendContact({ login_name: 'Someone', login_email: 'someone@example.com' });
      expect(res.statusCode).toBe(200);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['name missing', { name: undefined }, `name: ${INQUIRY_MESSAGES.nameRequired}`],
      ['name empty', { name: '' }, `name: ${INQUIRY_MESSAGES.nameRequired}`],
      ['name only spaces', { name: '    ' }, `name: ${INQUIRY_MESSAGES.nameRequired}`],
      ['name of 2 characters', { name: 'Al' }, `name: ${INQUIRY_MESSAGES.nameMin}`],
      ['name of 101 characters', { name: 'a'.repeat(101) }, `name: ${INQUIRY_MESSAGES.nameMax}`],
      ['name with a line break', { name: 'Ada\nBcc: x@y.z' }, `name: ${INQUIRY_MESSAGES.singleLine}`],
      ['name not a string', { name: 42 }, `name: ${INQUIRY_MESSAGES.nameRequired}`],
      ['email missing', { email: undefined }, `email: ${INQUIRY_MESSAGES.emailRequired}`],
      ['email empty', { email: ' ' }, `email: ${INQUIRY_MESSAGES.emailRequired}`],
      ['email without @', { email: 'ada.example.com' }, `email: ${INQUIRY_MESSAGES.email}`],
      ['email with a space', { email: 'ada lovelace@example.com' }, `email: ${INQUIRY_MESSAGES.email}`],
      ['email too long', { email: `${'a'.repeat(250)}@example.com` }, `email: ${INQUIRY_MESSAGES.email}`],
      ['company of 2 characters', { company_name: 'AB' }, `company_name: ${INQUIRY_MESSAGES.companyMin}`],
      [
        'company of 121 characters',
        { company_name: 'c'.repeat(121) },
        `company_name: ${INQUIRY_MESSAGES.companyMax}`,
      ],
      ['message missing', { message: undefined }, `message: ${CONTACT_US_MESSAGES.messageRequired}`],
      ['message only spaces', { message: '   \n ' }, `message: ${CONTACT_US_MESSAGES.messageRequired}`],
      ['message of 9 characters', { message: ' 123456789 ' }, `message: ${CONTACT_US_MESSAGES.messageMin}`],
      [
        'message of 5001 characters',
        { message: 'm'.repeat(5001) },
        `message: ${CONTACT_US_MESSAGES.messageMax}`,
      ],
    ];
    it.each(invalid)(
      'refuses %s with a 400 naming the field, storing and sending nothing',
      async (_, fields, message) => {
        await expectRefused(await sendContact(fields), message, contactRows);
      },
    );

    it('accepts the limits themselves: 3 and 100 characters of name, 10 and 5000 of message', async () => {
      expect((await sendContact({ name: 'Ada', message: '1234567890' })).statusCode).toBe(200);
      expect(
        (
          await sendContact({
            name: 'a'.repeat(100),
            message: 'm'.repeat(5000),
            company_name: 'c'.repeat(120),
          })
        ).statusCode,
      ).toBe(200);
      // Characters, not UTF-16 units: ten emoji are ten characters.
      expect((await sendContact({ message: '👍'.repeat(10) })).statusCode).toBe(200);
    });

    it('lists every failing field at once', async () => {
      const res = await post('/api/user/contact-us', {});
      expectEnvelopeError(
        res,
        400,
        [
          `name: ${INQUIRY_MESSAGES.nameRequired}`,
          `email: ${INQUIRY_MESSAGES.emailRequired}`,
          `message: ${CONTACT_US_MESSAGES.messageRequired}`,
        ].join('; '),
      );
    });

    it('refuses a body that is not JSON with a 400 in the envelope', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/contact-us',
        payload: 'name=Ada',
        headers: { 'content-type': 'application/json' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(true);
    });

    it(`accepts ${CONTACT_US_MAX_PER_HOUR} messages per address and hour, then answers 429 with when to retry`, async () => {
      for (let i = 0; i < CONTACT_US_MAX_PER_HOUR; i++) {
        expect((await sendContact()).statusCode).toBe(200);
        clock.advance(MINUTE);
      }
      // The first was sent 5 minutes ago: it leaves the hour in 55 minutes.
      const refused = await sendContact();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: true, message: CONTACT_US_MESSAGES.tooMany(55) });
      expect(refused.headers['retry-after']).toBe(String(55 * 60));
      expect(await contactRows()).toHaveLength(CONTACT_US_MAX_PER_HOUR);
      expect(await operatorMails()).toHaveLength(CONTACT_US_MAX_PER_HOUR);

      // Another address is not affected.
      expect((await sendContact({}, '10.99.0.1')).statusCode).toBe(200);

      // One second before the first send leaves the window: still refused, "1 minute".
      clock.set(new Date(TEST_NOW.getTime() + 60 * MINUTE - 1000));
      const almost = await sendContact();
      expectEnvelopeError(almost, 429, CONTACT_US_MESSAGES.tooMany(1));
      expect(almost.headers['retry-after']).toBe('1');

      // The window slides: once the first has left it, exactly one more fits.
      clock.set(new Date(TEST_NOW.getTime() + 60 * MINUTE));
      expect((await sendContact()).statusCode).toBe(200);
      expect((await sendContact()).statusCode).toBe(429);
    });

    it('does not count refused (invalid) submissions against the limit', async () => {
      for (let i = 0; i < CONTACT_US_MAX_PER_HOUR + 3; i++) {
        expect((await sendContact({ email: 'nope' })).statusCode).toBe(400);
      }
      expect((await sendContact()).statusCode).toBe(200);
    });

    it('holds the limit under parallel submissions from one address', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => sendContact()));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(CONTACT_US_MAX_PER_HOUR);
      expect(codes.filter((c) => c === 429)).toHaveLength(10 - CONTACT_US_MAX_PER_HOUR);
      expect(await contactRows()).toHaveLength(CONTACT_US_MAX_PER_HOUR);
      expect(await operatorMails()).toHaveLength(CONTACT_US_MAX_PER_HOUR);
    });
  });

  describe('POST /api/user/schedule-signup', () => {
    it('stores the request and mails it to the operators with readable labels', async () => {
      const res = await sendIntro({ marketplaces: ['amazon.ca', 'amazon.com', 'amazon.ca'] });
      expect(res.statusCode).toBe(200);
      const body = ZScheduleSignupResponse.parse(res.json());
      expect(body.message).toBe(SCHEDULE_SIGNUP_MESSAGES.sent);

      const rows = await introRows();
      expect(rows).toEqual([
        {
          id: body.data.id,
          name: 'Grace Hopper',
          email: 'grace@example.com',
          companyName: 'Compiler Goods',
          // Distinct, in the list's order.
          marketplaces: ['amazon.com', 'amazon.ca'],
          monthlyOrders: '1000-9999',
          preferredTime: 'morning',
          timeZone: 'America/New_York',
          note: 'Tuesdays are best.',
          ip,
          userAgent: 'vitest-agent',
          createdAt: TEST_NOW,
        },
      ]);

      const [mail, ...others] = await operatorMails();
      expect(others).toEqual([]);
      expect(mail?.subject).toBe(OPERATOR_MAIL_SUBJECTS.introCall('Grace Hopper', 'Compiler Goods'));
      expect(mail?.text).toContain('Marketplaces:     United States (amazon.com), Canada (amazon.ca)');
      expect(mail?.text).toContain('Monthly orders:   1,000 – 9,999 orders');
      expect(mail?.text).toContain('Preferred time:   Morning (9 am – 12 pm)');
      expect(mail?.text).toContain('Time zone:        America/New_York');
      expect(mail?.text).toContain('Tuesdays are best.');
    });

    it('takes the note as optional', async () => {
      expect((await sendIntro({ note: undefined, time_zone: 'UTC' })).statusCode).toBe(200);
      expect((await sendIntro({ note: null, marketplaces: ['not-yet'] })).statusCode).toBe(200);
      expect((await introRows()).map((r) => r.note)).toEqual([null, null]);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['name of 2 characters', { name: 'Al' }, `name: ${INQUIRY_MESSAGES.nameMin}`],
      ['email not valid', { email: 'grace@' }, `email: ${INQUIRY_MESSAGES.email}`],
      ['company missing', { company_name: undefined }, `company_name: ${INQUIRY_MESSAGES.companyRequired}`],
      ['company empty', { company_name: '  ' }, `company_name: ${INQUIRY_MESSAGES.companyRequired}`],
      [
        'no marketplace',
        { marketplaces: [] },
        `marketplaces: ${SCHEDULE_SIGNUP_MESSAGES.marketplacesRequired}`,
      ],
      [
        'marketplaces missing',
        { marketplaces: undefined },
        `marketplaces: ${SCHEDULE_SIGNUP_MESSAGES.marketplacesRequired}`,
      ],
      [
        'an unknown marketplace',
        { marketplaces: ['amazon.com', 'ebay.com'] },
        `marketplaces.1: ${SCHEDULE_SIGNUP_MESSAGES.marketplaceUnknown}`,
      ],
      [
        'monthly orders missing',
        { monthly_orders: undefined },
        `monthly_orders: ${SCHEDULE_SIGNUP_MESSAGES.monthlyOrdersRequired}`,
      ],
      [
        'monthly orders not a listed range',
        { monthly_orders: 'lots' },
        `monthly_orders: ${SCHEDULE_SIGNUP_MESSAGES.monthlyOrdersRequired}`,
      ],
      [
        'preferred time not listed',
        { preferred_time: 'midnight' },
        `preferred_time: ${SCHEDULE_SIGNUP_MESSAGES.preferredTimeRequired}`,
      ],
      [
        'time zone missing',
        { time_zone: undefined },
        `time_zone: ${SCHEDULE_SIGNUP_MESSAGES.timeZoneRequired}`,
      ],
      ['time zone empty', { time_zone: ' ' }, `time_zone: ${SCHEDULE_SIGNUP_MESSAGES.timeZoneRequired}`],
      [
        'an unknown time zone',
        { time_zone: 'Mars/Olympus_Mons' },
        `time_zone: ${SCHEDULE_SIGNUP_MESSAGES.timeZoneUnknown}`,
      ],
      ['note of 1001 characters', { note: 'n'.repeat(1001) }, `note: ${SCHEDULE_SIGNUP_MESSAGES.noteMax}`],
    ];
    it.each(invalid)(
      'refuses %s with a 400 naming the field, storing and sending nothing',
      async (_, fields, message) => {
        await expectRefused(await sendIntro(fields), message, introRows);
      },
    );

    it(`accepts ${SCHEDULE_SIGNUP_MAX_PER_HOUR} requests per address and hour, independently of the contact form`, async () => {
      for (let i = 0; i < SCHEDULE_SIGNUP_MAX_PER_HOUR; i++) expect((await sendIntro()).statusCode).toBe(200);
      const refused = await sendIntro();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: true, message: SCHEDULE_SIGNUP_MESSAGES.tooMany(60) });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(await introRows()).toHaveLength(SCHEDULE_SIGNUP_MAX_PER_HOUR);
      // The contact form keeps its own count.
      expect((await sendContact()).statusCode).toBe(200);

      clock.advance(60 * MINUTE);
      expect((await sendIntro()).statusCode).toBe(200);
    });
  });
});

describe('public forms: operators address and a failing mail', () => {
  it('mails support@seller-tools.local unless OPERATOR_EMAIL says otherwise', () => {
    expect(testConfig().OPERATOR_EMAIL).toBe('support@seller-tools.local');
    expect(testConfig({ OPERATOR_EMAIL: 'team@example.com' }).OPERATOR_EMAIL).toBe('team@example.com');
    expect(() => testConfig({ OPERATOR_EMAIL: 'not an email' })).toThrow(/OPERATOR_EMAIL/);
  });

  it('keeps the message and tells the visitor it arrived when the mail cannot be written', async () => {
    const failingMailer: TMailer = {
      send: () => Promise.reject(new Error('outbox unavailable')),
      queue: () => Promise.reject(new Error('outbox unavailable')),
      deliver: () => Promise.reject(new Error('outbox unavailable')),
    };
    const t = await buildTestApp({ mailer: failingMailer, logger: createLogger('silent') });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/contact-us',
        payload: contact(),
        remoteAddress: '10.5.0.1',
      });
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(contactMessages)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
