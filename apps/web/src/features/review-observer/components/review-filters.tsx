import { Button, Chip, Group, Stack, VisuallyHidden } from '@mantine/core';
import { REVIEW_STATUSES, STAR_VALUES, type TReviewStatus, type TTag } from '@seller-tools/contract';
import { IconStarFilled } from '@tabler/icons-react';
import { ASIN_SEARCH_MAX, FilterSearch } from '../../../components/kit/filter-search';
import { LabelledSegments } from '../../../components/kit/labelled-segments';
import { DayInput } from '../../../components/ui/day-input';
import { FiltersGrid } from '../../../components/ui/filters-panel';
import { ChipChoice } from '../../../components/ui/labelled-group';
import { STATUS_LABELS, TagFilter } from '../../../components/ui/reviews';
import type { TReviewFilters } from '../api/reviews';

interface ReviewFiltersProps {
  filters: TReviewFilters;
  onChange: (change: Partial<TReviewFilters>) => void;
  onClear: () => void;
  canClear: boolean;
  tags: TTag[] | undefined;
  /** The message when From is after To. */
  rangeError: string | null;
}

const VERIFIED_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Not verified' },
];

// A review gone from Amazon's pages is kept: "Removed" lists them (the sync notices removals).
const REMOVED_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'false', label: 'On Amazon' },
  { value: 'true', label: 'Removed' },
];

/** The yes / no / all filters shown as segments, in their order. */
const SEGMENT_FILTERS = [
  { key: 'verified', label: 'Purchase', data: VERIFIED_OPTIONS },
  { key: 'removed', label: 'On Amazon', data: REMOVED_OPTIONS },
] as const;

/** Stars, status, keyword, ASIN, dates, verified and tags of the Review Observer. */
export function ReviewFilters({
  filters,
  onChange,
  onClear,
  canClear,
  tags,
  rangeError,
}: ReviewFiltersProps) {
  return (
    <Stack gap="sm">
      <FiltersGrid>
        <FilterSearch
          filters={filters}
          field="q"
          onChange={onChange}
          label="Keyword"
          placeholder="Words in the title or text"
        />
        <FilterSearch
          filters={filters}
          field="asin"
          onChange={onChange}
          label="ASIN"
          placeholder="e.g. B08N5WRWNW"
          maxLength={ASIN_SEARCH_MAX}
        />
        <DayInput
          label="From"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(from) => onChange({ from })}
          error={rangeError}
          clearable
        />
        <DayInput
          label="To"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(to) => onChange({ to })}
          clearable
        />
      </FiltersGrid>
      <Group gap="lg" align="flex-end" wrap="wrap">
        <ChipChoice
          label="Stars"
          value={filters.stars.map(String)}
          onChange={(values) => onChange({ stars: values.map(Number).sort() })}
        >
          {[...STAR_VALUES].reverse().map((star) => (
            <Chip key={star} value={String(star)} size="sm" variant="outline">
              <Group gap={2} component="span" wrap="nowrap" aria-hidden>
                {star}
                <IconStarFilled size={12} />
              </Group>
              <VisuallyHidden>{star === 1 ? '1 star' : `${star} stars`}</VisuallyHidden>
            </Chip>
          ))}
        </ChipChoice>
        <ChipChoice
          label="Status"
          value={filters.statuses}
          onChange={(values) => onChange({ statuses: values as TReviewStatus[] })}
        >
          {REVIEW_STATUSES.map((status) => (
            <Chip key={status} value={status} size="sm" variant="outline">
              {STATUS_LABELS[status]}
            </Chip>
          ))}
        </ChipChoice>
        {SEGMENT_FILTERS.map(({ key, label, data }) => (
          <LabelledSegments
            key={key}
            label={label}
            size="xs"
            data={data}
            value={filters[key]}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
        <TagFilter
          tags={tags}
          value={filters.tagIds}
          onChange={(tagIds) => onChange({ tagIds })}
          miw={220}
          style={{ flex: 1 }}
        />
        {canClear && (
          <Button variant="subtle" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Group>
    </Stack>
  );
}
