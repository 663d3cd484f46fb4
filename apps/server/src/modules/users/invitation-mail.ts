/** The invitation mail: who invited them, the temporary password, and that it must be changed. */
export function invitationMail(input: {
  name: string;
  companyName: string;
  password: string;
  signInUrl: string;
}): string {
  return [
    `Hello ${input.name},`,
    '',
    `You have been invited to join ${input.companyName || 'your team'} on Seller Tools.`,
    '',
    `Your temporary password: ${input.password}`,
    '',
    'It is valid for 24 hours. Sign in with this email address and the temporary password;',
    'you will choose your own password at your first sign-in.',
    `Sign in: ${input.signInUrl}`,
    '',
    'Seller Tools',
  ].join('\n');
}
