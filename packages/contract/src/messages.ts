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
  /** The confirmation once a new password is saved (a toast on the page it lands on). */
  changed: 'Your password has been changed.',
} as const;

export const REMOVE_CONFIRM = {
  single: (label: string) => `Are you sure you want to remove "${label}"?`,
  several: (count: number) => `Are you sure you want to remove ${count} items?`,
} as const;

// Signed-in shell (spec §2): labels the spec names.
export const SHELL_LABELS = {
  whatsNew: "What's new?",
  addNewChannel: 'Add New Channel',
  profile: 'Profile',
  logout: 'Logout',
} as const;

/** The three email preferences of the notification preference modal (spec §3), in the order shown. */
export const NOTIFICATION_PREFERENCE_LABELS = {
  general_newsletter_email: 'General newsletter',
  new_feature_guide_email: 'New feature guides',
  recent_update_email: 'Recent updates',
} as const;

/**
 * The 4 intro videos of the welcome modal (spec §2), each with its explanatory text. The titles are the
 * spec's; the texts are ours.
 */
export const INTRO_VIDEOS = [
  {
    id: 'welcome',
    title: 'Welcome',
    text: 'We are importing your store now. While it runs, here is a short tour of what Seller Tools does for you.',
  },
  {
    id: 'product-ratings-tracker',
    title: 'Product Ratings Tracker Intro',
    text: 'Follow the star rating of every product day by day, and see the reviews behind each move.',
  },
  {
    id: 'review-observer',
    title: 'Review Observer Intro',
    text: 'Every new review of your products in one list, with alerts for the critical ones so you can respond first.',
  },
  {
    id: 'review-request-automation',
    title: 'Review Request Automation',
    text: "Ask every eligible buyer for a review through Amazon's own Request a Review, at the right time and without lifting a finger.",
  },
] as const;

/** The data privacy video of the connect page (spec §2). */
export const DATA_PRIVACY_VIDEO = { id: 'data-privacy', title: 'How we protect your data' } as const;

/**
 * The files of one product video, recorded from the product itself by `npm run videos:record` into the
 * web app's public assets (apps/web/public/videos): the WebM, its poster and its captions.
 */
export function productVideoFiles(id: string): { video: string; poster: string; captions: string } {
  return { video: `/videos/${id}.webm`, poster: `/videos/${id}.webp`, captions: `/videos/${id}.vtt` };
}

/** A 429 from the per-IP request limits (issue 17, M8). */
export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
