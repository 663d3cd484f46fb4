import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ATTRIBUTION_WINDOWS,
  DEFAULT_ATTRIBUTION_WINDOW,
  type TPpcDryRunResult,
  type TPpcRuleInput,
  type TPpcScope,
} from '@seller-tools/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useDryRun, useSavePpcRule, useSetPpcRuleEnabled } from '../api/ppc-rules';
import { usePpcTags } from '../api/ppc-tags';
import { PpcDryRunTable } from './ppc-dry-run-table';
import { PpcRuleAction } from './ppc-rule-action';
import { PpcRuleConditions } from './ppc-rule-conditions';
import { draftError } from './ppc-rule-draft';

interface Props {
  channelId: string;
  /** The saved rule's id, or null for a new one. */
  ruleId: string | null;
  initial: TPpcRuleInput;
  onDone: () => void;
  /** The marketplace currency (money typed in its own minor-unit exponent). */
  currency: string | null;
}

/** The lists that narrow a rule's scope; empty means all. */
const SCOPE_LISTS = [
  { key: 'campaign_ids', label: 'Campaign ids', placeholder: 'All campaigns' },
  { key: 'ad_group_ids', label: 'Ad group ids', placeholder: 'All ad groups' },
  { key: 'asins', label: 'ASINs', placeholder: 'All products' },
  { key: 'tags', label: 'Tags', placeholder: 'Any tag' },
] as const satisfies readonly { key: keyof TPpcScope; label: string; placeholder: string }[];

/**
 * One rule: scope, conditions, action, schedule. "Dry run" shows what it would change now; a rule can be
 * saved and enabled only from a dry run of exactly what is in the form.
 */
export function PpcRuleEditor({ channelId, ruleId, initial, onDone, currency }: Props) {
  const [rule, setRule] = useState<TPpcRuleInput>(initial);
  const [preview, setPreview] = useState<{ of: string; result: TPpcDryRunResult } | null>(null);
  const dryRun = useDryRun(channelId);
  // The store's tags (set from the tables) are offered for the tag scope.
  const tags = usePpcTags(channelId);
  const save = useSavePpcRule(channelId);
  const enable = useSetPpcRuleEnabled(channelId);
  const error = draftError(rule);
  const current = JSON.stringify(rule);
  const previewed = preview?.of === current;

  const change = (next: Partial<TPpcRuleInput>) => setRule((r) => ({ ...r, ...next }));
  const scope = (next: Partial<TPpcScope>) =>
    change({ scope: { entities: 'keywords', ...rule.scope, ...next } });
  const ids = (list: string[]) => (list.length > 0 ? list : undefined);

  const runDry = () =>
    dryRun.mutate(rule, {
      onSuccess: (result) => setPreview({ of: current, result }),
      onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
    });
  const submit = (andEnable: boolean) =>
    save.mutate(
      { id: ruleId, rule },
      {
        onSuccess: async (saved) => {
          if (andEnable) await enable.mutateAsync({ id: saved.data.id, enabled: true });
          showToast({
            kind: 'success',
            message: andEnable ? 'Rule saved and enabled.' : (saved.message ?? 'Rule saved.'),
          });
          onDone();
        },
        onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
      },
    );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {ruleId ? 'Edit rule' : 'New rule'}
        </Title>
        <TextInput
          label="Name"
          value={rule.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          maxLength={120}
        />
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Select
            label="Applies to"
            data={[
              { value: 'keywords', label: 'Keywords' },
              { value: 'targets', label: 'Product targets' },
              { value: 'both', label: 'Both' },
            ]}
            value={rule.scope?.entities ?? 'keywords'}
            onChange={(v) => v && scope({ entities: v as TPpcScope['entities'] })}
            allowDeselect={false}
            w={160}
          />
          <NumberInput
            label="Lookback (days)"
            min={1}
            max={60}
            value={rule.lookback_days ?? 14}
            onChange={(v) => change({ lookback_days: Number(v) || 1 })}
            w={140}
          />
          <Select
            label="Attribution"
            data={ATTRIBUTION_WINDOWS.map((d) => ({
              value: String(d),
              label: `${d} day${d === 1 ? '' : 's'}`,
            }))}
            value={String(rule.attribution_window ?? DEFAULT_ATTRIBUTION_WINDOW)}
            onChange={(v) => v && change({ attribution_window: Number(v) })}
            allowDeselect={false}
            w={120}
          />
          <Select
            label="Runs"
            data={[
              { value: 'daily', label: 'Daily' },
              { value: 'hourly', label: 'Hourly' },
            ]}
            value={rule.schedule ?? 'daily'}
            onChange={(v) => v && change({ schedule: v as 'daily' | 'hourly' })}
            allowDeselect={false}
            w={120}
          />
        </Group>
        <Group gap="xs" wrap="wrap" grow>
          {SCOPE_LISTS.map(({ key, label, placeholder }) => (
            <TagsInput
              key={key}
              label={label}
              value={rule.scope?.[key] ?? []}
              onChange={(v) => scope({ [key]: ids(v) })}
              placeholder={placeholder}
              {...(key === 'tags'
                ? {
                    data: (tags.data ?? []).map((t) => t.tag),
                    description: tags.data?.length
                      ? undefined
                      : 'Tag campaigns, ad groups or keywords in their tables first.',
                  }
                : {})}
            />
          ))}
        </Group>
        <PpcRuleConditions
          conditions={rule.conditions ?? []}
          onChange={(conditions) => change({ conditions })}
          currency={currency}
        />
        <PpcRuleAction action={rule.action} onChange={(action) => change({ action })} currency={currency} />
        {error && (
          <Alert color="yellow" variant="light">
            {error}
          </Alert>
        )}
        {previewed && preview && <PpcDryRunTable result={preview.result} currency={currency} />}
        <Group gap="xs" wrap="wrap">
          <Button variant="light" onClick={runDry} loading={dryRun.isPending} disabled={error !== null}>
            Dry run
          </Button>
          <Button onClick={() => submit(false)} loading={save.isPending} disabled={error !== null}>
            Save
          </Button>
          <Button
            color="green"
            onClick={() => submit(true)}
            loading={save.isPending || enable.isPending}
            disabled={error !== null || !previewed}
            title={previewed ? undefined : 'Dry-run the rule as it is first'}
          >
            Save and enable
          </Button>
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
