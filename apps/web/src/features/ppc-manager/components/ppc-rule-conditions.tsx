import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { TPpcCondition, TPpcRuleMetric, TPpcRuleOperator } from '@seller-tools/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { currencyDigits } from './change-format';
import {
  amountToMinor,
  MONEY_METRICS,
  metricOptions,
  minorToAmount,
  OPERATOR_OPTIONS,
} from './ppc-rule-draft';

interface Props {
  conditions: TPpcCondition[];
  onChange: (conditions: TPpcCondition[]) => void;
  /** Money conditions (spend, sales, CPC) are typed in this currency's major units. */
  currency: string | null;
}

/** The rule's "if": every condition must hold over the lookback window. */
export function PpcRuleConditions({ conditions, onChange, currency }: Props) {
  const set = (index: number, next: Partial<TPpcCondition>) =>
    onChange(conditions.map((c, i) => (i === index ? ({ ...c, ...next } as TPpcCondition) : c)));
  const options = metricOptions(currency);
  // A money condition shows and takes major units; the rule keeps minor units.
  const shown = (c: TPpcCondition, v: number | undefined) =>
    MONEY_METRICS.has(c.metric) ? minorToAmount(v, currency) : (v ?? '');
  const taken = (c: TPpcCondition, v: number | string) =>
    MONEY_METRICS.has(c.metric) ? (amountToMinor(v, currency) ?? 0) : Number(v) || 0;
  const scale = (c: TPpcCondition) => (MONEY_METRICS.has(c.metric) ? currencyDigits(currency) : undefined);
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
            data={options}
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
            value={shown(c, c.value)}
            min={0}
            decimalScale={scale(c)}
            onChange={(v) => set(index, { value: taken(c, v) })}
            w={100}
          />
          {c.op === 'between' && (
            <NumberInput
              aria-label={`Condition ${index + 1} upper value`}
              value={shown(c, c.value2)}
              min={0}
              decimalScale={scale(c)}
              onChange={(v) => set(index, { value2: v === '' ? undefined : taken(c, v) })}
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
