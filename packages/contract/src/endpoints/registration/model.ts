/** users.signup_step through registration; the web reads it to resume. */
export const SIGNUP_STEPS = {
  verifyEmail: 'verify-email',
  connect: 'connect',
  complete: 'complete',
} as const;

/** Server answers of the registration calls that the spec leaves to us (the web shows them as given). */
export const REGISTRATION_MESSAGES = {
  /** A verified account has this email; worded so that it does not confirm that more than other failures do. */
  emailUnavailable: 'We could not create an account with this email. Please sign in or use another email.',
  /** Unknown or already verified email on resend. */
  resendUnavailable: 'We could not send a code to this email. Please check the address or sign in.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`,
  resendHourlyLimit: (minutes: number) =>
    `Too many codes were requested for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  userNameNotEmail: 'The user name must be your email address.',
  ownAccountOnly: 'You can only change your own account.',
} as const;
