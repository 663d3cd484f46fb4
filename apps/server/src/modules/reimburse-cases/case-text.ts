import { CASE_GROUPING, CASE_TEMPLATES, formatMoney, type TFindingKind } from '@seller-tools/contract';
import type { reimburseFindings } from '../../db/schema/index.ts';

// The text a case is filed with, from its kind's template (CASE_TEMPLATES in the contract): the subject,
// the facts (one line per finding with its ids, dates and quantities), the policy clause, and what Amazon
// is asked to do. And Amazon's grouping rule: one case per shipment, per order or per FNSKU batch.

type TFindingRow = typeof reimburseFindings.$inferSelect;

/** The group a finding is filed in (Amazon's rule per kind); its own key when the id is missing. */
export function caseGroupKey(
  finding: Pick<TFindingRow, 'kind' | 'fnsku' | 'sku' | 'shipmentId' | 'amazonOrderId' | 'findingKey'>,
): string {
  const by = CASE_GROUPING[finding.kind as TFindingKind];
  const id =
    by === 'shipment'
      ? finding.shipmentId
      : by === 'order'
        ? finding.amazonOrderId
        : (finding.fnsku ?? finding.sku);
  return id ? `${by}:${id}` : `finding:${finding.findingKey}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function factLine(f: TFindingRow): string {
  const ids = [
    f.fnsku && `FNSKU ${f.fnsku}`,
    f.sku && `SKU ${f.sku}`,
    f.asin && `ASIN ${f.asin}`,
    f.shipmentId && `shipment ${f.shipmentId}`,
    f.amazonOrderId && `order ${f.amazonOrderId}`,
    f.referenceId && `reference ${f.referenceId}`,
  ].filter(Boolean);
  const day = f.occurredAt.toISOString().slice(0, 10);
  return `- ${day}: ${ids.join(', ')} — ${f.quantity} unit(s), ${formatMoney(f.estimatedValueMinor, f.currency)} (${f.valuation || 'estimated value'})`;
}

/** The generated text of a case over its findings (all of one kind and group). */
export function caseText(kind: TFindingKind, findings: TFindingRow[]): string {
  const template = CASE_TEMPLATES[kind];
  const first = findings[0];
  const quantity = findings.reduce((sum, f) => sum + f.quantity, 0);
  const total = findings.reduce((sum, f) => sum + f.estimatedValueMinor, 0);
  const values = {
    fnsku: first?.fnsku ?? first?.sku ?? '',
    shipmentId: first?.shipmentId ?? '',
    orderId: first?.amazonOrderId ?? '',
    quantity: String(quantity),
  };
  return [
    fill(template.subject, values),
    '',
    'Hello,',
    '',
    'Facts:',
    ...findings.map(factLine),
    `Total: ${quantity} unit(s), ${formatMoney(total, first?.currency ?? 'USD')}.`,
    '',
    `Policy: ${template.policy}`,
    '',
    fill(template.ask, values),
    '',
    'The evidence (ledger, shipment and order records) is attached. Thank you.',
  ].join('\n');
}
