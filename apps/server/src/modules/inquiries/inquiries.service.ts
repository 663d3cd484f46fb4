import {
  CONTACT_US_MAX_PER_HOUR,
  CONTACT_US_MESSAGES,
  SCHEDULE_SIGNUP_MAX_PER_HOUR,
  SCHEDULE_SIGNUP_MESSAGES,
  type TScheduleSignupValues,
} from '@seller-tools/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.ts';
import { contactMessages, introCallRequests } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import type { TMailer, TMailMessage } from '../../mail/mailer.ts';
import { HOUR_MS, hourlyWaitMs, lockSender, waitMinutes } from './hourly-limit.ts';
import { contactMail, introCallMail } from './operator-mail.ts';

export type TInquiriesDeps = {
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  /** Where the notifications go (OPERATOR_EMAIL). */
  operatorEmail: string;
};

/** Who sent it, as the request shows. */
export type TSender = { ip: string; userAgent: string | null };

/** A stored inquiry: its id, and the thank-you the form shows. */
export type TInquiryReceipt = { id: string; message: string };

export type TContactInput = { name: string; email: string; company_name: string; message: string };

const USER_AGENT_MAX = 512;

function tooMany(message: string, waitMs: number) {
  return failure('rate-limited', message, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/** The public site's contact form and intro-call requests: stored, then mailed to the operators. */
export function createInquiriesService(deps: TInquiriesDeps) {
  const { db, clock } = deps;

  // The row is committed before the mail is written: a failed mail never loses what the visitor sent,
  // and the visitor is told it arrived (it did). The failure is logged for the operators.
  async function notify(mail: TMailMessage, reference: string): Promise<void> {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.logger.error({ err, reference }, 'operator notification mail failed');
    }
  }

  /**
   * One inquiry of either form: under the sender's hourly limit (checked and stored under the sender's
   * lock), stored, then mailed to the operators.
   */
  async function receive(
    sender: TSender,
    form: {
      /** The lock's scope: each form has its own limit. */
      scope: string;
      maxPerHour: number;
      messages: { tooMany: (minutes: number) => string; sent: string };
      /** Where the form's inquiries are stored, with the sender's address and time. */
      table: typeof contactMessages | typeof introCallRequests;
      /** Stores the inquiry; its id. */
      store: (tx: TTx, sent: { now: Date; userAgent: string | null }) => Promise<string | undefined>;
      mail: (id: string, now: Date) => { message: TMailMessage; reference: string };
    },
  ): Promise<Outcome<TInquiryReceipt>> {
    const now = clock.now();
    const since = new Date(now.getTime() - HOUR_MS);
    const stored = await db.transaction(async (tx): Promise<Outcome<TInquiryReceipt>> => {
      await lockSender(tx, form.scope, sender.ip);
      const { table } = form;
      const recent = await tx
        .select({ createdAt: table.createdAt })
        .from(table)
        .where(and(eq(table.ip, sender.ip), gt(table.createdAt, since)))
        .orderBy(asc(table.createdAt));
      const waitMs = hourlyWaitMs(
        recent.map((r) => r.createdAt),
        now,
        form.maxPerHour,
      );
      if (waitMs > 0) return tooMany(form.messages.tooMany(waitMinutes(waitMs)), waitMs);
      const id = await form.store(tx, { now, userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) ?? null });
      if (!id) throw new Error(`${form.scope} insert returned no row`);
      return success({ id, message: form.messages.sent });
    });
    if (stored.ok) {
      const { message, reference } = form.mail(stored.value.id, now);
      await notify(message, reference);
    }
    return stored;
  }

  return {
    contact: (input: TContactInput, sender: TSender) =>
      receive(sender, {
        scope: 'contact-us',
        maxPerHour: CONTACT_US_MAX_PER_HOUR,
        messages: CONTACT_US_MESSAGES,
        table: contactMessages,
        store: async (tx, { now, userAgent }) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({
              name: input.name,
              email: input.email,
              companyName: input.company_name || null,
              message: input.message,
              ip: sender.ip,
              userAgent,
              createdAt: now,
            })
            .returning({ id: contactMessages.id });
          return row?.id;
        },
        mail: (id, at) => ({
          message: contactMail(deps.operatorEmail, {
            id,
            name: input.name,
            email: input.email,
            companyName: input.company_name,
            message: input.message,
            at,
          }),
          reference: `contact ${id}`,
        }),
      }),

    scheduleSignup: (input: TScheduleSignupValues, sender: TSender) =>
      receive(sender, {
        scope: 'schedule-signup',
        maxPerHour: SCHEDULE_SIGNUP_MAX_PER_HOUR,
        messages: SCHEDULE_SIGNUP_MESSAGES,
        table: introCallRequests,
        store: async (tx, { now, userAgent }) => {
          const [row] = await tx
            .insert(introCallRequests)
            .values({
              name: input.name,
              email: input.email,
              companyName: input.company_name,
              marketplaces: input.marketplaces,
              monthlyOrders: input.monthly_orders,
              preferredTime: input.preferred_time,
              timeZone: input.time_zone,
              note: input.note || null,
              ip: sender.ip,
              userAgent,
              createdAt: now,
            })
            .returning({ id: introCallRequests.id });
          return row?.id;
        },
        mail: (id, at) => ({
          message: introCallMail(deps.operatorEmail, { ...input, id, at }),
          reference: `intro ${id}`,
        }),
      }),
  };
}

export type TInquiriesService = ReturnType<typeof createInquiriesService>;
