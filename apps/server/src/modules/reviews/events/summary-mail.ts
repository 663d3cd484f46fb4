import { html, type THtml } from '../../../lib/html-template.ts';
import { layoutMail } from '../../../mail/mail-layout.ts';
import type { TMailMessage } from '../../../mail/mailer.ts';
import type { TSummaryPeriod } from './summary-period.ts';

export type TStoreSummary = {
  label: string;
  stars: { 1: number; 2: number; 3: number; 4: number; 5: number };
  /** The period's new reviews of 3 stars or fewer (each reader's negative stars pick from them). */
  negatives: { reviewId: string; asin: string; stars: number; title: string; reviewDate: string }[];
  /** Reviews found removed from the product pages in the period. */
  removed: number;
  changes: { asin: string; title: string | null; from: number; to: number }[];
  /** Review requests sent in the day (issue 8); null while that module sends none. */
  requestsSent: number | null;
};

const WHY = 'You get this summary because the review summary is on in Settings → Notification.';
/** How many negative reviews one store's part of the mail lists by name. */
const NEGATIVES_LISTED = 20;
const STAR_ORDER = [5, 4, 3, 2, 1] as const;

export function summaryMail(input: {
  to: string;
  name: string;
  period: Pick<TSummaryPeriod, 'subject' | 'span'>;
  negativeStars: readonly number[];
  stores: TStoreSummary[];
  appUrl: string;
  unsubscribeUrl: string;
}): TMailMessage {
  const total = input.stores.reduce((n, s) => n + STAR_ORDER.reduce((m, k) => m + s.stars[k], 0), 0);
  const subject = `Your ${input.period.subject}: ${total} new review${total === 1 ? '' : 's'}`;
  const span = input.period.span;
  const lines: string[] = [`Hello ${input.name},`, '', `Here is what happened ${span}.`];
  const body: THtml[] = [
    html`<p style="margin:0 0 16px">Hello ${input.name}, here is what happened ${span}.</p>`,
  ];
  for (const store of input.stores) {
    const count = STAR_ORDER.reduce((m, k) => m + store.stars[k], 0);
    lines.push('', `${store.label}: ${count} new review${count === 1 ? '' : 's'}`);
    lines.push(`  ${STAR_ORDER.map((k) => `${k}★ ${store.stars[k]}`).join('  ')}`);
    body.push(html`<h2 style="font-size:16px;margin:16px 0 8px">${store.label}: ${count} new review${count === 1 ? '' : 's'}</h2>
<table role="presentation" cellpadding="4" style="border-collapse:collapse;font-size:14px"><tr>${STAR_ORDER.map((k) => html`<td style="border:1px solid #e4e7eb">${k}★</td>`)}</tr><tr>${STAR_ORDER.map((k) => html`<td style="border:1px solid #e4e7eb;text-align:center;${k <= 3 && store.stars[k] > 0 ? 'color:#e03131;font-weight:bold' : ''}">${store.stars[k]}</td>`)}</tr></table>`);
    const negatives = store.negatives.filter((r) => input.negativeStars.includes(r.stars));
    if (negatives.length > 0) {
      lines.push(`  Negative reviews (${negatives.length}):`);
      const shown = negatives.slice(0, NEGATIVES_LISTED);
      const items = shown.map((r) => {
        lines.push(`  - ${r.stars}★ ${r.asin} ${r.reviewDate}: ${r.title}`);
        return html`<li><b style="color:#e03131">${r.stars}★</b> ${r.asin} ${r.reviewDate}: ${r.title}</li>`;
      });
      if (negatives.length > shown.length) lines.push(`  … and ${negatives.length - shown.length} more`);
      body.push(
        html`<p style="margin:12px 0 4px"><b>Negative reviews (${negatives.length})</b></p><ul style="margin:0;padding-left:20px">${items}</ul>${negatives.length > shown.length ? html`<p style="margin:4px 0 0;color:#616e7c">… and ${negatives.length - shown.length} more</p>` : html``}`,
      );
    }
    if (store.removed > 0) {
      lines.push(`  Reviews removed by Amazon: ${store.removed}`);
      body.push(html`<p style="margin:8px 0 0">Reviews removed by Amazon: <b>${store.removed}</b></p>`);
    }
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
  return layoutMail({
    to: input.to,
    subject,
    lines,
    body: html`${body}`,
    appUrl: input.appUrl,
    unsubscribeUrl: input.unsubscribeUrl,
    why: WHY,
  });
}
