import { readJson, removeItem, writeItem } from '../../lib/storage';

/**
 * The sign-up draft of spec §3, carried across the registration steps in localStorage. The last step
 * signs in with the password, but the password is never written to storage (anything on this origin, an
 * extension or whoever uses the computer next could read it there): it lives in this page's memory only,
 * for the draft's email, and a reloaded draft has none, so the last step asks for it again. The draft is
 * cleared on completion and whenever the registration starts again. signupToken is the proof of email
 * verification the connect step spends.
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

export const EMPTY_DRAFT: TSignupDraft = {
  email: '',
  password: '',
  companyId: '',
  userId: '',
  signupToken: '',
  referralCode: '',
};
const DRAFT_FIELDS = Object.keys(EMPTY_DRAFT) as (keyof TSignupDraft)[];

// The password typed on /register/info, with the email it was typed for: memory only, never storage.
let remembered: { email: string; password: string } | null = null;

export function readDraft(): TSignupDraft {
  const stored = readJson<Record<string, unknown>>(localStorage, SIGNUP_DRAFT_KEY);
  const draft = { ...EMPTY_DRAFT };
  if (stored !== null && typeof stored === 'object') {
    // Only known string fields survive: the stored value may be stale or edited by hand (an old draft
    // may even hold a password, which is not read back).
    for (const field of DRAFT_FIELDS) {
      const value = stored[field];
      if (field !== 'password' && typeof value === 'string') draft[field] = value;
    }
  }
  if (remembered && remembered.email === draft.email) draft.password = remembered.password;
  return draft;
}

/** Merges `patch` into the draft and returns the result; the password is kept in memory only. */
export function saveDraft(patch: Partial<TSignupDraft>): TSignupDraft {
  const next = { ...readDraft(), ...patch };
  const { password, ...stored } = next;
  remembered = password ? { email: next.email, password } : null;
  writeItem(localStorage, SIGNUP_DRAFT_KEY, JSON.stringify(stored));
  return next;
}

export function clearDraft(): void {
  remembered = null;
  removeItem(localStorage, SIGNUP_DRAFT_KEY);
}

/** Starts a fresh draft that keeps only the referral code: ?ref= when given, else the one already kept. */
export function restartDraft(search: URLSearchParams): void {
  const referralCode = search.get('ref')?.trim().slice(0, 64) || readDraft().referralCode;
  clearDraft();
  if (referralCode) saveDraft({ referralCode });
}
