import {
  DOCUMENT_MESSAGES,
  PROOF_KINDS,
  PROOF_MAX_BYTES,
  PROOF_MIMES,
  PROOF_MIN_VALUE_MINOR,
  REIMBURSE_SETTINGS_MESSAGES,
  type TProofNeeded,
  type TStoredDocument,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { decodeBase64, EXTENSION_OF, safeFileName, sniffMime } from '../../../lib/documents/file-type.ts';
import { storeDocument } from '../../../lib/documents/stored-documents.ts';
import { AppError } from '../../../lib/outcome.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import type { TSettingsActor } from '../settings/actor.ts';
import { knownSkus } from '../settings/known-skus.ts';

// Proof of ownership (issues 19 and 20). The audit never sets a finding's action to proof-of-ownership
// (it cannot know what Amazon will ask), so "needs proof" is decided here, at read time, from the finding
// and the documents: a claimable finding (open or needs-action) of a kind where Amazon asks for an
// invoice (PROOF_KINDS: inbound shortages, units lost or damaged in the warehouse or on return) worth at
// least PROOF_MIN_VALUE_MINOR needs one, per SKU, until a proof-of-ownership or a supplier invoice of the
// store covers that SKU. Re-running the audit changes nothing here; uploading a proof or generating an
// invoice takes the SKU off the list.

type TRow = {
  sku: string;
  fnsku: string | null;
  asin: string | null;
  title: string | null;
  finding_ids: string[];
  quantity: number;
  value: string;
  currency: string;
  claim_deadline: string | null;
  has_unit_cost: boolean;
};

/** The condition "this finding needs a proof and its SKU has none", on reimburse_findings aliased f. */
function needsProof(channelId: string) {
  return sql`f.channel_id = ${channelId}
    and f.status in ('open', 'needs-action')
    and f.kind in (${sql.join(
      PROOF_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )})
    and f.estimated_value_minor >= ${PROOF_MIN_VALUE_MINOR}
    and f.sku is not null
    and not exists (
      select 1 from stored_documents d
      where d.channel_id = f.channel_id
        and d.kind in ('proof-of-ownership', 'supplier-invoice')
        and f.sku = any(d.skus)
    )`;
}

export function createProofService({ db }: { db: TDb }) {
  /** The store's SKUs whose findings need a proof, nearest deadline first. */
  async function needed(store: TReviewStore): Promise<TProofNeeded[]> {
    const result = await db.execute<TRow>(sql`
      select f.sku,
        min(f.fnsku) as fnsku,
        min(f.asin) as asin,
        min(p.title) as title,
        array_agg(f.id order by f.claim_deadline asc nulls last, f.id) as finding_ids,
        sum(f.quantity)::int as quantity,
        sum(f.estimated_value_minor)::bigint as value,
        min(f.currency) as currency,
        to_char(min(f.claim_deadline), 'YYYY-MM-DD') as claim_deadline,
        bool_or(ps.unit_cost_minor is not null) as has_unit_cost
      from reimburse_findings f
      left join products p on p.channel_id = f.channel_id and p.sku = f.sku
      left join reimburse_product_settings ps on ps.channel_id = f.channel_id and ps.sku = f.sku
      where ${needsProof(store.channelId)}
      group by f.sku
      order by min(f.claim_deadline) asc nulls last, f.sku
    `);
    return result.rows.map((r) => ({
      sku: r.sku,
      fnsku: r.fnsku,
      asin: r.asin,
      title: r.title,
      finding_ids: r.finding_ids,
      quantity: r.quantity,
      value: Number(r.value),
      currency: r.currency,
      claim_deadline: r.claim_deadline,
      has_unit_cost: Boolean(r.has_unit_cost),
    }));
  }

  /** Stores an uploaded proof for a SKU, linked to the SKU's findings that needed it. */
  async function upload(
    store: TReviewStore,
    actor: TSettingsActor,
    input: { sku: string; fileName: string; base64: string },
  ): Promise<TStoredDocument> {
    const bytes = decodeBase64(input.base64);
    if (bytes.length > PROOF_MAX_BYTES) throw new AppError('invalid', DOCUMENT_MESSAGES.proofTooBig);
    const mime = sniffMime(bytes);
    if (!mime || !(PROOF_MIMES as readonly string[]).includes(mime)) {
      throw new AppError('invalid', DOCUMENT_MESSAGES.proofType);
    }
    const findings = await db.execute<{ id: string }>(
      sql`select f.id from reimburse_findings f where ${needsProof(store.channelId)} and f.sku = ${input.sku}`,
    );
    if (findings.rows.length === 0 && !(await knownSkus(db, store.channelId, [input.sku])).has(input.sku)) {
      throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.skuUnknown);
    }
    const base = safeFileName(input.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, ''), 'proof');
    return storeDocument(db, {
      companyId: store.companyId,
      channelId: store.channelId,
      kind: 'proof-of-ownership',
      filename: `${base}.${EXTENSION_OF[mime]}`,
      mime,
      bytes,
      skus: [input.sku],
      findingIds: findings.rows.map((r) => r.id),
      createdBy: actor.userId,
    });
  }

  return { needed, upload };
}
