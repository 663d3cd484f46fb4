import { Chip, Select, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  KEYWORD_MAX,
  STAR_VALUES,
  type TTag,
  type TTagRule,
  type TTagRuleInput,
  ZTagRuleInput,
} from '@seller-tools/contract';
import { useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { ModalForm } from '../../../components/kit/modal-form';
import { ChipChoice } from '../../../components/ui/labelled-group';
import { ConfirmedTagsInput } from '../../../components/ui/multi-value';
import { topLevelErrors, zodResolver } from '../../../lib/forms';
import { tagOptions } from '../../../lib/review-tags';
import { useSaveRule } from '../api/tag-rules';

type TRuleDraft = Required<TTagRuleInput>;

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

const checkRule = zodResolver<TRuleDraft>(ZTagRuleInput);

interface RuleFormModalProps {
  rule: TTagRule | null;
  tags: readonly TTag[];
  asinOptions: readonly string[];
  onClose: () => void;
}

/** "When a review contains any of these keywords, has one of these stars and is for one of these ASINs → add tag". */
export function RuleFormModal({ rule, tags, asinOptions, onClose }: RuleFormModalProps) {
  const save = useSaveRule();
  // Messages show from the first try to send, then follow what is typed.
  const [tried, setTried] = useState(false);
  const form = useForm<TRuleDraft>({
    mode: 'controlled',
    initialValues: draftOf(rule, tags),
    // The contract's own checks, as one message per field.
    validate: (values) => topLevelErrors(checkRule(values)),
    validateInputOnChange: tried,
    onValuesChange: () => save.reset(),
  });
  const draft = form.getValues();

  const submit = form.onSubmit(
    (values) => save.mutate({ ruleId: rule?.rule_id ?? null, body: values }, { onSuccess: onClose }),
    () => setTried(true),
  );

  return (
    <ModalForm
      title={rule ? 'Edit rule' : 'New rule'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={rule ? 'Save rule' : 'Create rule'}
      pending={save.isPending}
      size="lg"
    >
      <TextInput
        label="Rule name"
        placeholder="e.g. Packaging complaints"
        {...form.getInputProps('name')}
        maxLength={80}
        required
        data-autofocus
      />
      <Select
        label="Add this tag"
        data={tagOptions([...tags])}
        value={draft.tag_id || null}
        onChange={(value) => form.setFieldValue('tag_id', value ?? '')}
        error={form.errors.tag_id}
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
        onChange={(keywords) => form.setFieldValue('keywords', keywords)}
        maxLength={KEYWORD_MAX}
        error={form.errors.keywords}
        clearable
        splitChars={[',']}
      />
      <ChipChoice
        label="And has one of these star ratings"
        value={draft.stars.map(String)}
        onChange={(values) => form.setFieldValue('stars', values.map(Number).sort())}
      >
        {STAR_VALUES.map((star) => (
          <Chip key={star} value={String(star)} size="sm" variant="outline">
            {star === 1 ? '1 star' : `${star} stars`}
          </Chip>
        ))}
      </ChipChoice>
      <ConfirmedTagsInput
        label="And is for one of these ASINs"
        placeholder={draft.asins.length ? undefined : 'Pick or type an ASIN'}
        data={[...asinOptions]}
        value={draft.asins}
        onChange={(asins) =>
          form.setFieldValue(
            'asins',
            asins.map((a) => a.trim().toUpperCase()),
          )
        }
        maxLength={20}
        error={form.errors.asins}
        clearable
        splitChars={[',', ' ']}
      />
      <Switch
        label="Active: tag new reviews as they arrive"
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      <ActionError error={save.error} />
    </ModalForm>
  );
}
