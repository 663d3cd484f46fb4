import { SearchInput } from '../ui/search-input';

type TTextKeys<TFilters> = { [K in keyof TFilters]: TFilters[K] extends string ? K : never }[keyof TFilters];

interface FilterSearchProps<TFilters, TKey extends TTextKeys<TFilters>> {
  filters: TFilters;
  /** The text filter the box edits. */
  field: TKey;
  onChange: (change: Partial<TFilters>) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
}

/** The longest text an ASIN filter box takes. */
export const ASIN_SEARCH_MAX = 20;

/** A filter bar's search box bound to one text filter: it shows that filter and reports a change to it alone. */
export function FilterSearch<TFilters, TKey extends TTextKeys<TFilters>>({
  filters,
  field,
  onChange,
  ...box
}: FilterSearchProps<TFilters, TKey>) {
  return (
    <SearchInput
      {...box}
      value={filters[field] as string}
      onSearch={(text) => onChange({ [field]: text } as Partial<TFilters>)}
    />
  );
}
