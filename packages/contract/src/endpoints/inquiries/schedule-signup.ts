import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZInquiryCompany, ZInquiryEmail, ZInquiryName, zTextField } from '../../validation/inquiry-fields.ts';
import { type TInquiryReceiptResponse, ZInquiryReceiptResponse } from './receipt.ts';

export const SCHEDULE_SIGNUP_PATH = '/api/user/schedule-signup';

/** Accepted intro-call requests per visitor address in any hour; the next one is refused with a 429. */
export const SCHEDULE_SIGNUP_MAX_PER_HOUR = 5;
export const SCHEDULE_NOTE_MAX_LENGTH = 1000;
export const TIME_ZONE_MAX_LENGTH = 64;

/** The marketplaces a seller can say they sell on: Amazon's storefronts, plus "not yet". */
export const INTRO_CALL_MARKETPLACES = [
  { value: 'amazon.com', label: 'United States (amazon.com)' },
  { value: 'amazon.ca', label: 'Canada (amazon.ca)' },
  { value: 'amazon.com.mx', label: 'Mexico (amazon.com.mx)' },
  { value: 'amazon.com.br', label: 'Brazil (amazon.com.br)' },
  { value: 'amazon.co.uk', label: 'United Kingdom (amazon.co.uk)' },
  { value: 'amazon.de', label: 'Germany (amazon.de)' },
  { value: 'amazon.fr', label: 'France (amazon.fr)' },
  { value: 'amazon.it', label: 'Italy (amazon.it)' },
  { value: 'amazon.es', label: 'Spain (amazon.es)' },
  { value: 'amazon.nl', label: 'Netherlands (amazon.nl)' },
  { value: 'amazon.se', label: 'Sweden (amazon.se)' },
  { value: 'amazon.pl', label: 'Poland (amazon.pl)' },
  { value: 'amazon.com.be', label: 'Belgium (amazon.com.be)' },
  { value: 'amazon.com.tr', label: 'Turkey (amazon.com.tr)' },
  { value: 'amazon.ae', label: 'United Arab Emirates (amazon.ae)' },
  { value: 'amazon.sa', label: 'Saudi Arabia (amazon.sa)' },
  { value: 'amazon.eg', label: 'Egypt (amazon.eg)' },
  { value: 'amazon.in', label: 'India (amazon.in)' },
  { value: 'amazon.co.jp', label: 'Japan (amazon.co.jp)' },
  { value: 'amazon.com.au', label: 'Australia (amazon.com.au)' },
  { value: 'amazon.sg', label: 'Singapore (amazon.sg)' },
  { value: 'not-yet', label: 'Not selling on Amazon yet' },
] as const;
export type TIntroCallMarketplace = (typeof INTRO_CALL_MARKETPLACES)[number]['value'];

export const MONTHLY_ORDER_RANGES = [
  { value: 'under-100', label: 'Under 100 orders' },
  { value: '100-999', label: '100 – 999 orders' },
  { value: '1000-9999', label: '1,000 – 9,999 orders' },
  { value: '10000-49999', label: '10,000 – 49,999 orders' },
  { value: '50000-plus', label: '50,000 orders or more' },
] as const;

export const PREFERRED_CALL_TIMES = [
  { value: 'morning', label: 'Morning (9 am – 12 pm)' },
  { value: 'afternoon', label: 'Afternoon (12 pm – 5 pm)' },
  { value: 'evening', label: 'Evening (5 pm – 8 pm)' },
  { value: 'anytime', label: 'Any time on a workday' },
] as const;

export const SCHEDULE_SIGNUP_MESSAGES = {
  marketplacesRequired: 'Please choose at least one marketplace.',
  marketplaceUnknown: 'Please choose marketplaces from the list.',
  monthlyOrdersRequired: 'Please choose your monthly orders.',
  preferredTimeRequired: 'Please choose a preferred time for the call.',
  timeZoneRequired: 'Please choose your time zone.',
  timeZoneUnknown: 'Please choose a time zone from the list.',
  noteMax: `Please keep your note to ${SCHEDULE_NOTE_MAX_LENGTH} characters or fewer.`,
  sent: 'Thank you! We have your request and will email you to confirm a time for your intro call.',
  tooMany: (minutes: number) =>
    `You have sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** An IANA time-zone name the platform's Intl knows (e.g. Europe/Berlin, America/Los_Angeles, UTC). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** POST /api/user/schedule-signup: a request for an intro call, from /schedule-signup. */
export const ZScheduleSignupRequest = z.object({
  name: ZInquiryName,
  email: ZInquiryEmail,
  company_name: ZInquiryCompany,
  marketplaces: z
    .array(z.enum(values(INTRO_CALL_MARKETPLACES), { error: SCHEDULE_SIGNUP_MESSAGES.marketplaceUnknown }), {
      error: SCHEDULE_SIGNUP_MESSAGES.marketplacesRequired,
    })
    .min(1, SCHEDULE_SIGNUP_MESSAGES.marketplacesRequired)
    .max(INTRO_CALL_MARKETPLACES.length, SCHEDULE_SIGNUP_MESSAGES.marketplaceUnknown)
    // Order and repeats carry no meaning; the stored list is the distinct choices in list order.
    .transform((chosen) => INTRO_CALL_MARKETPLACES.map((m) => m.value).filter((v) => chosen.includes(v))),
  monthly_orders: z.enum(values(MONTHLY_ORDER_RANGES), {
    error: SCHEDULE_SIGNUP_MESSAGES.monthlyOrdersRequired,
  }),
  preferred_time: z.enum(values(PREFERRED_CALL_TIMES), {
    error: SCHEDULE_SIGNUP_MESSAGES.preferredTimeRequired,
  }),
  time_zone: z
    .string({ error: SCHEDULE_SIGNUP_MESSAGES.timeZoneRequired })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: SCHEDULE_SIGNUP_MESSAGES.timeZoneRequired });
      else if (!isTimeZone(value))
        ctx.addIssue({ code: 'custom', message: SCHEDULE_SIGNUP_MESSAGES.timeZoneUnknown });
    }),
  note: zTextField({
    max: { length: SCHEDULE_NOTE_MAX_LENGTH, message: SCHEDULE_SIGNUP_MESSAGES.noteMax },
  })
    .nullish()
    .transform((value) => value ?? ''),
});
export type TScheduleSignupRequest = z.input<typeof ZScheduleSignupRequest>;
export type TScheduleSignupValues = z.output<typeof ZScheduleSignupRequest>;

export const ZScheduleSignupResponse = ZInquiryReceiptResponse;
export type TScheduleSignupResponse = TInquiryReceiptResponse;

export const scheduleSignupEndpoint = defineEndpoint({
  method: 'POST',
  path: SCHEDULE_SIGNUP_PATH,
  tags: ['public forms'],
  summary: 'Ask for an intro call (stored and mailed to the operators)',
  body: ZScheduleSignupRequest,
  response: ZScheduleSignupResponse,
});

export function optionLabelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
