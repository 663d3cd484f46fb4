import { html, type THtml } from '../../../lib/html-template.ts';
import { mailHtml, mailText } from '../../../mail/mail-layout.ts';
import type { TMailMessage } from '../../../mail/mailer.ts';

export type TStoreSummary = {
  label: string;
  stars: { 1: number; 2: number; 3: number; 4: number; 5: number };
  changes: { asin: string; title: string | null; from: number; to: number }[];
  /** Review requests sent in the day (issue 8); null while that module sends none. */
  requestsSent: number | null;
};

const WHY = 'You get this summary because the daily summary is on in Settings → Notification.';
const STAR_ORDER = [5, 4, 3, 2, 1] as const;

export function summaryMail(input: {
  to: string;
  name: string;
  localDate: string;
  stores: TStoreSummary[];
  appUrl: string;
  unsubscribeUrl: string;
}): TMailMessage {
  const total = input.stores.reduce((n, s) => n + STAR_ORDER.reduce((m, k) => m + s.stars[k], 0), 0);
  const subject = `Your daily review summary for ${input.localDate}: ${total} new review${total === 1 ? '' : 's'}`;
  const lines: string[] = [`Hello ${input.name},`, '', `Here is what happened in the last 24 hours.`];
  const body: THtml[] = [
    html`<p style="margin:0 0 16px">Hello ${input.name}, here is what happened in the last 24 hours.</p>`,
  ];
  for (const store of input.stores) {
    const count = STAR_ORDER.reduce((m, k) => m + store.stars[k], 0);
    lines.push('', `${store.label}: ${count} new review${count === 1 ? '' : 's'}`);
    lines.push(`  ${STAR_ORDER.map((k) => `${k}★ ${store.stars[k]}`).join('  ')}`);
    body.push(html`<h2 style="font-size:16px;margin:16px 0 8px">${store.label}: ${count} new review${count === 1 ? '' : 's'}</h2>
<table role="presentation" cellpadding="4" style="border-collapse:collapse;font-size:14px"><tr>${STAR_ORDER.map((k) => html`<td style="border:1px solid #e4e7eb">${k}★</td>`)}</tr><tr>${STAR_ORDER.map((k) => html`<td style="border:1px solid #e4e7eb;text-align:center;${k <= 3 && store.stars[k] > 0 ? 'color:#e03131;font-weight:bold' : ''}">${store.stars[k]}</td>`)}</tr></table>`);
    if (store.changes.length > 0) {
      lines.push('  Rating changes:');
      const items = store.changes.map((c) => {
        const name = c.title ?? c.asin;
        lines.push(`  - ${name} (${c.asin}): ${c.from.toFixed(1)} → ${c.to.toFixed(1)}`);
        return html`<li>${name} (${c.asin}): ${c.from.toFixed(1)} → <b style="color:${c.to < c.from ? '#e03131' : '#2f9e44'}">${c.to.toFixed(1)}</b></li>`;
      });
      body.push(
        html`<p style="margin:12px 0 4px"><b>Rating changes</b></p><ul style="margin:0;padding-left:20px">${items}</ul>`,
      );
    } else {
      lines.push('  No rating changes.');
      body.push(html`<p style="margin:12px 0 0;color:#616e7c">No rating changes.</p>`);
    }
    if (store.requestsSent !== null) {
      lines.push(`  Review requests sent: ${store.requestsSent}`);
      body.push(html`<p style="margin:8px 0 0">Review requests sent: <b>${store.requestsSent}</b></p>`);
    }
  }
  const links = { appUrl: input.appUrl, unsubscribeUrl: input.unsubscribeUrl, why: WHY };
  return {
    to: input.to,
    subject,
    text: mailText({ lines, ...links }),
    html: mailHtml({ title: subject, body: html`${body}`, ...links }),
  };
}
