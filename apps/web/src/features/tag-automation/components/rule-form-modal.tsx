import { Alert, Button, Chip, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  KEYWORD_MAX,
  STAR_VALUES,
  type TTag,
  type TTagRule,
  type TTagRuleInput,
  ZTagRuleInput,
} from '@seller-tools/contract';
import { useState } from 'react';
import { ConfirmedTagsInput } from '../../../components/ui/multi-value';
import { errorMessageOf } from '../../../lib/http';
import { tagOptions } from '../../../lib/review-tags';
import { useSaveRule } from '../api/tag-rules';

type TRuleDraft = Required<TTagRuleInput>;
type TFieldErrors = Partial<Record<keyof TRuleDraft, string>>;

function draftOf(rule: TTagRule | null, tags: readonly TTag[]): TRuleDraft {
  return {
    name: rule?.name ?? '',
    tag_id: rule?.tag.tag_id ?? tags[0]?.tag_id ?? '',
    keywords: rule?.keywords ?? [],
    stars: rule?.stars ?? [],
    asins: rule?.asins ?? [],
    active: rule?.active ?? true,
  };
}

/** The contract's own checks, as one message per field. */
function fieldErrors(draft: TRuleDraft): TFieldErrors {
  const parsed = ZTagRuleInput.safeParse(draft);
  if (parsed.success) return {};
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TRuleDraft | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

interface RuleFormModalProps {
  rule: TTagRule | null;
  tags: readonly TTag[];
  asinOptions: readonly string[];
  onClose: () => void;
}

/** "When a review contains any of these keywords, has one of these stars and is for one of these ASINs → add tag". */
export function RuleFormModal({ rule, tags, asinOptions, onClose }: RuleFormModalProps) {
  const [draft, setDraft] = useState<TRuleDraft>(() => draftOf(rule, tags));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveRule();
  const errors = submitted ? fieldErrors(draft) : {};
  const set = (change: Partial<TRuleDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    save.reset();
  };

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(fieldErrors(draft)).length > 0) return;
    save.mutate({ ruleId: rule?.rule_id ?? null, body: draft }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={rule ? 'Edit rule' : 'New rule'} size="lg" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Rule name"
            placeholder="e.g. Packaging complaints"
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={errors.name}
            maxLength={80}
            required
            data-autofocus
          />
          <Select
            label="Add this tag"
            data={tagOptions([...tags])}
            value={draft.tag_id || null}
            onChange={(value) => set({ tag_id: value ?? '' })}
            error={errors.tag_id}
            allowDeselect={false}
            required
          />
          <Text size="sm" c="dimmed">
            A review gets the tag when it matches every list you fill in; an empty list matches any review.
          </Text>
          <ConfirmedTagsInput
            label="When the title or text contains any of these words"
            placeholder={draft.keywords.length ? undefined : 'Type a word and press Enter'}
            value={draft.keywords}
            onChange={(keywords) => set({ keywords })}
            maxLength={KEYWORD_MAX}
            error={errors.keywords}
            clearable
            splitChars={[',']}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="rule-stars-label">
              And has one of these star ratings
            </Text>
            <Chip.Group
              multiple
              value={draft.stars.map(String)}
              onChange={(values) => set({ stars: values.map(Number).sort() })}
            >
              <Group gap={6} role="group" aria-labelledby="rule-stars-label">
                {STAR_VALUES.map((star) => (
                  <Chip key={star} value={String(star)} size="sm" variant="outline">
                    {star === 1 ? '1 star' : `${star} stars`}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <ConfirmedTagsInput
            label="And is for one of these ASINs"
            placeholder={draft.asins.length ? undefined : 'Pick or type an ASIN'}
            data={[...asinOptions]}
            value={draft.asins}
            onChange={(asins) => set({ asins: asins.map((a) => a.trim().toUpperCase()) })}
            maxLength={20}
            error={errors.asins}
            clearable
            splitChars={[',', ' ']}
          />
          <Switch
            label="Active: tag new reviews as they arrive"
            checked={draft.active}
            onChange={(event) => set({ active: event.currentTarget.checked })}
          />
          {save.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessageOf(save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {rule ? 'Save rule' : 'Create rule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
