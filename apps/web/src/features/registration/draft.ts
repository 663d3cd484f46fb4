import { readJson, removeItem, writeItem } from '../../lib/storage';

/**
 * The sign-up draft of spec §3, carried across the registration steps in localStorage. The password is
 * kept because the last step signs in with it; the draft is cleared on completion and whenever the
 * registration starts again. signupToken is the proof of email verification the connect step spends.
 */
export interface TSignupDraft {
  email: string;
  password: string;
  companyId: string;
  userId: string;
  signupToken: string;
  /** An affiliate's code from ?ref= on /register or /register/info, sent with the sign-up. */
  referralCode: string;
}

export const SIGNUP_DRAFT_KEY = 'signup.draft';

const EMPTY_DRAFT: TSignupDraft = {
  email: '',
  password: '',
  companyId: '',
  userId: '',
  signupToken: '',
  referralCode: '',
};
const DRAFT_FIELDS = Object.keys(EMPTY_DRAFT) as (keyof TSignupDraft)[];

export function readDraft(): TSignupDraft {
  const stored = readJson<Record<string, unknown>>(localStorage, SIGNUP_DRAFT_KEY);
  const draft = { ...EMPTY_DRAFT };
  if (stored === null || typeof stored !== 'object') return draft;
  // Only known string fields survive: the stored value may be stale or edited by hand.
  for (const field of DRAFT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return draft;
}

/** Merges `patch` into the stored draft and returns the result. */
export function saveDraft(patch: Partial<TSignupDraft>): TSignupDraft {
  const next = { ...readDraft(), ...patch };
  writeItem(localStorage, SIGNUP_DRAFT_KEY, JSON.stringify(next));
  return next;
}

export function clearDraft(): void {
  removeItem(localStorage, SIGNUP_DRAFT_KEY);
}

/** Starts a fresh draft that keeps only the referral code: ?ref= when given, else the one already kept. */
export function restartDraft(search: URLSearchParams): void {
  const referralCode = search.get('ref')?.trim().slice(0, 64) || readDraft().referralCode;
  clearDraft();
  if (referralCode) saveDraft({ referralCode });
}
