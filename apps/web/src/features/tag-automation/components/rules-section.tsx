import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TTag, TTagRule } from '@seller-tools/contract';
import { IconPencil, IconPlayerPlay, IconPlus, IconRobot, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { TagBadge } from '../../../components/ui/reviews';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { errorMessageOf } from '../../../lib/http';
import { useApplyRules, useDeleteRule, useRules, useSaveRule } from '../api/tag-rules';
import { RuleFormModal } from './rule-form-modal';
import { ruleConditions } from './rule-summary';

interface RulesSectionProps {
  tags: readonly TTag[];
  asinOptions: readonly string[];
}

function bodyOf(rule: TTagRule, active: boolean) {
  return {
    name: rule.name,
    tag_id: rule.tag.tag_id,
    keywords: rule.keywords,
    stars: rule.stars,
    asins: rule.asins,
    active,
  };
}

/** The tag rules: list, active toggle, editor, delete, and applying them to the reviews already there. */
export function RulesSection({ tags, asinOptions }: RulesSectionProps) {
  const rules = useRules();
  const toggle = useSaveRule();
  const remove = useDeleteRule();
  const apply = useApplyRules();
  const [editing, setEditing] = useState<TTagRule | 'new' | null>(null);
  const failure = toggle.error ?? remove.error;

  const confirmDelete = (rule: TTagRule) =>
    confirmAction({
      title: `Delete the rule "${rule.name}"?`,
      message: 'Reviews it already tagged keep their tag.',
      confirmLabel: 'Delete rule',
      onConfirm: () => remove.mutate(rule.rule_id),
    });

  const hasActive = rules.data?.some((rule) => rule.active) ?? false;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="rules-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} size="h4" id="rules-title">
              Rules
            </Title>
            <Text size="sm" c="dimmed">
              Active rules tag every new review as it arrives. Apply them to the reviews you already have
              once.
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => apply.mutate()}
              loading={apply.isPending}
              disabled={!hasActive}
            >
              Apply to existing reviews
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
              disabled={tags.length === 0}
            >
              New rule
            </Button>
          </Group>
        </Group>
        {apply.data && (
          <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => apply.reset()}>
            {apply.data.tagged === 1 ? '1 review tagged.' : `${apply.data.tagged} reviews tagged.`}
          </Alert>
        )}
        {(apply.error || failure) && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(apply.error ?? failure)}
          </Alert>
        )}
        {rules.isPending && <ListSkeleton rows={3} label="Loading rules" />}
        {rules.isError && (
          <ErrorNotice
            error={rules.error}
            title="Rules could not be loaded"
            onRetry={() => void rules.refetch()}
          />
        )}
        {rules.data?.length === 0 && (
          <EmptyPanel icon={<IconRobot size={28} />} title="No rules yet">
            {tags.length === 0
              ? 'Create a tag first, then a rule such as “when a review contains broken or leak, add Quality”.'
              : 'Create a rule such as “when a 1- or 2-star review contains broken, add Quality”.'}
          </EmptyPanel>
        )}
        {rules.data && rules.data.length > 0 && (
          <Stack
            gap={0}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Rules"
          >
            {rules.data.map((rule) => (
              <Group
                key={rule.rule_id}
                component="li"
                justify="space-between"
                align="flex-start"
                py="sm"
                wrap="nowrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {rule.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      adds
                    </Text>
                    <TagBadge tag={rule.tag} />
                    {!rule.active && (
                      <Badge size="xs" color="gray" variant="outline">
                        Paused
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {ruleConditions(rule).join(' · ')}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Switch
                    aria-label={`Active: ${rule.name}`}
                    checked={
                      toggle.isPending && toggle.variables?.ruleId === rule.rule_id
                        ? Boolean(toggle.variables.body.active)
                        : rule.active
                    }
                    onChange={(event) =>
                      toggle.mutate({ ruleId: rule.rule_id, body: bodyOf(rule, event.currentTarget.checked) })
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit rule ${rule.name}`}
                    onClick={() => setEditing(rule)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete rule ${rule.name}`}
                    onClick={() => confirmDelete(rule)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {editing && (
        <RuleFormModal
          rule={editing === 'new' ? null : editing}
          tags={tags}
          asinOptions={asinOptions}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
