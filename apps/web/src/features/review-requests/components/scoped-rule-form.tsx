import { NumberInput, Select, SimpleGrid, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import {
  REVIEW_REQUEST_RULE_DELAY_MAX,
  REVIEW_REQUEST_TIMING_BASES,
  REVIEW_REQUEST_TIMING_LABELS,
  SOLICITATION_WINDOW,
  type TReviewRequestScopedRule,
  type TReviewRequestTimingBasis,
  ZReviewRequestScopedRule,
} from '@seller-tools/contract';
import { useState } from 'react';
import { ModalForm } from '../../../components/kit/modal-form';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { errorMessageOf } from '../../../lib/http';
import { HOUR_OPTIONS } from './format';

export type TScopedRuleDraft = Omit<TReviewRequestScopedRule, 'delay_days'> & { delay_days: number | string };

const BASIS_OPTIONS = REVIEW_REQUEST_TIMING_BASES.map((basis) => ({
  value: basis,
  label: `After ${REVIEW_REQUEST_TIMING_LABELS[basis]}`,
}));
const SPLIT = [',', ' ', ';', '\n'];

const upper = (list: string[]) => list.map((v) => v.trim().toUpperCase()).filter(Boolean);

/** The lists that scope a rule to some orders, each cleaned of blanks as it is typed. */
const SCOPE_LISTS: {
  field: 'asins' | 'skus' | 'marketplaces';
  label: string;
  placeholder: string;
  clean: (list: string[]) => string[];
}[] = [
  { field: 'asins', label: 'ASINs', placeholder: 'B0… (paste a list)', clean: upper },
  {
    field: 'skus',
    label: 'SKUs',
    placeholder: 'Your SKUs',
    clean: (list) => list.map((v) => v.trim()).filter(Boolean),
  },
  {
    field: 'marketplaces',
    label: 'Marketplaces',
    placeholder: 'Marketplace ids, e.g. ATVPDKIKX0DER',
    clean: upper,
  },
];

type TErrors = Partial<Record<keyof TReviewRequestScopedRule, string>>;

/** The contract's check of a draft: the clean rule, or one message per field. */
function check(draft: TScopedRuleDraft): { rule: TReviewRequestScopedRule | null; errors: TErrors } {
  const parsed = ZReviewRequestScopedRule.safeParse({
    ...draft,
    delay_days: draft.delay_days === '' ? Number.NaN : Number(draft.delay_days),
  });
  if (parsed.success) return { rule: parsed.data, errors: {} };
  const errors: TErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TReviewRequestScopedRule;
    errors[field] ??= issue.message;
  }
  return { rule: null, errors };
}

interface ScopedRuleFormProps {
  title: string;
  initial: TScopedRuleDraft;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (rule: TReviewRequestScopedRule) => void;
}

/** Adds or edits one rule: its name, whether it is on, which orders it takes and when it sends. */
export function ScopedRuleForm({ title, initial, saving, error, onClose, onSave }: ScopedRuleFormProps) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const { rule, errors } = check(draft);
  const shown = submitted ? errors : {};
  const set = (change: Partial<TScopedRuleDraft>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <ModalForm
      title={title}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (rule) onSave(rule);
      }}
      submitLabel="Save rule"
      pending={saving}
      size="lg"
    >
      <TextInput
        label="Name"
        value={draft.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        error={shown.name}
        data-autofocus
      />
      <Switch
        label="Rule on"
        description="A rule that is off is passed over: its orders go to the next rule that matches."
        checked={draft.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Count days from"
          data={BASIS_OPTIONS}
          value={draft.timing_basis}
          onChange={(value) => value && set({ timing_basis: value as TReviewRequestTimingBasis })}
          allowDeselect={false}
        />
        <NumberInput
          label="Days after"
          value={draft.delay_days}
          onChange={(value) => set({ delay_days: value })}
          min={0}
          max={REVIEW_REQUEST_RULE_DELAY_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={shown.delay_days}
        />
        <Select
          label="At"
          data={HOUR_OPTIONS}
          value={String(draft.send_hour)}
          onChange={(value) => value !== null && set({ send_hour: Number(value) })}
          allowDeselect={false}
        />
        <TimeZoneSelect
          value={draft.time_zone}
          onChange={(time_zone) => set({ time_zone })}
          error={shown.time_zone}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Whatever the day counted, Amazon takes a request only from {SOLICITATION_WINDOW.opensDays} to{' '}
        {SOLICITATION_WINDOW.closesDays} days after delivery: an earlier day waits for the window, and an
        order whose window has closed is skipped.
      </Text>
      <Text fw={600} size="sm">
        Orders it takes (empty = all)
      </Text>
      {SCOPE_LISTS.map(({ field, label, placeholder, clean }) => (
        <TagsInput
          key={field}
          label={label}
          placeholder={placeholder}
          value={draft[field]}
          onChange={(value) => set({ [field]: clean(value) })}
          splitChars={SPLIT}
          clearable
          acceptValueOnBlur
          error={shown[field]}
        />
      ))}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessageOf(error)}
        </Text>
      ) : null}
      {submitted && !rule && (
        <Text size="sm" c="red.8" role="alert">
          Correct the fields marked in red, then save.
        </Text>
      )}
    </ModalForm>
  );
}
