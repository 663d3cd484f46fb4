/** users.signup_step through registration; the web reads it to resume. */
export const SIGNUP_STEPS = {
  verifyEmail: 'verify-email',
  connect: 'connect',
  complete: 'complete',
} as const;

/** Server answers of the registration calls that the spec leaves to us (the web shows them as given). */
export const REGISTRATION_MESSAGES = {
  /**
   * The chosen user name is taken. (A taken email is answered like a new one, issue 17 M5: its owner gets a
   * mail instead.)
   */
  emailUnavailable: 'We could not create an account with this email. Please sign in or use another email.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`,
  resendHourlyLimit: (minutes: number) =>
    `Too many codes were requested for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  userNameNotEmail: 'The user name must be your email address.',
  ownAccountOnly: 'You can only change your own account.',
} as const;
