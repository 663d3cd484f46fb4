import {
  CONTACT_US_MAX_PER_HOUR,
  CONTACT_US_MESSAGES,
  SCHEDULE_SIGNUP_MAX_PER_HOUR,
  SCHEDULE_SIGNUP_MESSAGES,
  type TScheduleSignupValues,
} from '@seller-tools/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
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

  return {
    async contact(input: TContactInput, sender: TSender): Promise<Outcome<TInquiryReceipt>> {
      const now = clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      const stored = await db.transaction(async (tx): Promise<Outcome<TInquiryReceipt>> => {
        await lockSender(tx, 'contact-us', sender.ip);
        const recent = await tx
          .select({ createdAt: contactMessages.createdAt })
          .from(contactMessages)
          .where(and(eq(contactMessages.ip, sender.ip), gt(contactMessages.createdAt, since)))
          .orderBy(asc(contactMessages.createdAt));
        const waitMs = hourlyWaitMs(
          recent.map((r) => r.createdAt),
          now,
          CONTACT_US_MAX_PER_HOUR,
        );
        if (waitMs > 0) return tooMany(CONTACT_US_MESSAGES.tooMany(waitMinutes(waitMs)), waitMs);
        const [row] = await tx
          .insert(contactMessages)
          .values({
            name: input.name,
            email: input.email,
            companyName: input.company_name || null,
            message: input.message,
            ip: sender.ip,
            userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
            createdAt: now,
          })
          .returning({ id: contactMessages.id });
        if (!row) throw new Error('contact message insert returned no row');
        return success({ id: row.id, message: CONTACT_US_MESSAGES.sent });
      });
      if (stored.ok) {
        await notify(
          contactMail(deps.operatorEmail, {
            id: stored.value.id,
            name: input.name,
            email: input.email,
            companyName: input.company_name,
            message: input.message,
            at: now,
          }),
          `contact ${stored.value.id}`,
        );
      }
      return stored;
    },

    async scheduleSignup(input: TScheduleSignupValues, sender: TSender): Promise<Outcome<TInquiryReceipt>> {
      const now = clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      const stored = await db.transaction(async (tx): Promise<Outcome<TInquiryReceipt>> => {
        await lockSender(tx, 'schedule-signup', sender.ip);
        const recent = await tx
          .select({ createdAt: introCallRequests.createdAt })
          .from(introCallRequests)
          .where(and(eq(introCallRequests.ip, sender.ip), gt(introCallRequests.createdAt, since)))
          .orderBy(asc(introCallRequests.createdAt));
        const waitMs = hourlyWaitMs(
          recent.map((r) => r.createdAt),
          now,
          SCHEDULE_SIGNUP_MAX_PER_HOUR,
        );
        if (waitMs > 0) return tooMany(SCHEDULE_SIGNUP_MESSAGES.tooMany(waitMinutes(waitMs)), waitMs);
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
            userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
            createdAt: now,
          })
          .returning({ id: introCallRequests.id });
        if (!row) throw new Error('intro call request insert returned no row');
        return success({ id: row.id, message: SCHEDULE_SIGNUP_MESSAGES.sent });
      });
      if (stored.ok) {
        await notify(
          introCallMail(deps.operatorEmail, { ...input, id: stored.value.id, at: now }),
          `intro ${stored.value.id}`,
        );
      }
      return stored;
    },
  };
}

export type TInquiriesService = ReturnType<typeof createInquiriesService>;
