import {
  REVIEW_REQUEST_MESSAGES as M,
  type TReviewRequestRule,
  ZReviewRequestRule,
} from '@seller-tools/contract';
import type { TSavedRule } from '../api/rule';

// The rule as the form edits it. The delay box may hold '' or text mid-typing, so it is loose here and
// checked with the contract's schema, whose messages the form shows.

export type TRuleDraft = Omit<TReviewRequestRule, 'delay_days'> & { delay_days: number | string };
export type TRuleField = keyof TReviewRequestRule;
export type TRuleErrors = Partial<Record<TRuleField, string>>;

export function draftOf(saved: TSavedRule): TRuleDraft {
  return {
    enabled: saved.enabled,
    test_mode: saved.test_mode,
    delay_days: saved.delay_days,
    send_hour: saved.send_hour,
    time_zone: saved.time_zone,
    exclude_returned: saved.exclude_returned,
    exclude_negative_feedback: saved.exclude_negative_feedback,
    exclude_refunded: saved.exclude_refunded,
    exclude_replacement: saved.exclude_replacement,
    exclude_business: saved.exclude_business,
    exclude_fbm: saved.exclude_fbm,
    exclude_shipped_late: saved.exclude_shipped_late,
    excluded_asins: saved.excluded_asins,
    excluded_skus: saved.excluded_skus,
    do_not_solicit: saved.do_not_solicit,
  };
}

function loose(draft: TRuleDraft) {
  const delay = typeof draft.delay_days === 'number' ? draft.delay_days : draft.delay_days.trim();
  return { ...draft, delay_days: delay === '' ? Number.NaN : Number(delay) };
}

// One message per number field whatever went wrong with it (empty, decimal, out of range).
const FIELD_MESSAGES: TRuleErrors = {
  delay_days: M.delayRange,
  send_hour: M.hourRange,
  time_zone: M.timeZoneUnknown,
};

/** The rule ready to send, or the first message of each field that is wrong. */
export function validateDraft(draft: TRuleDraft): { rule: TReviewRequestRule | null; errors: TRuleErrors } {
  const parsed = ZReviewRequestRule.safeParse(loose(draft));
  if (parsed.success) return { rule: parsed.data, errors: {} };
  const errors: TRuleErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TRuleField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = FIELD_MESSAGES[field] ?? issue.message;
  }
  return { rule: null, errors };
}

/** Whether the draft differs from the saved rule (lists compared as sets: order does not matter). */
export function isChanged(draft: TRuleDraft, saved: TRuleDraft): boolean {
  const a = loose(draft);
  const b = loose(saved);
  return (Object.keys(a) as TRuleField[]).some((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      return x.length !== y.length || x.some((item) => !y.includes(item));
    }
    return !Object.is(x, y);
  });
}
