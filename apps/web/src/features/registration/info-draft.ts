import { readJson, removeItem, writeItem } from '../../lib/storage';
import { EMPTY_INFO, type TInfoValues } from './info-form-model';

// What the user typed on /register/info, kept in this tab's sessionStorage so that "Leave this page?"
// keeps its promise ("Your progress is saved"): coming back restores the form. Never the password.

export const INFO_DRAFT_KEY = 'signup.info-draft';

type TInfoDraft = Omit<TInfoValues, 'password'>;
const DRAFT_FIELDS = ['fullName', 'emailLocal', 'domainChoice', 'customDomain', 'companyName'] as const;

/** The saved form, password empty; the empty form without a draft. */
export function readInfoDraft(): TInfoValues {
  const stored = readJson<Record<string, unknown>>(sessionStorage, INFO_DRAFT_KEY);
  const values = { ...EMPTY_INFO };
  if (stored === null || typeof stored !== 'object') return values;
  for (const field of DRAFT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export function saveInfoDraft({ password: _password, ...rest }: TInfoValues): void {
  const draft: TInfoDraft = rest;
  writeItem(sessionStorage, INFO_DRAFT_KEY, JSON.stringify(draft));
}

export function clearInfoDraft(): void {
  removeItem(sessionStorage, INFO_DRAFT_KEY);
}
