import {
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ALL_ROLES,
  CAMPAIGN_LIST_LABELS,
  CAMPAIGN_LISTS,
  MARKETPLACE_TIME_ZONES,
  PLAN_MODULES,
  type TCampaignFilters,
  type TCampaignList,
} from '@seller-tools/contract';
import { useAudienceCount, usePlanOptions } from '../api/campaigns';

const MARKETPLACE_OPTIONS = Object.entries(MARKETPLACE_TIME_ZONES).map(([id, zone]) => ({
  value: id,
  label: `${id} (${zone})`,
}));
const STORE_OPTIONS = [
  { value: 'any', label: 'Either' },
  { value: 'yes', label: 'Has a connected store' },
  { value: 'no', label: 'No connected store' },
];

/** The list, the filters, and how many verified, subscribed users they reach now. */
export function AudiencePanel({
  list,
  filters,
  onChange,
}: {
  list: TCampaignList;
  filters: TCampaignFilters;
  onChange: (change: { list?: TCampaignList; filters?: TCampaignFilters }) => void;
}) {
  const [debounced] = useDebouncedValue({ list, filters }, 400);
  const count = useAudienceCount(debounced.list, debounced.filters);
  const plans = usePlanOptions();
  const set = (patch: Partial<TCampaignFilters>) => onChange({ filters: { ...filters, ...patch } });
  // A multi-select's value and change, for one of the list filters.
  const chosen = (field: 'plan_ids' | 'modules' | 'roles' | 'marketplace_ids') => ({
    value: filters[field],
    onChange: (values: string[]) => set({ [field]: values }),
  });

  return (
    <Stack gap="sm">
      <Select
        label="Subscription list"
        data={CAMPAIGN_LISTS.map((value) => ({ value, label: CAMPAIGN_LIST_LABELS[value] }))}
        value={list}
        allowDeselect={false}
        onChange={(value) => value && onChange({ list: value as TCampaignList })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label="Plan"
          placeholder="Any plan"
          data={plans.data ?? []}
          {...chosen('plan_ids')}
          searchable
        />
        <MultiSelect
          label="Module"
          placeholder="Any module"
          data={[...PLAN_MODULES]}
          {...chosen('modules')}
        />
        <MultiSelect label="Role" placeholder="Any role" data={[...ALL_ROLES]} {...chosen('roles')} />
        <Select
          label="Connected store"
          data={STORE_OPTIONS}
          allowDeselect={false}
          value={filters.has_store === null ? 'any' : filters.has_store ? 'yes' : 'no'}
          onChange={(v) => set({ has_store: v === 'yes' ? true : v === 'no' ? false : null })}
        />
        <MultiSelect
          label="Marketplace"
          placeholder="Any marketplace"
          data={MARKETPLACE_OPTIONS}
          {...chosen('marketplace_ids')}
          searchable
        />
        <NumberInput
          label="Signed in within (days)"
          placeholder="Any time"
          min={1}
          max={3650}
          value={filters.active_within_days ?? ''}
          onChange={(v) => set({ active_within_days: typeof v === 'number' && v >= 1 ? v : null })}
        />
        <TextInput
          type="date"
          label="Signed up from"
          value={filters.signed_up_from ?? ''}
          onChange={(e) => set({ signed_up_from: e.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label="Signed up until"
          value={filters.signed_up_to ?? ''}
          onChange={(e) => set({ signed_up_to: e.currentTarget.value || null })}
        />
      </SimpleGrid>
      <Group gap="xs" aria-live="polite">
        <Text size="sm">Audience:</Text>
        {count.data === undefined ? (
          <Loader size="xs" aria-label="Counting the audience" />
        ) : (
          <Text size="sm" fw={700} data-testid="audience-count">
            {count.data.toLocaleString('en-US')} {count.data === 1 ? 'user' : 'users'}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          verified, not deleted, subscribed to the list
        </Text>
      </Group>
    </Stack>
  );
}
