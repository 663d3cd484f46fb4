import { Group, Select, Stack, Text } from '@mantine/core';
import type { TCodeItem } from '@seller-tools/contract';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { displayableCodes, useMarketplaces, useRegions } from '../code-list';
import { MarketFlag } from './market-flag';

export interface TMarketSelection {
  region: TCodeItem | null;
  marketplace: TCodeItem | null;
}

interface MarketplaceFieldsProps {
  value: TMarketSelection;
  onChange: (value: TMarketSelection) => void;
}

/** Region, then the marketplaces of that region (spec §2, §4). */
export function MarketplaceFields({ value, onChange }: MarketplaceFieldsProps) {
  const regionsQuery = useRegions();
  const marketplacesQuery = useMarketplaces(value.region?.name ?? null);
  const regions = useMemo(() => displayableCodes(regionsQuery.data), [regionsQuery.data]);
  const marketplaces = useMemo(() => displayableCodes(marketplacesQuery.data), [marketplacesQuery.data]);
  const byCode = useMemo(() => new Map(marketplaces.map((item) => [item.code, item])), [marketplaces]);

  return (
    <Stack gap="md">
      <Select
        label="Region"
        placeholder={regionsQuery.isLoading ? 'Loading regions…' : 'Choose a region'}
        data={regions.map((item) => ({ value: item.code, label: item.name }))}
        value={value.region?.code ?? null}
        // A new region reloads the marketplace list, so the old marketplace no longer applies.
        onChange={(code) =>
          onChange({ region: regions.find((item) => item.code === code) ?? null, marketplace: null })
        }
        error={regionsQuery.isError ? 'Regions could not be loaded. Please refresh the page.' : undefined}
        leftSection={<IconMapPin size={18} />}
        allowDeselect={false}
        withCheckIcon={false}
        size="md"
      />
      <Select
        label="Marketplace"
        placeholder={
          value.region === null
            ? 'Choose a region first'
            : marketplacesQuery.isLoading
              ? 'Loading marketplaces…'
              : 'Choose a marketplace'
        }
        disabled={value.region === null}
        data={marketplaces.map((item) => ({ value: item.code, label: item.name }))}
        value={value.marketplace?.code ?? null}
        onChange={(code) => onChange({ ...value, marketplace: (code && byCode.get(code)) || null })}
        error={
          marketplacesQuery.isError
            ? 'Marketplaces could not be loaded. Please choose the region again.'
            : undefined
        }
        leftSection={value.marketplace ? <MarketFlag countryCode={value.marketplace.value_2} /> : undefined}
        leftSectionWidth={value.marketplace?.value_2 ? 52 : undefined}
        renderOption={({ option }) => {
          const item = byCode.get(option.value);
          return (
            <Group gap="sm" wrap="nowrap" w="100%">
              <MarketFlag countryCode={item?.value_2 ?? null} />
              <Text size="sm" style={{ flex: 1 }}>
                {option.label}
              </Text>
              {item?.value_7 && (
                <Text size="xs" c="dimmed">
                  {item.value_7}
                </Text>
              )}
            </Group>
          );
        }}
        nothingFoundMessage="No marketplaces in this region"
        allowDeselect={false}
        withCheckIcon={false}
        size="md"
      />
    </Stack>
  );
}
