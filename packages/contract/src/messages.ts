// The spec's user-facing texts (§2, §4, §5, §8), quoted exactly. Tests quote the same wording.

export const NOT_FOUND_TEXT = 'Oops. This page has gone missing.';
export const BACK_TO_HOME_LABEL = 'Back to Home';
export const ACCOUNT_CONNECTING_TEXT = 'Account Connecting ...';

export const SERVER_BUSY_TITLE = 'Server busy';
export const SERVER_BUSY_MESSAGE = 'Too many requests received. Please refresh.';
export const ACCOUNT_READY_TOAST = 'Your account is now ready!';

export const GENERIC_ERROR_MESSAGE = 'An Error has occurred. Please contact customer service if it persists.';

export const FOOTER_CTA = {
  title: 'Step up to customer expectations',
  subtitle: 'Become a better seller',
  note: '100% compliant with Amazon. Start now for free',
} as const;

export const MODAL_TITLES = {
  notificationPreference: 'Welcome to, Set your preferences first',
  welcome: 'Integration now in progress...',
  news: (product: string) => `${product} news`,
  leavePage: 'Leave this page?',
  createAccount: 'Create an Account',
  connectAmazon: 'Connect Amazon',
  invalidCode: 'Invalid Code',
} as const;

export const SIGNUP_MESSAGES = {
  alreadyExistInEmailCode: 'Already exist in Email-Code.',
  resendSuccessTitle: 'Successfully Sent',
  resendSuccessMessage: 'Please check your email.',
  invalidCodeTitle: 'Invalid verification code',
  invalidCodeMessage:
    'Looks like you entered an invalid code. Please check your entry and submit a valid code.',
  pastedCodeInvalid: 'email verify code is 6 digit.',
  completeWarningTitle: 'Complete',
} as const;

export const VALIDATION_MESSAGES = {
  nameMin: 'Enter at least 3 characters for the name',
  companyNameMin: 'Enter at least 3 characters for the company name',
  email: 'Please enter valid email',
  passwordMin: 'Must be at least 8 characters or longer',
  passwordMax: 'Must be less than 50 characters',
  passwordUpper: 'Must contain at least 1 uppercase character',
  passwordNumber: 'Must contain at least 1 number',
  passwordSpecial: 'Must contain at least 1 special character',
  passwordNoSpace: 'Can not use empty space for password',
  passwordConfirm: 'Confirm new password',
  verifyCode: 'Please enter a verify code.',
  currentPasswordRequired: 'Please enter a current password.',
  // The spec's spelling, kept letter for letter.
  currentPasswordLength: 'Passowrd should be 8 or more characters',
  newPasswordRequired: 'Please enter new password.',
  passwordMismatch: 'Password does not match',
  confirmRequired: 'Please re-enter your password',
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  errorTitle: 'Error',
  networkError: 'Please try again.',
  laterFailed: 'Invalid temporary password. Please try again.',
} as const;

export const REMOVE_CONFIRM = {
  single: (label: string) => `Are you sure you want to remove "${label}"?`,
  several: (count: number) => `Are you sure you want to remove ${count} items?`,
} as const;
