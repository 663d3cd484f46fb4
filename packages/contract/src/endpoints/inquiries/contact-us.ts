import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import {
  ZInquiryEmail,
  ZInquiryName,
  ZInquiryOptionalCompany,
  zTextField,
} from '../../validation/inquiry-fields.ts';
import { type TInquiryReceiptResponse, ZInquiryReceiptResponse } from './receipt.ts';

export const CONTACT_US_PATH = '/api/user/contact-us';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Accepted messages per visitor address in any hour; the next one is refused with a 429. */
export const CONTACT_US_MAX_PER_HOUR = 5;

export const CONTACT_US_MESSAGES = {
  messageRequired: 'Please enter your message.',
  messageMin: `Please write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters so we can help.`,
  messageMax: `Please keep your message to ${CONTACT_MESSAGE_MAX_LENGTH} characters or fewer.`,
  sent: 'Thank you! Your message has reached our team. We will reply to you by email.',
  tooMany: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** POST /api/user/contact-us: the public contact form (spec §7). Company is optional. */
export const ZContactUsRequest = z.object({
  name: ZInquiryName,
  email: ZInquiryEmail,
  company_name: ZInquiryOptionalCompany,
  message: zTextField({
    required: CONTACT_US_MESSAGES.messageRequired,
    min: { length: CONTACT_MESSAGE_MIN_LENGTH, message: CONTACT_US_MESSAGES.messageMin },
    max: { length: CONTACT_MESSAGE_MAX_LENGTH, message: CONTACT_US_MESSAGES.messageMax },
  }),
});
export type TContactUsRequest = z.input<typeof ZContactUsRequest>;

export const ZContactUsResponse = ZInquiryReceiptResponse;
export type TContactUsResponse = TInquiryReceiptResponse;

export const contactUsEndpoint = defineEndpoint({
  method: 'POST',
  path: CONTACT_US_PATH,
  tags: ['public forms'],
  summary: 'Send a message to the Seller Tools team (stored and mailed to the operators)',
  body: ZContactUsRequest,
  response: ZContactUsResponse,
});
