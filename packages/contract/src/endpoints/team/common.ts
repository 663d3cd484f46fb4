import { z } from 'zod';

// The company's team (issue 9): a company admin invites members, limits each to some stores
// (access_channel_list: seller ids, null = every store) and grants team permissions. Every call names the
// member by email and answers the same 403 for an unknown email and for another company's user, so an admin
// learns nothing about accounts outside their company.

/** What a member may do beyond reading their stores. A null list on the user means every permission. */
export const TEAM_PERMISSIONS = ['manage_review_requests', 'manage_tags', 'export_reports'] as const;
export const ZTeamPermission = z.enum(TEAM_PERMISSIONS);
export type TTeamPermission = z.infer<typeof ZTeamPermission>;

export const TEAM_PERMISSION_LABELS: Record<TTeamPermission, string> = {
  manage_review_requests: 'Manage review requests',
  manage_tags: 'Manage tags',
  export_reports: 'Export reports',
};

export const TEAM_PAGE_SIZE = 20;

/** Invitations (issue 17 M4): how many one admin, and one company, may send in 24 hours (resends count). */
export const INVITATIONS_PER_ADMIN_PER_DAY = 10;
export const INVITATIONS_PER_COMPANY_PER_DAY = 20;
/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
export const TEAM_PAGE_MAX = 100;

export const TEAM_MESSAGES = {
  adminOnly: 'Only a company administrator can manage the team.',
  memberNotFound: 'This member is not on your team.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  notOwnSelf: 'You cannot remove your own account.',
  lastAdmin: 'The last administrator of a company cannot be removed.',
  unknownStore: 'Choose stores of your own company.',
  permissionMissing: 'You do not have permission to do this.',
  invited: 'Invitation sent.',
  permissionSaved: 'Access saved.',
  removed: 'Member removed.',
  restored: 'Member restored.',
  invitationSubject: 'You are invited to Seller Tools',
  noticeSubject: 'An invitation to Seller Tools for your address',
  invitationGone: 'This invitation is no longer pending.',
  revoked: 'Invitation revoked.',
  resent: 'Invitation sent again.',
  adminDailyLimit: `You can send at most ${INVITATIONS_PER_ADMIN_PER_DAY} invitations a day. Please try again tomorrow.`,
  companyDailyLimit: `Your company can send at most ${INVITATIONS_PER_COMPANY_PER_DAY} invitations a day. Please try again tomorrow.`,
  invitationInvalid:
    'This invitation link is invalid or has expired. Please ask your administrator to invite you again.',
  accepted: 'Your account is ready. Please sign in with your email and new password.',
  deletedByStaff: 'This member was removed by Seller Tools support. Please contact support to restore them.',
} as const;

/** A member's email as every team call names it. */
export const ZMemberEmail = z.string().trim().toLowerCase().min(1).max(320);

/** Seller ids of stores; null: every store of the company, now and later. */
export const ZAccessChannelList = z.array(z.string().trim().min(1).max(40)).max(200).nullable();
/** Team permissions; null: every permission. */
export const ZPermissionList = z.array(ZTeamPermission).max(TEAM_PERMISSIONS.length).nullable();

export const ZTeamMember = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  is_company_admin: z.boolean(),
  access_channel_list: z.array(z.string()).nullable(),
  permissions: z.array(z.string()).nullable(),
  is_need_password_change: z.boolean(),
  last_login_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** One marketplace of a store: its id, lower-case flag code (us, de) and name (Germany). */
export const ZTeamStoreMarketplace = z.object({
  marketplace_id: z.string(),
  country_code: z.string(),
  country_name: z.string(),
});

/**
 * A store of the company as the access picker shows it: one seller id (access lists name sellers), the
 * store's name as the store switcher shows it (the owning company's), and the marketplaces it sells in.
 */
export const ZTeamStore = z.object({
  seller_id: z.string(),
  store_name: z.string(),
  marketplaces: z.array(ZTeamStoreMarketplace),
});
export type TTeamStore = z.infer<typeof ZTeamStore>;
