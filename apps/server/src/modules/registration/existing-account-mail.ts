import { PUBLIC_ROUTES } from '@seller-tools/contract';
import type { TMailMessage } from '../../mail/mailer.ts';

export const EXISTING_ACCOUNT_SUBJECT = 'Someone tried to create a Seller Tools account with your email';

/**
 * Sent instead of an error when a sign-up names an address that already has a verified account (issue 17,
 * M5): the sign-up answers as for a new address, and only the address's owner learns that it is taken.
 * Our own text only: nothing from the request goes into it.
 */
export function existingAccountMail(to: string, publicUrl: string): TMailMessage {
  const base = publicUrl.replace(/\/$/, '');
  const text = [
    'Hello,',
    '',
    'Someone, perhaps you, tried to create a Seller Tools account with this email address. It already has',
    'an account, so no new account was created and nothing changed on yours.',
    '',
    `To use your account, sign in: ${base}${PUBLIC_ROUTES.login}`,
    `Forgot your password? Ask for a temporary one: ${base}${PUBLIC_ROUTES.forgotPassword}`,
    '',
    'If this was not you, you can ignore this email.',
    '',
    'Seller Tools',
  ].join('\n');
  return { to, subject: EXISTING_ACCOUNT_SUBJECT, text };
}
