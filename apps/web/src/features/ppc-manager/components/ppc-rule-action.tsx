import { Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { currencySymbol, type TPpcRuleInput } from '@seller-tools/contract';

type TAction = TPpcRuleInput['action'];

import { currencyDigits } from './change-format';
import { ACTION_OPTIONS, actionOfType, amountToMinor, minorToAmount } from './ppc-rule-draft';
import { HarvestThresholds, type TWholeField, WholeNumber } from './ppc-thresholds';

const TARGET_ACOS: TWholeField = { label: 'Target ACoS %', max: 200, fallback: 1, w: 130 };
const MIN_CLICKS: TWholeField = { label: 'Min clicks', fallback: 1, w: 110 };

/** The rule's "then": what it does, with the bid bounds where the action moves bids. */
export function PpcRuleAction({
  action,
  onChange,
  currency,
}: {
  action: TAction;
  onChange: (a: TAction) => void;
  /** The marketplace currency: amounts are typed in its major units, with its own decimals (¥ none). */
  currency: string | null;
}) {
  const set = (next: Record<string, unknown>) => onChange({ ...action, ...next } as TAction);
  const digits = currencyDigits(currency);
  const money = (label: string, key: 'bid_minor' | 'min_bid_minor' | 'max_bid_minor') => (
    <NumberInput
      label={`${label} (${currencySymbol(currency)})`}
      decimalScale={digits}
      min={digits === 0 ? 2 : 0.02}
      step={digits === 0 ? 5 : 0.05}
      value={minorToAmount((action as unknown as Record<string, number | undefined>)[key], currency)}
      onChange={(v) => set({ [key]: amountToMinor(v, currency) })}
      w={130}
    />
  );
  const bounded = action.type === 'raise-bid' || action.type === 'lower-bid' || action.type === 'target-acos';
  return (
    <Stack gap="xs">
      <Select
        label="Then"
        data={ACTION_OPTIONS.map((o) => ({ ...o }))}
        value={action.type}
        onChange={(v) => v && onChange(actionOfType(v as TAction['type'], action))}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <Group gap="xs" wrap="wrap" align="flex-end">
        {action.type === 'set-bid' && money('Bid', 'bid_minor')}
        {(action.type === 'raise-bid' || action.type === 'lower-bid') && (
          <WholeNumber
            field={{ label: 'By %', max: action.type === 'lower-bid' ? 99 : 500, fallback: 1, w: 100 }}
            value={action.percent}
            onChange={(percent) => set({ percent })}
          />
        )}
        {action.type === 'target-acos' && (
          <>
            <WholeNumber
              field={TARGET_ACOS}
              value={action.target_acos}
              onChange={(v) => set({ target_acos: v })}
            />
            <WholeNumber
              field={MIN_CLICKS}
              value={action.min_clicks ?? 10}
              onChange={(v) => set({ min_clicks: v })}
            />
          </>
        )}
        {bounded && money('Min bid', 'min_bid_minor')}
        {bounded && money('Max bid', 'max_bid_minor')}
        {bounded && (
          <NumberInput
            label="Max step a day %"
            min={1}
            max={500}
            value={(action as { max_step_percent?: number }).max_step_percent ?? ''}
            onChange={(v) => set({ max_step_percent: v === '' ? undefined : Number(v) })}
            w={140}
          />
        )}
      </Group>
      {action.type === 'harvest' && (
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap" align="flex-end">
            <HarvestThresholds
              values={{
                min_orders: action.min_orders ?? 2,
                target_acos: action.target_acos ?? 30,
                min_clicks: action.min_clicks ?? 15,
              }}
              onChange={set}
            />
            <TextInput
              label="Exact keywords go to ad group id"
              value={action.to_ad_group_id ?? ''}
              onChange={(e) => set({ to_ad_group_id: e.currentTarget.value.trim() || undefined })}
              w={{ base: '100%', xs: 240 }}
            />
          </Group>
          <Group gap="md">
            <Switch
              label="Add exact keywords"
              checked={action.add_keywords ?? true}
              onChange={(e) => set({ add_keywords: e.currentTarget.checked })}
            />
            <Switch
              label="Add negatives"
              checked={action.add_negatives ?? true}
              onChange={(e) => set({ add_negatives: e.currentTarget.checked })}
            />
          </Group>
        </Stack>
      )}
      {action.type === 'target-acos' && (
        <Switch
          label="Profit-aware: never bid above a product's break-even ACoS (from its unit cost)"
          checked={action.profit_aware ?? false}
          onChange={(e) => set({ profit_aware: e.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
