import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../../constants.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { USER_UPDATE_MESSAGES, ZMarketingPreferences, ZServerUserInfo } from '../user.ts';

/**
 * PUT /api/user — the caller's own settings: the three email preferences (the notification preference
 * modal sends user_email and is_subscribed_marketing_list), and optionally name and PPC time zone.
 * user_email, when sent, must be the caller's email. Answers with the updated user info.
 */
export const ZUpdateUserRequest = z
  .object({
    user_email: z.string().trim().toLowerCase().max(320).optional(),
    is_subscribed_marketing_list: ZMarketingPreferences.optional(),
    name: z.string().trim().min(NAME_MIN_LENGTH, USER_UPDATE_MESSAGES.nameTooShort).max(100).optional(),
    ppc_timezone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine(isTimeZone, USER_UPDATE_MESSAGES.timezoneInvalid)
      .optional(),
    /** The profile image's address; an empty string (or null) removes it. */
    image: z
      .string()
      .trim()
      .max(2048)
      .refine((value) => value === '' || isImageUrl(value), USER_UPDATE_MESSAGES.imageInvalid)
      .nullable()
      .optional(),
  })
  .refine(
    (body) =>
      body.is_subscribed_marketing_list !== undefined ||
      body.name !== undefined ||
      body.ppc_timezone !== undefined ||
      body.image !== undefined,
    USER_UPDATE_MESSAGES.nothingToUpdate,
  );
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;
export const ZUpdateUserResponse = ZEnvelope(ZServerUserInfo);
export type TUpdateUserResponse = z.infer<typeof ZUpdateUserResponse>;

export const updateUserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user',
  tags: ['user'],
  summary: "Save the caller's email preferences (and name, image, PPC time zone)",
  body: ZUpdateUserRequest,
  response: ZUpdateUserResponse,
});

/**
 * An absolute https address. Anything else could not be shown safely: javascript: and data: never, and
 * http: would be mixed content on the https app (blocked or flagged by browsers, and readable in transit).
 */
export function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
