import type { TAuditState, TChannel, TServerUserInfo } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { staffAudits } from '../db/schema/index.ts';
import { loadUserPlans, type TSelector } from './user-info.ts';

// Audit mode (spec §3 user info isAuditing; issue 20), as the request knows it. plugins/audit-mode.ts
// resolves it for staff callers; routes that answer differently while auditing read it here.

/** The open audit of the caller's session. */
export type TAuditSession = {
  id: string;
  companyId: string;
  companyName: string;
  /** The store picked in the store switcher while auditing (null: the company's earliest). */
  sellerId: string | null;
  marketplaceId: string | null;
  startedAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The open audit of the caller's session; null when not auditing (and for every non-staff caller). */
    audit: TAuditSession | null;
  }
}

export function auditOf(request: FastifyRequest): TAuditSession | null {
  return request.audit ?? null;
}

/** The reimbursement line's module config of an audit: its module and the store being looked at. */
export function auditedModuleConfig(audit: TAuditSession): Record<string, unknown> {
  return {
    module: 'reimburse',
    reimburse: { current_seller_info: { seller_id: audit.sellerId, marketplace_id: audit.marketplaceId } },
  };
}

/** Keeps the store picked while auditing on the audit (the staff member's account is left alone). */
export async function saveAuditedStore(db: TDb, audit: TAuditSession, store: TChannel): Promise<void> {
  await db
    .update(staffAudits)
    .set({ sellerId: store.seller_id, marketplaceId: store.market_id })
    .where(eq(staffAudits.id, audit.id));
}

/** The audit as user info and the audit endpoints carry it. */
export function auditStateOf(
  audit: Pick<TAuditSession, 'companyId' | 'companyName' | 'startedAt'>,
): TAuditState {
  return {
    company_id: audit.companyId,
    company_name: audit.companyName,
    started_at: audit.startedAt.toISOString(),
  };
}

/**
 * The user info of a staff member while auditing (spec §3 isAuditing): their own name, email and roles,
 * the audited company's id, name and plans, the reimburse module on the audit's store.
 */
export async function auditedUserInfo(
  db: TSelector,
  info: TServerUserInfo,
  audit: TAuditSession,
): Promise<TServerUserInfo> {
  return {
    ...info,
    company_id: audit.companyId,
    company_name: audit.companyName,
    plan_list: await loadUserPlans(db, audit.companyId),
    module_config: auditedModuleConfig(audit),
    current_channel_info: { seller_id: audit.sellerId, marketplace_id: audit.marketplaceId },
    access_channel_list: null,
    is_company_admin: false,
    is_auditing: true,
    audit: auditStateOf(audit),
  };
}
