import {
  acceptInvitationEndpoint,
  inviteMemberEndpoint,
  listInvitationsEndpoint,
  listMembersEndpoint,
  previewInvitationEndpoint,
  removeMemberEndpoint,
  resendInvitationEndpoint,
  restoreMemberEndpoint,
  revokeInvitationEndpoint,
  setMemberPermissionEndpoint,
  TEAM_MESSAGES,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TStepUp } from '../../lib/auth.ts';
import { unwrap } from '../../lib/outcome.ts';
import { actorOf, authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createTeamService, type TTeamDeps } from './team.service.ts';

// The company's team: company admins only, and only their own company's users. The service checks both
// on every call against the caller as this request read them, so a demoted admin or a moved member takes
// effect at their next call. Every change is audited with the actor's call context.
export const teamRoutes: FastifyPluginAsync<TTeamDeps & { stepUp: TStepUp }> = async (app, deps) => {
  const team = createTeamService(deps);
  const invitations = createInvitationsService(deps);
  const preHandler = requireAuth;

  registerEndpoint(app, listMembersEndpoint, {
    preHandler,
    handler: async (request) => answer(await team.list(authOf(request), request.query)),
  });

  registerEndpoint(app, inviteMemberEndpoint, {
    preHandler,
    handler: async (request) =>
      answer(await invitations.invite(actorOf(request), request.body.invitation), TEAM_MESSAGES.invited),
  });

  registerEndpoint(app, listInvitationsEndpoint, {
    preHandler,
    handler: async (request) => answer(await invitations.list(authOf(request))),
  });

  registerEndpoint(app, revokeInvitationEndpoint, {
    preHandler,
    handler: async (request) =>
      answer(await invitations.revoke(actorOf(request), request.body.invitation_id), TEAM_MESSAGES.revoked),
  });

  registerEndpoint(app, resendInvitationEndpoint, {
    preHandler,
    handler: async (request) =>
      answer(await invitations.resend(actorOf(request), request.body.invitation_id), TEAM_MESSAGES.resent),
  });

  // Anonymous: the mailed link's token is the proof.
  registerEndpoint(app, previewInvitationEndpoint, {
    handler: async (request) => answer(await invitations.preview(request.body.token)),
  });

  registerEndpoint(app, acceptInvitationEndpoint, {
    handler: async (request) => answer(await invitations.accept(request.body), TEAM_MESSAGES.accepted),
  });

  registerEndpoint(app, setMemberPermissionEndpoint, {
    preHandler,
    handler: async (request) =>
      answer(await team.setPermission(actorOf(request), request.body), TEAM_MESSAGES.permissionSaved),
  });

  registerEndpoint(app, removeMemberEndpoint, {
    preHandler,
    handler: async (request) => {
      // Step-up (issue 17): an admin with a second factor re-enters a code to remove someone.
      unwrap(await deps.stepUp(actorOf(request), request.body.mfa_code));
      return answer(await team.remove(actorOf(request), request.body.user_email), TEAM_MESSAGES.removed);
    },
  });

  registerEndpoint(app, restoreMemberEndpoint, {
    preHandler,
    handler: async (request) =>
      answer(await team.restore(actorOf(request), request.body.user_email), TEAM_MESSAGES.restored),
  });
};
