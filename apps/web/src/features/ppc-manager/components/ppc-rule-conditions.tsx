import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { TPpcCondition, TPpcRuleMetric, TPpcRuleOperator } from '@seller-tools/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { METRIC_OPTIONS, OPERATOR_OPTIONS } from './ppc-rule-draft';

interface Props {
  conditions: TPpcCondition[];
  onChange: (conditions: TPpcCondition[]) => void;
}

/** The rule's "if": every condition must hold over the lookback window. */
export function PpcRuleConditions({ conditions, onChange }: Props) {
  const set = (index: number, next: Partial<TPpcCondition>) =>
    onChange(conditions.map((c, i) => (i === index ? ({ ...c, ...next } as TPpcCondition) : c)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        If all of these hold
      </Text>
      {conditions.map((c, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity of their own
        <Group key={index} gap="xs" wrap="wrap" align="flex-end">
          <Select
            aria-label={`Condition ${index + 1} metric`}
            data={METRIC_OPTIONS}
            value={c.metric}
            onChange={(v) => v && set(index, { metric: v as TPpcRuleMetric })}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            aria-label={`Condition ${index + 1} operator`}
            data={OPERATOR_OPTIONS}
            value={c.op}
            onChange={(v) => v && set(index, { op: v as TPpcRuleOperator })}
            allowDeselect={false}
            w={110}
          />
          <NumberInput
            aria-label={`Condition ${index + 1} value`}
            value={c.value}
            min={0}
            onChange={(v) => set(index, { value: Number(v) || 0 })}
            w={100}
          />
          {c.op === 'between' && (
            <NumberInput
              aria-label={`Condition ${index + 1} upper value`}
              value={c.value2 ?? ''}
              min={0}
              onChange={(v) => set(index, { value2: v === '' ? undefined : Number(v) })}
              w={100}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove condition ${index + 1}`}
            onClick={() => onChange(conditions.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...conditions, { metric: 'clicks', op: 'gte', value: 10 }])}
        disabled={conditions.length >= 10}
        w="fit-content"
      >
        Add condition
      </Button>
    </Stack>
  );
}
