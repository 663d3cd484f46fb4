import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { REVIEW_REQUEST_TIMING_LABELS, type TReviewRequestScopedRule } from '@seller-tools/contract';
import { IconArrowDown, IconArrowUp, IconListNumbers, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SectionFrame } from '../../../components/ui/section-frame';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { showToast } from '../../../lib/toast';
import { type TRuleChange, type TScopedRuleView, useChangeRules, useRules } from '../api/rules';
import { hourLabel } from './format';
import { ScopedRuleForm, type TScopedRuleDraft } from './scoped-rule-form';

/** "Scope: ASINs B0…, B0… · all SKUs · marketplaces ATVPDKIKX0DER" */
export function scopeSentence(rule: Pick<TScopedRuleView, 'asins' | 'skus' | 'marketplaces'>): string {
  const part = (list: string[], one: string, all: string) =>
    list.length === 0
      ? all
      : `${one} ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` +${list.length - 3}` : ''}`;
  return [
    part(rule.asins, 'ASINs', 'all ASINs'),
    part(rule.skus, 'SKUs', 'all SKUs'),
    part(rule.marketplaces, 'marketplaces', 'all marketplaces'),
  ].join(' · ');
}

export function timingSentence(
  rule: Pick<TScopedRuleView, 'delay_days' | 'timing_basis' | 'send_hour' | 'time_zone'>,
) {
  const days = rule.delay_days === 1 ? '1 day' : `${rule.delay_days} days`;
  return `${days} after ${REVIEW_REQUEST_TIMING_LABELS[rule.timing_basis]}, at ${hourLabel(rule.send_hour)} (${rule.time_zone})`;
}

const draftOf = (rule: TScopedRuleView): TScopedRuleDraft => ({
  name: rule.name,
  enabled: rule.enabled,
  timing_basis: rule.timing_basis,
  delay_days: rule.delay_days,
  send_hour: rule.send_hour,
  time_zone: rule.time_zone,
  asins: rule.asins,
  skus: rule.skus,
  marketplaces: rule.marketplaces,
});

type TEditing = { kind: 'create' } | { kind: 'update'; rule: TScopedRuleView } | null;

/**
 * The store's rules in priority order (issue 25): an order goes to the first rule that is on and whose
 * scope matches. Move up/down, add, edit, delete; the store's switch, test mode and exclusions stay in
 * the rule editor above.
 */
export function RulesSection({ channelId, timeZone }: { channelId: string; timeZone: string }) {
  const rules = useRules(channelId);
  const change = useChangeRules(channelId);
  const [editing, setEditing] = useState<TEditing>(null);

  const run = (next: TRuleChange, done: string) =>
    change.mutate(next, {
      onSuccess: () => {
        setEditing(null);
        showToast({ kind: 'success', message: done });
      },
      onError: (error) => {
        if (next.kind === 'delete' || next.kind === 'reorder')
          showToast({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    });

  const save = (rule: TReviewRequestScopedRule) => {
    if (editing?.kind === 'update') run({ kind: 'update', id: editing.rule.id, rule }, 'Rule saved.');
    else run({ kind: 'create', rule }, 'Rule added.');
  };

  const move = (items: TScopedRuleView[], index: number, by: -1 | 1) => {
    const ids = items.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    run({ kind: 'reorder', ids }, 'Rule order saved.');
  };

  const blank: TScopedRuleDraft = {
    name: `Rule ${(rules.data?.items.length ?? 0) + 1}`,
    enabled: true,
    timing_basis: 'delivery',
    delay_days: 5,
    send_hour: 10,
    time_zone: timeZone,
    asins: [],
    skus: [],
    marketplaces: [],
  };
  const addButton = (
    <Button onClick={() => setEditing({ kind: 'create' })} disabled={change.isPending}>
      Add rule
    </Button>
  );

  return (
    <SectionFrame titleId="rules-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 220px' }}>
            <Title order={2} size="h4" id="rules-title">
              Rules, in priority order
            </Title>
            <Text size="sm" c="dimmed">
              Each order goes to the first rule that is on and matches its ASINs, SKUs and marketplace. One
              request per order, whatever the number of rules.
            </Text>
          </Stack>
          {addButton}
        </Group>
        <QueryState
          query={rules}
          skeleton={<CardsSkeleton cards={1} label="Loading the rules" />}
          errorTitle="The rules could not be loaded"
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyPanel icon={<IconListNumbers size={28} />} title="No rules yet" action={addButton}>
                Saving the rule above makes it rule 1. Add rules to time some products or marketplaces
                differently, from the order, ship or delivery date.
              </EmptyPanel>
            ) : (
              <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rules">
                {data.items.map((rule, index) => (
                  <Paper component="li" key={rule.id} withBorder radius="md" p="sm">
                    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                      <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                        <Group gap="xs">
                          <Text fw={600} size="sm">
                            {index + 1}. {rule.name}
                          </Text>
                          <Badge variant="light" color={rule.enabled ? 'teal' : 'gray'}>
                            {rule.enabled ? 'On' : 'Off'}
                          </Badge>
                        </Group>
                        <Text size="xs">{timingSentence(rule)}</Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {scopeSentence(rule)}
                        </Text>
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${rule.name} up`}
                          disabled={index === 0 || change.isPending}
                          onClick={() => move(data.items, index, -1)}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${rule.name} down`}
                          disabled={index === data.items.length - 1 || change.isPending}
                          onClick={() => move(data.items, index, 1)}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${rule.name}`}
                          onClick={() => {
                            change.reset();
                            setEditing({ kind: 'update', rule });
                          }}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${rule.name}`}
                          disabled={change.isPending}
                          onClick={() =>
                            confirmAction({
                              title: `Delete ${rule.name}?`,
                              message:
                                'Orders it scheduled that have not been sent go to the next rule that matches, or are dropped. The log keeps what was sent.',
                              confirmLabel: 'Delete rule',
                              onConfirm: () => run({ kind: 'delete', id: rule.id }, 'Rule deleted.'),
                            })
                          }
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      {editing && (
        <ScopedRuleForm
          title={editing.kind === 'update' ? `Edit ${editing.rule.name}` : 'Add a rule'}
          initial={editing.kind === 'update' ? draftOf(editing.rule) : blank}
          saving={change.isPending}
          error={change.error}
          onClose={() => {
            change.reset();
            setEditing(null);
          }}
          onSave={save}
        />
      )}
    </SectionFrame>
  );
}
