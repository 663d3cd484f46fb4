import {
  acknowledgeViolationEndpoint,
  assignViolationEndpoint,
  listViolationEventsEndpoint,
  noteViolationEndpoint,
  ok,
  ROLES,
  readViolationBellEndpoint,
  resolveViolationEndpoint,
  saveViolationAlertsEndpoint,
  saveViolationWatchEndpoint,
  VIOLATION_MESSAGES,
  violationAlertsEndpoint,
  violationAssigneesEndpoint,
  violationBellEndpoint,
  violationEventEndpoint,
  violationHealthEndpoint,
  violationReportsEndpoint,
  violationWatchEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/outcome.ts';
import {
  authOf,
  hasRole,
  ROLE_REQUIRED_MESSAGE,
  requireAuth,
  requireRole,
} from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { storeRecipients, VIOLATION_ROLES } from './recipients.ts';
import {
  actOnEvent,
  alertRouting,
  assertCompanyMember,
  bell,
  getEvent,
  healthTrend,
  listEvents,
  markRead,
  reports,
  saveAlertRouting,
  saveWatchList,
  type TEventAction,
  type TViolationDeps,
  watchList,
} from './violation.service.ts';

// The Violation API (issue 22). Spec §6 roles, enforced here: violation-reporter reads (events, bell,
// account health, reports, watch list, its own routing); violation-user also acknowledges, resolves,
// assigns, notes and routes its own alerts; violation-admin also manages the watch list and anyone's
// routing; super-admin passes every check. The store through requireStore (a member limited to one
// store sees that store's events only).

const READ = [ROLES.violationAdmin, ROLES.violationUser, ROLES.violationReporter];
const ACT = [ROLES.violationAdmin, ROLES.violationUser];
const ADMIN = [ROLES.violationAdmin];

const readGuard = (from: 'query' | 'body') => [requireAuth, requireRole(...READ), requireStore(from)];
const actGuard = [requireAuth, requireRole(...ACT), requireStore('body')];

export const violationRoutes: FastifyPluginAsync<TViolationDeps> = async (app, deps) => {
  const actor = (request: FastifyRequest) => {
    const auth = authOf(request);
    return { userId: auth.userId, companyId: auth.companyId };
  };
  const visibleStores = (request: FastifyRequest) => authOf(request).stores.map((s) => s.channelId);

  registerEndpoint(app, listViolationEventsEndpoint, {
    preHandler: readGuard('query'),
    handler: async (request) => ok(await listEvents(deps.db, request.query)),
  });
  registerEndpoint(app, violationEventEndpoint, {
    preHandler: readGuard('query'),
    handler: async (request) => ok(await getEvent(deps.db, storeOf(request).channelId, request.params.id)),
  });

  const act = (request: FastifyRequest<{ Params: { id: string } }>, action: TEventAction) =>
    actOnEvent(deps, actor(request), storeOf(request).channelId, request.params.id, action);
  registerEndpoint(app, acknowledgeViolationEndpoint, {
    preHandler: actGuard,
    handler: async (request) =>
      ok(await act(request, { kind: 'acknowledge' }), VIOLATION_MESSAGES.acknowledged),
  });
  registerEndpoint(app, resolveViolationEndpoint, {
    preHandler: actGuard,
    handler: async (request) => ok(await act(request, { kind: 'resolve' }), VIOLATION_MESSAGES.resolved),
  });
  registerEndpoint(app, assignViolationEndpoint, {
    preHandler: actGuard,
    handler: async (request) =>
      ok(
        await act(request, { kind: 'assign', assigneeId: request.body.assignee_id }),
        VIOLATION_MESSAGES.assigned,
      ),
  });
  registerEndpoint(app, noteViolationEndpoint, {
    preHandler: actGuard,
    handler: async (request) =>
      ok(await act(request, { kind: 'note', text: request.body.text }), VIOLATION_MESSAGES.noted),
  });

  registerEndpoint(app, violationAssigneesEndpoint, {
    preHandler: readGuard('query'),
    handler: async (request) => {
      const people = await storeRecipients(deps.db, storeOf(request).channelId);
      return ok({
        items: people.map((p) => ({
          user_id: p.userId,
          name: p.name || p.email,
          email: p.email,
          role: p.roles.find((r) => (VIOLATION_ROLES as readonly string[]).includes(r)) ?? '',
        })),
      });
    },
  });

  /** Whose routing: one's own, or (violation-admin, super-admin) any member's of the company. */
  const routingUser = async (request: FastifyRequest, userId: string | undefined) => {
    const auth = authOf(request);
    if (!userId || userId === auth.userId) return auth.userId;
    if (!hasRole(auth, ADMIN)) throw new AppError('forbidden', ROLE_REQUIRED_MESSAGE);
    await assertCompanyMember(deps.db, auth.companyId, userId);
    return userId;
  };
  registerEndpoint(app, violationAlertsEndpoint, {
    preHandler: [requireAuth, requireRole(...READ)],
    handler: async (request) =>
      ok(await alertRouting(deps.db, await routingUser(request, request.query.user_id))),
  });
  registerEndpoint(app, saveViolationAlertsEndpoint, {
    // A reporter receives alerts but cannot change routing.
    preHandler: [requireAuth, requireRole(...ACT)],
    handler: async (request) =>
      ok(
        await saveAlertRouting(
          deps.db,
          await routingUser(request, request.body.user_id),
          request.body.preferences,
        ),
        VIOLATION_MESSAGES.routingSaved,
      ),
  });

  registerEndpoint(app, violationBellEndpoint, {
    preHandler: [requireAuth, requireRole(...READ)],
    handler: async (request) =>
      ok(await bell(deps.db, authOf(request).userId, visibleStores(request), request.query.limit)),
  });
  registerEndpoint(app, readViolationBellEndpoint, {
    preHandler: [requireAuth, requireRole(...READ)],
    handler: async (request) =>
      ok(await markRead(deps, authOf(request).userId, visibleStores(request), request.body.notice_ids)),
  });

  registerEndpoint(app, violationHealthEndpoint, {
    preHandler: readGuard('query'),
    handler: async (request) => ok(await healthTrend(deps, storeOf(request).channelId, request.query.days)),
  });
  registerEndpoint(app, violationReportsEndpoint, {
    preHandler: readGuard('query'),
    handler: async (request) => ok(await reports(deps, storeOf(request).channelId, request.query.weeks)),
  });
  registerEndpoint(app, violationWatchEndpoint, {
    preHandler: readGuard('query'),
    handler: async (request) => ok({ items: await watchList(deps.db, storeOf(request).channelId) }),
  });
  registerEndpoint(app, saveViolationWatchEndpoint, {
    preHandler: [requireAuth, requireRole(...ADMIN), requireStore('body')],
    handler: async (request) =>
      ok(
        { items: await saveWatchList(deps.db, storeOf(request).channelId, request.body.items) },
        VIOLATION_MESSAGES.watchSaved,
      ),
  });
};
