import {
  INTRO_CALL_MARKETPLACES,
  MONTHLY_ORDER_RANGES,
  optionLabelOf,
  PREFERRED_CALL_TIMES,
  type TScheduleSignupValues,
} from '@seller-tools/contract';
import type { TMailMessage } from '../../mail/mailer.ts';

// The operators' notification mails. Plain text only: what visitors typed is never rendered as HTML.
// Names cannot hold line breaks (the contract refuses control characters), so they are safe in subjects.

export const OPERATOR_MAIL_SUBJECTS = {
  contact: (name: string) => `Contact form: message from ${name}`,
  introCall: (name: string, company: string) => `Intro call request: ${name} (${company})`,
} as const;

function received(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function field(label: string, value: string): string {
  return `${`${label}:`.padEnd(18)}${value}`;
}

export function contactMail(
  to: string,
  input: { id: string; name: string; email: string; companyName: string; message: string; at: Date },
): TMailMessage {
  return {
    to,
    subject: OPERATOR_MAIL_SUBJECTS.contact(input.name),
    text: [
      'A visitor sent a message through the contact form.',
      '',
      field('Name', input.name),
      field('Email', input.email),
      field('Company', input.companyName || '(not given)'),
      field('Received', received(input.at)),
      '',
      'Message:',
      input.message,
      '',
      `Reply to ${input.email}.`,
      `Reference: contact ${input.id}`,
    ].join('\n'),
  };
}

export function introCallMail(
  to: string,
  input: TScheduleSignupValues & { id: string; at: Date },
): TMailMessage {
  return {
    to,
    subject: OPERATOR_MAIL_SUBJECTS.introCall(input.name, input.company_name),
    text: [
      'A seller asked for an intro call on the schedule sign-up page.',
      '',
      field('Name', input.name),
      field('Email', input.email),
      field('Company', input.company_name),
      field(
        'Marketplaces',
        input.marketplaces.map((m) => optionLabelOf(INTRO_CALL_MARKETPLACES, m)).join(', '),
      ),
      field('Monthly orders', optionLabelOf(MONTHLY_ORDER_RANGES, input.monthly_orders)),
      field('Preferred time', optionLabelOf(PREFERRED_CALL_TIMES, input.preferred_time)),
      field('Time zone', input.time_zone),
      field('Received', received(input.at)),
      '',
      'Note:',
      input.note || '(none)',
      '',
      `Confirm a time with ${input.email}.`,
      `Reference: intro call ${input.id}`,
    ].join('\n'),
  };
}
