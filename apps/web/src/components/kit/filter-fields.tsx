import { Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

// A list's filter bar, declared as its fields: each box is bound to one field of the filters object (as
// FilterSearch does for a debounced search box), shows that field and reports a change to it alone.

type TKeysOf<TFilters, TValue> = {
  [K in keyof TFilters]: TFilters[K] extends TValue ? K : never;
}[keyof TFilters];

interface TFieldBase {
  label: string;
  placeholder: string;
  /** The box's width from a phone's width up; on a phone it takes the whole row. */
  width: number;
}

/**
 * A clearable pick of one value for a nullable filter (cleared = no filter), a text filter applied as typed,
 * or a filter these do not cover (a number, a switch) given as its element.
 */
export type TFilterField<TFilters> =
  | (TFieldBase & { select: TKeysOf<TFilters, string | null>; data: { value: string; label: string }[] })
  | (TFieldBase & { text: TKeysOf<TFilters, string>; maxLength: number })
  | { element: ReactNode };

interface FilterBarProps<TFilters> {
  filters: TFilters;
  onChange: (change: Partial<TFilters>) => void;
  /** The boxes in order. */
  fields: TFilterField<TFilters>[];
}

function FilterBox<TFilters>({
  spec,
  filters,
  onChange,
}: { spec: TFilterField<TFilters> } & Omit<FilterBarProps<TFilters>, 'fields'>) {
  if ('element' in spec) return spec.element;
  if ('select' in spec) {
    const { select: field, width, ...box } = spec;
    return (
      <Select
        {...box}
        w={{ base: '100%', xs: width }}
        clearable
        value={filters[field] as string | null}
        onChange={(value) => onChange({ [field]: value } as Partial<TFilters>)}
      />
    );
  }
  const { text: field, width, ...box } = spec;
  return (
    <TextInput
      {...box}
      w={{ base: '100%', xs: width }}
      value={filters[field] as string}
      onChange={(e) => onChange({ [field]: e.currentTarget.value } as Partial<TFilters>)}
    />
  );
}

/** The row of a list's filters above it, wrapping on a narrow screen. */
export function FilterBar<TFilters>({ filters, onChange, fields }: FilterBarProps<TFilters>) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {fields.map((spec, i) => (
        // A list's fields are fixed, so a field's place is its key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list of fields never reorders
        <FilterBox key={i} spec={spec} filters={filters} onChange={onChange} />
      ))}
    </Group>
  );
}
