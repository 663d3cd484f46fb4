import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TPpcDryRunResult, TPpcRule, TPpcRuleInput } from '@seller-tools/contract';
import { IconPencil, IconPlus, IconRobot, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useDeletePpcRule, useDryRunSaved, usePpcRules, useSetPpcRuleEnabled } from '../api/ppc-rules';
import { PpcBreakEvenTable } from './ppc-break-even-table';
import { PpcDryRunTable } from './ppc-dry-run-table';
import { defaultRule, ruleInputOf, ruleSentence } from './ppc-rule-draft';
import { PpcRuleEditor } from './ppc-rule-editor';

type TEditing = { id: string | null; rule: TPpcRuleInput } | null;

/** The store's bid rules: list, enable (after a dry run), edit, delete; and break-even ACoS per product. */
export function PpcRulesPanel({ channelId, currency }: { channelId: string; currency: string | null }) {
  const rules = usePpcRules(channelId);
  const [editing, setEditing] = useState<TEditing>(null);
  const [confirming, setConfirming] = useState<{ rule: TPpcRule; result: TPpcDryRunResult } | null>(null);
  const dryRun = useDryRunSaved(channelId);
  const setEnabled = useSetPpcRuleEnabled(channelId);
  const remove = useDeletePpcRule(channelId);

  const toggle = (rule: TPpcRule, on: boolean) => {
    if (!on) {
      setEnabled.mutate(
        { id: rule.id, enabled: false },
        { onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }) },
      );
      return;
    }
    // Enabling shows the dry run first: what the rule would change now, and why.
    dryRun.mutate(rule.id, {
      onSuccess: (result) => setConfirming({ rule, result }),
      onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
    });
  };
  const confirmEnable = () => {
    if (!confirming) return;
    setEnabled.mutate(
      { id: confirming.rule.id, enabled: true },
      {
        onSuccess: (r) => {
          showToast({ kind: 'success', message: r.message ?? 'Rule enabled.' });
          setConfirming(null);
        },
        onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
      },
    );
  };

  const columns: TColumn<TPpcRule>[] = [
    {
      key: 'enabled',
      header: 'On',
      render: (r) => (
        <Switch
          aria-label={`${r.enabled ? 'Disable' : 'Enable'} ${r.name}`}
          checked={r.enabled}
          onChange={(e) => toggle(r, e.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Rule',
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {r.name}
          </Text>
          <Text size="xs" c="dimmed">
            {ruleSentence(r, currency)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'schedule',
      header: 'Runs',
      render: (r) => <Badge variant="light">{r.schedule}</Badge>,
      visibleFrom: 'sm',
    },
    {
      key: 'last',
      header: 'Last run',
      render: (r) => (r.last_run_at ? new Date(r.last_run_at).toLocaleString() : 'Not yet'),
      visibleFrom: 'sm',
    },
    {
      key: 'actions',
      header: '',
      headerLabel: 'Actions',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${r.name}`}
            onClick={() => setEditing({ id: r.id, rule: ruleInputOf(r) })}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${r.name}`}
            onClick={() =>
              remove.mutate(r.id, {
                onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
              })
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Rules
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ id: null, rule: defaultRule() })}
          disabled={editing !== null}
        >
          New rule
        </Button>
      </Group>
      {editing && (
        <PpcRuleEditor
          key={editing.id ?? 'new'}
          channelId={channelId}
          ruleId={editing.id}
          initial={editing.rule}
          onDone={() => setEditing(null)}
          currency={currency}
        />
      )}
      {confirming && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text fw={500}>Enable “{confirming.rule.name}”?</Text>
            <PpcDryRunTable result={confirming.result} currency={currency} />
            <Group gap="xs">
              <Button color="green" onClick={confirmEnable} loading={setEnabled.isPending}>
                Enable
              </Button>
              <Button variant="subtle" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <QueryState
        query={rules}
        errorTitle="Rules could not be loaded"
        empty={
          editing ? null : (
            <EmptyPanel icon={<IconRobot size={28} />} title="No rules yet">
              Create a rule, for example “keywords with 20 clicks and no order in 14 days → pause”, dry-run it
              to see what it would change, then enable it.
            </EmptyPanel>
          )
        }
      >
        {(items) => (
          <DataTable
            aria-label="Rules"
            columns={columns}
            rows={items}
            rowKey={(r) => r.id}
            tableProps={{ verticalSpacing: 'xs' }}
          />
        )}
      </QueryState>
      <PpcBreakEvenTable channelId={channelId} />
    </Stack>
  );
}
