import { formatMoney, type TFindingKind } from '@seller-tools/contract';
import { html, type THtml } from '../../../lib/html-template.ts';
import { layoutMail } from '../../../mail/mail-layout.ts';
import type { TMailMessage } from '../../../mail/mailer.ts';

// The daily reimbursement mail: new findings, claim deadlines coming up, and what Amazon paid. Every
// value goes through the `html` template, which escapes it (SKUs and store names are the seller's text).

export type TNoticeItem = {
  store: string;
  kind: TFindingKind;
  sku: string | null;
  value: number;
  currency: string;
  /** YYYY-MM-DD, deadlines only. */
  deadline?: string | null;
};

export type TNotice = { fresh: TNoticeItem[]; deadlines: TNoticeItem[]; paid: TNoticeItem[] };

const KIND_LABELS: Record<TFindingKind, string> = {
  'lost-not-reimbursed': 'Lost or damaged in the warehouse',
  'short-received': 'Inbound shipment shortage',
  'refund-without-return': 'Refunded but not returned',
  'damaged-return-not-reimbursed': 'Returned damaged',
  'wrong-size-tier': 'Fee overcharge',
  'underpaid-reimbursement': 'Underpaid reimbursement',
};

/** At most this many items per section; the rest are counted. */
export const SECTION_MAX = 20;

const WHY =
  'You get this email because reimbursement emails are on in Reimbursement → Settings → Notification; change them there.';

const money = (item: TNoticeItem) => formatMoney(item.value, item.currency);
const line = (item: TNoticeItem) =>
  `${KIND_LABELS[item.kind]}${item.sku ? `, SKU ${item.sku}` : ''} (${item.store}): ${money(item)}${item.deadline ? `, claim by ${item.deadline}` : ''}`;

function section(title: string, items: TNoticeItem[], lines: string[], body: THtml[]) {
  if (items.length === 0) return;
  const shown = items.slice(0, SECTION_MAX);
  const more = items.length - shown.length;
  lines.push('', `${title} (${items.length})`, ...shown.map((i) => `- ${line(i)}`));
  if (more > 0) lines.push(`- and ${more} more`);
  body.push(html`<h2 style="font-size:16px;margin:16px 0 8px">${title} (${items.length})</h2>
<ul style="margin:0;padding-left:20px">${shown.map((i) => html`<li>${line(i)}</li>`)}${more > 0 ? html`<li>and ${more} more</li>` : ''}</ul>`);
}

export function noticeMail(input: {
  to: string;
  name: string;
  notice: TNotice;
  appUrl: string;
  settingsUrl: string;
}): TMailMessage {
  const { fresh, deadlines, paid } = input.notice;
  const parts = [
    fresh.length > 0 ? `${fresh.length} new finding${fresh.length === 1 ? '' : 's'}` : null,
    deadlines.length > 0
      ? `${deadlines.length} deadline${deadlines.length === 1 ? '' : 's'} coming up`
      : null,
    paid.length > 0 ? `${paid.length} reimbursement${paid.length === 1 ? '' : 's'} received` : null,
  ].filter((p): p is string => p !== null);
  const subject = `Reimbursements: ${parts.join(', ')}`;
  const lines = [`Hello ${input.name},`];
  const body: THtml[] = [html`<p style="margin:0 0 16px">Hello ${input.name},</p>`];
  section('New findings', fresh, lines, body);
  section('Claim deadlines coming up', deadlines, lines, body);
  section('Reimbursements received', paid, lines, body);
  return layoutMail({
    to: input.to,
    subject,
    lines,
    body: html`${body}`,
    appUrl: input.appUrl,
    unsubscribeUrl: input.settingsUrl,
    why: WHY,
  });
}
