import { NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { SOLICITATION_WINDOW } from '@seller-tools/contract';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { HOUR_OPTIONS } from './format';
import type { TRuleDraft, TRuleErrors } from './rule-draft';

interface RuleTimingProps {
  draft: TRuleDraft;
  errors: TRuleErrors;
  onChange: (change: Partial<TRuleDraft>) => void;
  onBlur: (field: 'delay_days') => void;
}

const { opensDays, closesDays } = SOLICITATION_WINDOW;

/** When a request goes out: days after delivery, and the hour in the seller's time zone. */
export function RuleTiming({ draft, errors, onChange, onBlur }: RuleTimingProps) {
  return (
    <Stack gap="sm">
      <NumberInput
        label="Send this many days after delivery"
        description={`Amazon accepts a review request from ${opensDays} days after an order is delivered until ${closesDays} days after. Day ${opensDays} reaches buyers who have just used the product; a later day gives them longer to try it.`}
        value={draft.delay_days}
        onChange={(value) => onChange({ delay_days: value })}
        onBlur={() => onBlur('delay_days')}
        min={opensDays}
        max={closesDays}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        suffix=" days"
        error={errors.delay_days}
        maw={260}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="At"
          description="The hour requests go out on their day."
          data={HOUR_OPTIONS}
          value={String(draft.send_hour)}
          onChange={(value) => value !== null && onChange({ send_hour: Number(value) })}
          allowDeselect={false}
          error={errors.send_hour}
        />
        <TimeZoneSelect
          description="Usually your buyers' time zone."
          value={draft.time_zone}
          onChange={(time_zone) => onChange({ time_zone })}
          error={errors.time_zone}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Days count from the earliest delivery date Amazon gives for the order. An order whose window has
        closed is skipped, never sent late.
      </Text>
    </Stack>
  );
}
