import { REVIEW_MESSAGES } from '@seller-tools/contract';
import { html } from '../../lib/html-template.ts';
import type { TUnsubscribeKind } from '../../lib/unsubscribe-tokens.ts';

// A plain HTML page (no script, no inline style: the CSP allows neither) for the mails' unsubscribe link.

const WHAT: Record<TUnsubscribeKind, string> = {
  daily_summary: 'the review summary email',
  alerts: 'negative review and rating drop alerts',
  marketing: 'newsletters, feature guides and update emails',
};

type TState =
  | { state: 'invalid' }
  | { state: 'confirm'; kind: TUnsubscribeKind; token: string }
  | { state: 'done'; kind: TUnsubscribeKind; email: string };

export function unsubscribePage(input: TState): string {
  const body =
    input.state === 'invalid'
      ? html`<h1>${REVIEW_MESSAGES.unsubscribeInvalid}</h1><p>Change your email settings in Seller Tools under Settings → Notification.</p>`
      : input.state === 'confirm'
        ? html`<h1>Unsubscribe from ${WHAT[input.kind]}?</h1><form method="post" action="/email/unsubscribe?token=${encodeURIComponent(input.token)}"><button type="submit">Unsubscribe</button></form>`
        : html`<h1>${REVIEW_MESSAGES.unsubscribed}</h1><p>${input.email} will no longer receive ${WHAT[input.kind]}. You can turn it back on under Settings → Notification.</p>`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Email settings | Seller Tools</title></head><body><main>${body}</main></body></html>`.toString();
}
