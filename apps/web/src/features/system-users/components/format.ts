import {
  ROLES,
  SIGNUP_STEP_DONE,
  SIGNUP_STEPS,
  SYSTEM_USER_ACTIONS,
  type TSystemAuditEntry,
} from '@seller-tools/contract';

import { formatDateTime as formatInstant } from '../../../lib/dates';

/** An ISO timestamp for a table cell (spec §9's date, 24-hour time, UTC); null reads as the fallback. */
export function formatDateTime(iso: string | null, fallback = '—'): string {
  return formatInstant(iso, 'UTC', fallback);
}

// A registered admin ends sign-up at "complete", an invited member (and the bootstrap admin) starts at
// "done": both mean the same to an operator, so both read the same (issue 15).
const SIGNUP_STEP_LABELS: Record<string, string> = {
  [SIGNUP_STEPS.verifyEmail]: 'Verifying email',
  [SIGNUP_STEPS.connect]: 'Connecting a store',
  [SIGNUP_STEPS.complete]: 'Complete',
  [SIGNUP_STEP_DONE]: 'Complete',
};

export function signupStepLabel(step: string): string {
  return SIGNUP_STEP_LABELS[step] ?? step;
}

/** The actions of the audit trail's filter, by their recorded code. */
export const ACTION_LABELS: Record<string, string> = {
  [SYSTEM_USER_ACTIONS.userDelete]: 'Deleted user',
  [SYSTEM_USER_ACTIONS.userRestore]: 'Restored user',
  [SYSTEM_USER_ACTIONS.roleGrant]: 'Granted role',
  [SYSTEM_USER_ACTIONS.roleRevoke]: 'Revoked role',
  'team.invite': 'Invited team member',
  'team.invitation.resend': 'Resent team invitation',
  'team.invitation.revoke': 'Revoked team invitation',
  'team.permission': 'Changed team member access',
  'team.remove': 'Removed team member',
  'team.restore': 'Restored team member',
  'plan.create': 'Created plan',
  'plan.update': 'Updated plan',
  'plan.assign': 'Assigned plan',
  'plan.unassign': 'Unassigned plan',
  'affiliate.code': 'Changed affiliate code',
  'code.create': 'Created code',
  'code.update': 'Updated code',
  'code.deactivate': 'Deactivated code',
  'code.reactivate': 'Reactivated code',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

type TSentence = (target: string, detail: Record<string, unknown>) => string;

// One sentence per recorded action, each naming what it was done to.
const SENTENCES: Record<string, TSentence> = {
  [SYSTEM_USER_ACTIONS.userDelete]: (t) => `Deleted the user ${t}`,
  [SYSTEM_USER_ACTIONS.userRestore]: (t) => `Restored the user ${t}`,
  [SYSTEM_USER_ACTIONS.roleGrant]: (t, d) => `Granted the role ${text(d.role) ?? '(unknown)'} to ${t}`,
  [SYSTEM_USER_ACTIONS.roleRevoke]: (t, d) => `Revoked the role ${text(d.role) ?? '(unknown)'} from ${t}`,
  'team.invite': (t) => `Invited ${t} to the team`,
  'team.invitation.resend': (t) => `Sent the team invitation to ${t} again`,
  'team.invitation.revoke': (t) => `Revoked the team invitation to ${t}`,
  'team.permission': (t) => `Changed the store access and permissions of ${t}`,
  'team.remove': (t) => `Removed ${t} from the team`,
  'team.restore': (t) => `Restored ${t} to the team`,
  'plan.create': (t) => `Created the plan ${t}`,
  'plan.update': (t) => `Updated the plan ${t}`,
  'plan.assign': (t, d) => `Assigned the plan ${text(d.plan_name) ?? '(unknown)'} to ${t}`,
  'plan.unassign': (t, d) => `Took the plan ${text(d.plan_name) ?? '(unknown)'} away from ${t}`,
  'affiliate.code': (t, d) =>
    text(d.from) && text(d.to)
      ? `Changed the affiliate code of ${t} from ${text(d.from)} to ${text(d.to)}`
      : `Changed the affiliate code of ${t}`,
  'code.create': (t) => `Created the code ${t}`,
  'code.update': (t) => `Updated the code ${t}`,
  'code.deactivate': (t) => `Deactivated the code ${t}`,
  'code.reactivate': (t) => `Reactivated the code ${t}`,
};

/** What an admin did, as one sentence naming its target by email, name or code (never a bare id). */
export function auditSentence(entry: TSystemAuditEntry): string {
  const detail = entry.detail ?? {};
  const target = entry.target_label ?? text(detail.email) ?? 'a record that no longer exists';
  const sentence = SENTENCES[entry.action];
  if (sentence) return sentence(target, detail);
  // An action recorded by a newer module: its code in words ("store.rename" → "Store rename").
  const words = entry.action.replace(/[._-]+/g, ' ').trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${target}`;
}

/** What each role of spec §6 opens, for the role management page. */
export const ROLE_DESCRIPTIONS: Record<string, string> = {
  [ROLES.superAdmin]: 'Every page, including the system pages; passes every role check.',
  [ROLES.affiliateAgent]: 'Affiliates: their own referred companies.',
  [ROLES.caseManager]: 'The reimbursement case manager page.',
  [ROLES.reimbursementAdmin]: 'Lost-in-warehouse reimbursement pages.',
  [ROLES.violationAdmin]: 'Violation monitoring.',
  [ROLES.violationUser]: 'Violation monitoring.',
  [ROLES.violationReporter]: 'Violation monitoring.',
  [ROLES.advertisingAdmin]: 'PPC Manager.',
};
