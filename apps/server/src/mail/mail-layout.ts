import { html, type THtml } from '../lib/html-template.ts';
import type { TMailMessage } from './mailer.ts';

// The frame of every product mail (review alerts and summaries, reimbursement news): a plain HTML body (inline styles only, as mail clients need)
// with the unsubscribe link in the footer, and the text part beside it. The body is an `html` fragment, so
// every value in it was escaped where it was written.

export function mailHtml(input: {
  title: string;
  body: THtml;
  appUrl: string;
  unsubscribeUrl: string;
  why: string;
}): string {
  return html`<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e4e7eb;font-size:18px;font-weight:bold;color:#1c7ed6">Seller Tools</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${input.title}</h1>${input.body}
<p style="margin:24px 0 0"><a href="${input.appUrl}" style="background:#1c7ed6;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">Open Seller Tools</a></p></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#616e7c">${input.why}
<a href="${input.unsubscribeUrl}" style="color:#616e7c">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`.toString();
}

export function mailText(input: { lines: string[]; appUrl: string; unsubscribeUrl: string; why: string }) {
  return [
    ...input.lines,
    '',
    `Open Seller Tools: ${input.appUrl}`,
    '',
    input.why,
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join('\n');
}

/**
 * A product mail in this frame: the text part from `lines` and the HTML part from `body` (titled `title`,
 * the subject unless given), both with the same links.
 */
export function layoutMail(input: {
  to: string;
  subject: string;
  title?: string;
  lines: string[];
  body: THtml;
  appUrl: string;
  unsubscribeUrl: string;
  why: string;
}): TMailMessage {
  const links = { appUrl: input.appUrl, unsubscribeUrl: input.unsubscribeUrl, why: input.why };
  return {
    to: input.to,
    subject: input.subject,
    text: mailText({ lines: input.lines, ...links }),
    html: mailHtml({ title: input.title ?? input.subject, body: input.body, ...links }),
  };
}
