import { Group, Radio, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TCodeItem } from '@seller-tools/contract';
import { IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CountryFlag } from '../../../../lib/country-flag';
import classes from './market-select.module.css';

const GROUP_CLASSES = { label: classes.groupLabel, description: classes.groupDescription };

// Stable keys for the loading placeholders, which have no identity of their own.
const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

interface OptionsProps {
  label: string;
  description?: string;
  items: readonly TCodeItem[];
  value: string | null;
  onChange: (code: string) => void;
  loading: boolean;
  /** How many placeholder cards to show while loading. */
  placeholders: number;
}

interface OptionCardsProps extends OptionsProps {
  columns: number;
  placeholderHeight: number;
  /** What a card shows after its radio indicator. */
  renderItem: (item: TCodeItem) => ReactNode;
}

/** Items as radio cards, each a button with role="radio" (arrow keys move between them). */
function OptionCards({
  label,
  description,
  items,
  value,
  onChange,
  loading,
  placeholders,
  columns,
  placeholderHeight,
  renderItem,
}: OptionCardsProps) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      classNames={GROUP_CLASSES}
    >
      <SimpleGrid cols={{ base: 1, xs: columns }} spacing="sm" mt="sm">
        {loading
          ? PLACEHOLDER_KEYS.slice(0, placeholders).map((key) => (
              <Skeleton key={key} height={placeholderHeight} radius="md" />
            ))
          : items.map((item) => (
              <Radio.Card key={item.code} value={item.code} radius="md" className={classes.card}>
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  {renderItem(item)}
                </Group>
              </Radio.Card>
            ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** Regions as radio cards: a globe and the region's name. */
export function RegionOptions(props: OptionsProps) {
  return (
    <OptionCards
      {...props}
      columns={3}
      placeholderHeight={64}
      renderItem={(item) => (
        <>
          <IconWorld size={20} className={classes.cardIcon} aria-hidden />
          <Text fw={700} size="sm">
            {item.name}
          </Text>
        </>
      )}
    />
  );
}

/** The marketplaces of the chosen region: country code, name and storefront (value_2, name, value_7). */
export function MarketplaceOptions(props: OptionsProps) {
  return (
    <OptionCards
      {...props}
      columns={2}
      placeholderHeight={68}
      renderItem={(item) => (
        <>
          {item.value_2 && <CountryFlag code={item.value_2} />}
          <div>
            <Text fw={700} size="sm" lh={1.3}>
              {item.name}
            </Text>
            {item.value_7 && (
              <Text size="xs" c="gray.7">
                {item.value_7}
              </Text>
            )}
          </div>
        </>
      )}
    />
  );
}
