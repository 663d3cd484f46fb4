import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

export const CODE_CLASS = {
  emailDomain: 'EMAIL_DOMAIN',
  region: 'REGION',
  marketplace: 'AMZ_MARKET_CHANNEL',
} as const;

/** The lists anyone may read (spec §3: the web asks for these three); the catalog's others are staff-only. */
export const PUBLIC_CODE_CLASSES = Object.values(CODE_CLASS);
export const CODE_COMMON_MESSAGES = {
  unknownClass: `class must be one of ${PUBLIC_CODE_CLASSES.join(', ')}`,
} as const;

/** GET /api/code/common?class=…[&value_1=<region name>] */
export const ZCodeCommonQuery = z.object({
  class: z.enum(PUBLIC_CODE_CLASSES, { error: CODE_COMMON_MESSAGES.unknownClass }),
  value_1: z.string().trim().max(200).optional(),
});
export type TCodeCommonQuery = z.infer<typeof ZCodeCommonQuery>;

/** A code list item of spec §3 (value_3: email domain, value_6: consent host, value_7: secondary label). */
export const ZCodeItem = z.object({
  class: z.string(),
  code: z.string(),
  name: z.string(),
  value_1: z.string().nullable(),
  value_2: z.string().nullable(),
  value_3: z.string().nullable(),
  value_4: z.string().nullable(),
  value_5: z.string().nullable(),
  value_6: z.string().nullable(),
  value_7: z.string().nullable(),
});
export type TCodeItem = z.infer<typeof ZCodeItem>;

export const ZCodeCommonResponse = ZEnvelope(z.array(ZCodeItem));

export const codeCommonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/code/common',
  tags: ['codes'],
  summary: 'Active entries of one code list, in display order',
  query: ZCodeCommonQuery,
  response: ZCodeCommonResponse,
});
