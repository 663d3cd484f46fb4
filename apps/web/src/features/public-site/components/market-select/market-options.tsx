import { Badge, Group, Radio, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TCodeItem } from '@seller-tools/contract';
import { IconWorld } from '@tabler/icons-react';
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

/** Regions as radio cards, each a button with role="radio" (arrow keys move between them). */
export function RegionOptions({
  label,
  description,
  items,
  value,
  onChange,
  loading,
  placeholders,
}: OptionsProps) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      classNames={GROUP_CLASSES}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="sm">
        {loading
          ? PLACEHOLDER_KEYS.slice(0, placeholders).map((key) => (
              <Skeleton key={key} height={64} radius="md" />
            ))
          : items.map((item) => (
              <Radio.Card key={item.code} value={item.code} radius="md" className={classes.card}>
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <IconWorld size={20} className={classes.cardIcon} aria-hidden />
                  <Text fw={700} size="sm">
                    {item.name}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The marketplaces of the chosen region: country code, name and storefront (value_2, name, value_7). */
export function MarketplaceOptions({
  label,
  description,
  items,
  value,
  onChange,
  loading,
  placeholders,
}: OptionsProps) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      classNames={GROUP_CLASSES}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
        {loading
          ? PLACEHOLDER_KEYS.slice(0, placeholders).map((key) => (
              <Skeleton key={key} height={68} radius="md" />
            ))
          : items.map((item) => (
              <Radio.Card key={item.code} value={item.code} radius="md" className={classes.card}>
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  {item.value_2 && (
                    <Badge variant="light" radius="sm" tt="uppercase" className={classes.flag} aria-hidden>
                      {item.value_2}
                    </Badge>
                  )}
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
                </Group>
              </Radio.Card>
            ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
