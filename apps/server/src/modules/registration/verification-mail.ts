import { VERIFY_CODE_TTL_MINUTES } from '@seller-tools/contract';
import { html } from '../../lib/html-template.ts';
import type { TMailMessage } from '../../mail/mailer.ts';

const SUBJECT = 'Your Seller Tools verification code';

/** The mail that carries a verification code; the code is the only 6-digit number in it. */
export function verificationMail(to: string, code: string): TMailMessage {
  const minutes = `${VERIFY_CODE_TTL_MINUTES} minutes`;
  const text = [
    `Your Seller Tools verification code is ${code}.`,
    '',
    `Enter it on the Verify Email page to continue. It expires in ${minutes} and works once.`,
    '',
    'If you did not sign up for Seller Tools, you can ignore this email.',
  ].join('\n');
  // Built with the `html` tag like every mail, although the code is digits and the rest our own text.
  const body =
    html`<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2933;line-height:1.5"><p>Your Seller Tools verification code is:</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${code}</p><p>Enter it on the Verify Email page to continue. It expires in ${minutes} and works once.</p><p style="color:#6b7280;font-size:13px">If you did not sign up for Seller Tools, you can ignore this email.</p></div>`.toString();
  return { to, subject: SUBJECT, text, html: body };
}
