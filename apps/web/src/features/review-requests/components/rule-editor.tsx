import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REVIEW_REQUEST_MESSAGES } from '@seller-tools/contract';
import { useState } from 'react';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { showToast } from '../../../lib/toast';
import type { TSavedRule } from '../api/rule';
import { useSaveRule } from '../api/save-rule';
import { formatCount, formatZonedDateTime } from './format';
import {
  draftOf,
  isChanged,
  type TRuleDraft,
  type TRuleErrors,
  type TRuleField,
  validateDraft,
} from './rule-draft';
import { RuleExclusions } from './rule-exclusions';
import { RuleBadge, ruleSentence } from './rule-status';
import { RuleSwitch } from './rule-switch';
import { RuleTiming } from './rule-timing';

export const RULE_SWITCH_ID = 'review-request-rule-enabled';

/** "Review request rule saved. 1,234 orders scheduled." */
export function savedMessage(scheduled: number): string {
  if (scheduled <= 0) return REVIEW_REQUEST_MESSAGES.ruleSaved;
  const orders = scheduled === 1 ? '1 order' : `${formatCount(scheduled)} orders`;
  return `${REVIEW_REQUEST_MESSAGES.ruleSaved} ${orders} scheduled.`;
}

// Lists show their message at once; the other fields once left or after a Save attempt, so typing "1"
// on the way to "14" is not scolded.
const ALWAYS_SHOWN: TRuleField[] = ['excluded_asins', 'excluded_skus', 'do_not_solicit'];

/** The store's rule: on/off, test mode, timing and exclusions, with one Save. */
export function RuleEditor({ channelId, saved }: { channelId: string; saved: TSavedRule }) {
  const [base, setBase] = useState(() => draftOf(saved));
  const [updatedAt, setUpdatedAt] = useState(saved.updated_at);
  const save = useSaveRule(channelId);
  // The contract's messages (one per number field), see rule-draft.ts; which of them show is decided below.
  const form = useForm<TRuleDraft>({
    mode: 'controlled',
    initialValues: base,
    validate: (values) => validateDraft(values).errors,
  });
  const draft = form.getValues();
  const [touched, setTouched] = useState<ReadonlySet<TRuleField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const { rule, errors } = validateDraft(draft);
  const shown: TRuleErrors = Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) =>
        submitted || touched.has(field as TRuleField) || ALWAYS_SHOWN.includes(field as TRuleField),
    ),
  );
  const changed = isChanged(draft, base);

  const change = (next: Partial<TRuleDraft>) => {
    save.reset();
    form.setValues(next);
    // The delay counts as touched when its box is left (onBlur), not on every keystroke.
    const typed = (Object.keys(next) as TRuleField[]).filter((field) => field !== 'delay_days');
    setTouched((current) => new Set([...current, ...typed]));
  };
  const touch = (field: TRuleField) => setTouched((current) => new Set([...current, field]));

  const send = (values: TRuleDraft) => {
    setSubmitted(true);
    const checked = validateDraft(values).rule;
    if (!checked) return;
    save.mutate(checked, {
      onSuccess: (result) => {
        const next = draftOf(result);
        setBase(next);
        form.setValues(next);
        setUpdatedAt(result.updated_at);
        setSubmitted(false);
        setTouched(new Set());
        showToast({ kind: 'success', message: savedMessage(result.scheduled) });
      },
    });
  };
  const submit = form.onSubmit(send, () => setSubmitted(true));

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      aria-labelledby="rule-title"
      noValidate
      onSubmit={submit}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h4" id="rule-title">
              Rule
            </Title>
            <RuleBadge enabled={draft.enabled} testMode={draft.test_mode} />
          </Group>
          <Text size="sm" c="dimmed">
            {ruleSentence(draft)}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 40 }}>
          <Stack gap="md">
            <Title order={3} size="h5">
              Sending
            </Title>
            <RuleSwitch
              field="enabled"
              draft={draft}
              onChange={change}
              id={RULE_SWITCH_ID}
              label="Send review requests automatically"
              description="Turning it on also schedules orders already delivered that are still inside Amazon's window. One request per order, never two."
            />
            <RuleSwitch
              field="test_mode"
              draft={draft}
              onChange={change}
              label="Test mode"
              description="Records what would be sent, and when, without sending anything to Amazon or buyers. Turn it off once the log looks right."
              color="grape"
            />
            <Divider />
            <RuleTiming draft={draft} errors={shown} onChange={change} onBlur={touch} />
          </Stack>
          <Stack gap="md">
            <Title order={3} size="h5">
              Exclusions
            </Title>
            <RuleExclusions draft={draft} errors={shown} onChange={change} />
          </Stack>
        </SimpleGrid>

        {save.isError && <ErrorNotice error={save.error} title="The rule was not saved" />}
        {submitted && !rule && (
          <Text size="sm" c="red.8" role="alert">
            Correct the fields marked in red, then save.
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" aria-live="polite">
            {changed
              ? 'Unsaved changes'
              : updatedAt
                ? `Last saved ${formatZonedDateTime(updatedAt, base.time_zone)}`
                : 'Not saved yet: these are the defaults.'}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!changed || save.isPending}
              onClick={() => {
                form.setValues(base);
                setSubmitted(false);
                setTouched(new Set());
                save.reset();
              }}
            >
              Discard changes
            </Button>
            <Button type="submit" disabled={!changed} loading={save.isPending}>
              Save rule
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
