import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// What visitors send through the public site's forms. Each row is complete when written (one insert);
// the operators' notification mail goes through email_outbox. `ip` serves the per-address hourly limit.

/** The contact form (/contact-us). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Optional on the form; null when left empty. */
    companyName: text('company_name'),
    message: text('message').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_ip_created_idx').on(t.ip, t.createdAt)],
);

/** Intro-call requests (/schedule-signup). */
export const introCallRequests = pgTable(
  'intro_call_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    /** Store domains (amazon.com, …) or not-yet; see INTRO_CALL_MARKETPLACES in the contract. */
    marketplaces: text('marketplaces').array().notNull(),
    monthlyOrders: text('monthly_orders').notNull(),
    preferredTime: text('preferred_time').notNull(),
    /** IANA name, e.g. Europe/Berlin. */
    timeZone: text('time_zone').notNull(),
    note: text('note'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('intro_call_requests_ip_created_idx').on(t.ip, t.createdAt)],
);
