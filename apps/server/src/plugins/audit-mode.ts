import {
  AUDIT_PAGE_HEADER,
  STAFF_AUDIT_MESSAGES,
  STAFF_AUDIT_ROLES,
  startAuditEndpoint,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { staffAuditViews } from '../db/schema/index.ts';
import { auditedModuleConfig, type TAuditSession } from '../lib/audit-mode.ts';
import { hasRole, type TAuth } from '../lib/auth.ts';
import { createCallerStores } from '../lib/caller-stores.ts';
import type { TLogger } from '../lib/logger.ts';
import { AppError } from '../lib/outcome.ts';

// Audit mode, server side (issue 20). A staff caller whose session has an open audit (staff_audits):
// - every write is refused with a readable 403, but for leaving audit mode, signing out and picking the
//   store to look at (saved on the audit, not on anybody's account);
// - the reads of the reimbursement line, the shell's store calls and the user info answer as the audited
//   company (request.auth is replaced by the company's view: its stores, every one of them, and the
//   reimburse module on the audit's store); other reads (the system pages) stay the staff member's own;
// - every request is recorded in staff_audit_views: the endpoint, the path with its query, the web page
//   the client names (x-page-path), when, and the status answered.
// A caller who is not staff costs nothing here: no query runs for them.

/** The web page a call was made from, as the client names it (recorded while auditing). */
export const PAGE_PATH_HEADER = AUDIT_PAGE_HEADER;

/**
 * Reads that answer as the audited company: the line's endpoints, the shell's store calls, the user info
 * and the company's plans (the web's plan guard of the line's pages reads them).
 */
const AUDITED_READS = [/^\/api\/reimburse(\/|$)/, /^\/api\/market\//, /^\/api\/user$/, /^\/api\/plan\/list$/];

/** Writes audit mode allows: none touches the audited company (the store pick is kept on the audit). */
const ALLOWED_WRITES = new Set([
  'DELETE /api/user/audit',
  'POST /api/auth/logout',
  'PUT /api/market/user/channel',
  'PUT /api/market/user/seller',
]);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type TAuditRow = {
  id: string;
  company_id: string;
  company_name: string;
  seller_id: string | null;
  marketplace_id: string | null;
  started_at: Date | string;
  stores_version: string;
};

export function registerAuditMode(app: FastifyInstance, deps: { db: TDb; logger?: TLogger }): void {
  const { db } = deps;
  const callerStores = createCallerStores(db);
  app.decorateRequest('audit', null);

  async function openAudit(sessionId: string): Promise<TAuditRow | null> {
    const result = await db.execute(sql`
      select a.id, a.company_id, c.name as company_name, a.seller_id, a.marketplace_id, a.started_at,
             c.stores_version || ':' || coalesce((select version from reference_versions
                                                   where name = 'general_code'), 0) as stores_version
        from staff_audits a join companies c on c.id = a.company_id
       where a.session_id = ${sessionId} and a.ended_at is null
       limit 1`);
    return (result.rows[0] as TAuditRow | undefined) ?? null;
  }

  async function companyView(auth: TAuth, audit: TAuditSession, version: string): Promise<TAuth> {
    const stores = await callerStores.visibleTo(
      { companyId: audit.companyId, accessChannelList: null },
      version,
    );
    // A new object: the caller's own may be shared with later requests (the auth cache).
    return {
      ...auth,
      companyId: audit.companyId,
      companyName: audit.companyName,
      accessChannelList: null,
      isCompanyAdmin: false,
      currentSellerId: audit.sellerId,
      currentMarketplaceId: audit.marketplaceId,
      moduleConfig: auditedModuleConfig(audit),
      stores,
      favoriteStores: [],
    };
  }

  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    if (!auth || !hasRole(auth, STAFF_AUDIT_ROLES)) return;
    const row = await openAudit(auth.sessionId);
    if (!row) return;
    const audit: TAuditSession = {
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      sellerId: row.seller_id,
      marketplaceId: row.marketplace_id,
      startedAt: new Date(row.started_at),
    };
    request.audit = audit;
    const route = routeOf(request);
    if (!READ_METHODS.has(request.method) && !ALLOWED_WRITES.has(`${request.method} ${route}`)) {
      // Starting another audit answers its own message (the route's), every other write this one.
      if (!(request.method === startAuditEndpoint.method && route === startAuditEndpoint.path)) {
        throw new AppError('forbidden', STAFF_AUDIT_MESSAGES.readOnly);
      }
    }
    if (AUDITED_READS.some((pattern) => pattern.test(route)) && route !== '/api/user/audit') {
      request.auth = await companyView(auth, audit, row.stores_version);
    }
  });

  // Before the answer leaves (onSend), so the trail holds a view by the time its caller has the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const audit = request.audit;
    if (!audit) return payload;
    const page = request.headers[PAGE_PATH_HEADER];
    try {
      await db.insert(staffAuditViews).values({
        auditId: audit.id,
        method: request.method,
        route: routeOf(request),
        path: request.url.slice(0, 2000),
        page: typeof page === 'string' && page.length > 0 ? page.slice(0, 500) : null,
        statusCode: reply.statusCode,
      });
    } catch (error) {
      deps.logger?.error({ err: error, auditId: audit.id }, 'audit view not recorded');
    }
    return payload;
  });
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
}
