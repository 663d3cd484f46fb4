import { ZReviewRequestRule } from '@seller-tools/contract';
import { useState } from 'react';
import { ConfirmedTagsInput } from '../../../components/ui/multi-value';
import { formatCount } from './format';
import type { TRuleDraft, TRuleErrors } from './rule-draft';

type TListField = 'excluded_asins' | 'excluded_skus' | 'do_not_solicit';

export interface RuleListFieldProps {
  field: TListField;
  label: string;
  description: string;
  placeholder: string;
  draft: TRuleDraft;
  /** The whole form's messages; this list's (e.g. too many values) shows under it. */
  errors: TRuleErrors;
  onChange: (change: Partial<TRuleDraft>) => void;
  normalize?: (value: string) => string;
  splitChars?: string[];
  /** Said instead of the contract's message when a value is refused (for rules without their own). */
  badEntryMessage?: string;
}

// Pasting a column from a spreadsheet or a comma list adds every value at once.
const SPLIT_CHARS = [',', ' ', ';', '\n'];

/**
 * A list of ASINs, SKUs or order ids. Each value is checked with the contract's rule as it is added, and a
 * wrong one is not added (its message says why); removing asks first (spec §5).
 */
export function RuleListField({
  field,
  label,
  description,
  placeholder,
  draft,
  errors,
  onChange: onDraftChange,
  normalize = (v) => v.trim(),
  splitChars = SPLIT_CHARS,
  badEntryMessage,
}: RuleListFieldProps) {
  const [entryError, setEntryError] = useState<string | null>(null);
  const value = draft[field];
  const onChange = (next: string[]) => onDraftChange({ [field]: next });

  const change = (next: string[]) => {
    const normalized = [...new Set(next.map(normalize).filter(Boolean))];
    const parsed = ZReviewRequestRule.shape[field].safeParse(normalized);
    const bad = parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => typeof issue.path[0] === 'number');
    if (bad) {
      const rejected = normalized[bad.path[0] as number] ?? '';
      // Only the new, valid values go in; the wrong one is named so it can be retyped.
      const good = normalized.filter(
        (item) => value.includes(item) || ZReviewRequestRule.shape[field].safeParse([item]).success,
      );
      if (good.length !== value.length) onChange(good);
      setEntryError(`"${rejected}" was not added. ${badEntryMessage ?? bad.message}`);
      return;
    }
    setEntryError(null);
    onChange(normalized);
  };

  return (
    <ConfirmedTagsInput
      label={label}
      description={
        value.length > 0 ? `${description} ${formatCount(value.length)} in the list.` : description
      }
      placeholder={placeholder}
      value={value}
      onChange={change}
      splitChars={splitChars}
      clearable
      acceptValueOnBlur
      error={entryError ?? errors[field]}
    />
  );
}
