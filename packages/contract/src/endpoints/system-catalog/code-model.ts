import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';
import { ZCodeItem } from '../codes/code-common.ts';

// System > General code: the code lists behind GET /api/code/common (super-admin only). The row and the
// form every code endpoint shares.

// The public code list item (GET /api/code/common), with what only the catalog shows.
export const ZSystemCode = ZCodeItem.extend({
  id: z.number().int(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TSystemCode = z.infer<typeof ZSystemCode>;

export const CODE_VALUE_KEYS = [
  'value_1',
  'value_2',
  'value_3',
  'value_4',
  'value_5',
  'value_6',
  'value_7',
] as const;
export type TCodeValueKey = (typeof CODE_VALUE_KEYS)[number];

export const CODE_FORM_MESSAGES = {
  classRequired: 'Please enter a class.',
  codeRequired: 'Please enter a code.',
  classFormat: 'Use letters, digits and _ only for the class.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  sortOrder: 'Please enter a whole number.',
} as const;

/** An optional value: trimmed, and blank means none. */
const ZCodeValue = z
  .string()
  .trim()
  .max(500, CODE_FORM_MESSAGES.tooLong(500))
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/system/codes and PUT /api/system/codes/:id. A blank name takes the code. */
export const ZSystemCodeRequest = z.object({
  class: z
    .string()
    .trim()
    .min(1, CODE_FORM_MESSAGES.classRequired)
    .max(64, CODE_FORM_MESSAGES.tooLong(64))
    .regex(/^[A-Za-z0-9_]+$/, CODE_FORM_MESSAGES.classFormat),
  code: z.string().trim().min(1, CODE_FORM_MESSAGES.codeRequired).max(200, CODE_FORM_MESSAGES.tooLong(200)),
  name: z.string().trim().max(200, CODE_FORM_MESSAGES.tooLong(200)).optional().default(''),
  value_1: ZCodeValue,
  value_2: ZCodeValue,
  value_3: ZCodeValue,
  value_4: ZCodeValue,
  value_5: ZCodeValue,
  value_6: ZCodeValue,
  value_7: ZCodeValue,
  sort_order: z.coerce
    .number({ message: CODE_FORM_MESSAGES.sortOrder })
    .int(CODE_FORM_MESSAGES.sortOrder)
    .min(-1_000_000)
    .max(1_000_000)
    .default(0),
  is_active: z.boolean().default(true),
});
export type TSystemCodeRequest = z.input<typeof ZSystemCodeRequest>;

export const ZSystemCodeResponse = ZEnvelope(ZSystemCode);

// general_code.id is a 4-byte serial: a larger id is refused here, not by the database (a 500).
export const ZSystemCodeIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
