import { html } from '../../../lib/html-template.ts';
import { layoutMail } from '../../../mail/mail-layout.ts';
import type { TMailMessage } from '../../../mail/mailer.ts';

export type TAlert =
  | {
      kind: 'negative_review';
      details: {
        asin: string;
        stars: number;
        title: string;
        body: string;
        review_date: string;
        product_title: string | null;
      };
    }
  | {
      kind: 'rating_drop';
      details: { asin: string; title: string | null; from: number; to: number; date: string };
    };

const WHY = 'You get this alert because alerts are on in Settings → Notification.';
const starsText = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

export function alertMail(input: {
  to: string;
  alert: TAlert;
  storeLabel: string;
  appUrl: string;
  unsubscribeUrl: string;
}): TMailMessage {
  const { alert } = input;
  const links = { appUrl: input.appUrl, unsubscribeUrl: input.unsubscribeUrl, why: WHY };
  if (alert.kind === 'negative_review') {
    const d = alert.details;
    const product = d.product_title ?? d.asin;
    const subject = `New ${d.stars}-star review: ${product}`;
    return layoutMail({
      to: input.to,
      subject,
      lines: [
        `A new ${d.stars}-star review arrived for ${product} (${d.asin}) in ${input.storeLabel}.`,
        '',
        `${starsText(d.stars)} ${d.title}`,
        d.body,
        `Reviewed on ${d.review_date}.`,
      ],
      body: html`<p style="margin:0 0 12px">A new ${d.stars}-star review arrived for <b>${product}</b> (${d.asin}) in ${input.storeLabel}.</p>
<blockquote style="margin:0;padding:12px 16px;border-left:4px solid #fa5252;background:#fff5f5"><div style="color:#f59f00">${starsText(d.stars)}</div><b>${d.title}</b><p style="margin:8px 0 0">${d.body}</p><div style="font-size:12px;color:#616e7c;margin-top:8px">Reviewed on ${d.review_date}</div></blockquote>`,
      ...links,
    });
  }
  const d = alert.details;
  const product = d.title ?? d.asin;
  const subject = `Rating dropped to ${d.to.toFixed(1)}: ${product}`;
  return layoutMail({
    to: input.to,
    subject,
    lines: [
      `The rating shoppers see for ${product} (${d.asin}) in ${input.storeLabel} fell from ${d.from.toFixed(1)} to ${d.to.toFixed(1)} on ${d.date}.`,
    ],
    body: html`<p style="margin:0">The rating shoppers see for <b>${product}</b> (${d.asin}) in ${input.storeLabel} fell from <b>${d.from.toFixed(1)}</b> to <b style="color:#e03131">${d.to.toFixed(1)}</b> on ${d.date}. The Product Ratings Tracker shows the reviews that moved it.</p>`,
    ...links,
  });
}
