import { INVITATION_TTL_DAYS } from '@seller-tools/contract';

// Both mails are fixed text: nothing the inviting admin typed goes into them (issue 17 M4: a mail from our
// domain must not carry a stranger's words). The company's name is tenant-chosen too, so it appears only
// as plain words: letters, digits, spaces and & ' - (no dots, slashes or colons, so no link can form),
// cut to a short length.

const COMPANY_NAME_MAX = 40;

/** A tenant-chosen name as plain words for a mail, or '' when nothing is left of it. */
export function plainMailName(value: string): string {
  const plain = value
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} &'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > COMPANY_NAME_MAX ? `${plain.slice(0, COMPANY_NAME_MAX).trimEnd()}…` : plain;
}

function teamOf(companyName: string): string {
  const plain = plainMailName(companyName);
  return plain ? `the team of ${plain}` : 'a team';
}

/** The invitation: a link to create the account; it names no person and carries no text of the admin's. */
export function invitationMail(input: { companyName: string; acceptUrl: string }): string {
  return [
    'Hello,',
    '',
    `You have been invited to join ${teamOf(input.companyName)} on Seller Tools.`,
    '',
    'To accept, open this link and choose your password:',
    input.acceptUrl,
    '',
    `The link is valid for ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this mail:`,
    'no account is created unless you accept.',
    '',
    'Seller Tools',
  ].join('\n');
}

/**
 * To the owner of an existing account, instead of an invitation: the admin got the same answer as for a
 * new email, so they learn nothing; the owner learns someone tried.
 */
export function existingAccountNotice(input: { companyName: string; signInUrl: string }): string {
  return [
    'Hello,',
    '',
    `Someone invited this email address to join ${teamOf(input.companyName)} on Seller Tools.`,
    'You already have a Seller Tools account with this address, so nothing has changed: an account',
    'belongs to one company only.',
    '',
    'If you expected this, ask the team to contact Seller Tools support. If not, you can ignore this mail.',
    `Sign in to your account: ${input.signInUrl}`,
    '',
    'Seller Tools',
  ].join('\n');
}
