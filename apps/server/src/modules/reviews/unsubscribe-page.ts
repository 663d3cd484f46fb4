import { REVIEW_MESSAGES } from '@seller-tools/contract';
import type { TUnsubscribeKind } from '../../lib/unsubscribe-tokens.ts';

// A plain HTML page (no script, no inline style: the CSP allows neither) for the mails' unsubscribe link.

const WHAT: Record<TUnsubscribeKind, string> = {
  daily_summary: 'the daily summary email',
  alerts: 'negative review and rating drop alerts',
  marketing: 'newsletters, feature guides and update emails',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type TState =
  | { state: 'invalid' }
  | { state: 'confirm'; kind: TUnsubscribeKind; token: string }
  | { state: 'done'; kind: TUnsubscribeKind; email: string };

export function unsubscribePage(input: TState): string {
  const body =
    input.state === 'invalid'
      ? `<h1>${REVIEW_MESSAGES.unsubscribeInvalid}</h1><p>Change your email settings in Seller Tools under Settings → Notification.</p>`
      : input.state === 'confirm'
        ? `<h1>Unsubscribe from ${WHAT[input.kind]}?</h1><form method="post" action="/email/unsubscribe?token=${encodeURIComponent(input.token)}"><button type="submit">Unsubscribe</button></form>`
        : `<h1>${REVIEW_MESSAGES.unsubscribed}</h1><p>${escapeHtml(input.email)} will no longer receive ${WHAT[input.kind]}. You can turn it back on under Settings → Notification.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Email settings | Seller Tools</title></head><body><main>${body}</main></body></html>`;
}
