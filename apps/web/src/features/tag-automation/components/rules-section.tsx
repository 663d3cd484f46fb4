import { Alert, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { TTag, TTagRule } from '@seller-tools/contract';
import { IconPlayerPlay, IconPlus, IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { TagBadge } from '../../../components/ui/reviews';
import { SectionCard, SectionList, SectionRow } from '../../../components/ui/section-card';
import { ListSkeleton } from '../../../components/ui/skeletons';
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
    <SectionCard
      titleId="rules-title"
      title="Rules"
      description="Active rules tag every new review as it arrives. Apply them to the reviews you already have once."
      actions={
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
      }
      after={
        editing && (
          <RuleFormModal
            rule={editing === 'new' ? null : editing}
            tags={tags}
            asinOptions={asinOptions}
            onClose={() => setEditing(null)}
          />
        )
      }
    >
      {apply.data && (
        <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => apply.reset()}>
          {apply.data.tagged === 1 ? '1 review tagged.' : `${apply.data.tagged} reviews tagged.`}
        </Alert>
      )}
      <ActionError error={apply.error ?? failure} />
      <QueryState
        query={rules}
        skeleton={<ListSkeleton rows={3} label="Loading rules" />}
        errorTitle="Rules could not be loaded"
        empty={
          <EmptyPanel icon={<IconRobot size={28} />} title="No rules yet">
            {tags.length === 0
              ? 'Create a tag first, then a rule such as “when a review contains broken or leak, add Quality”.'
              : 'Create a rule such as “when a 1- or 2-star review contains broken, add Quality”.'}
          </EmptyPanel>
        }
      >
        {(list) => (
          <SectionList label="Rules">
            {list.map((rule) => (
              <SectionRow
                key={rule.rule_id}
                align="flex-start"
                py="sm"
                subject={`rule ${rule.name}`}
                onEdit={() => setEditing(rule)}
                onDelete={() => confirmDelete(rule)}
                controls={
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
                }
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
              </SectionRow>
            ))}
          </SectionList>
        )}
      </QueryState>
    </SectionCard>
  );
}
