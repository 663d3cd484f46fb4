import { Chip, Stack } from '@mantine/core';
import { REVIEW_REQUEST_STATUSES, type TReviewRequestState } from '@seller-tools/contract';
import { ChipChoice } from '../../../components/ui/labelled-group';
import { SearchInput } from '../../../components/ui/search-input';
import { STATUS_META } from './status';

interface LogFiltersProps {
  q: string;
  statuses: TReviewRequestState[];
  onSearch: (q: string) => void;
  onStatuses: (statuses: TReviewRequestState[]) => void;
}

/** Search by order id or ASIN (sent 500 ms after typing stops) and the states to show. */
export function LogFilters({ q, statuses, onSearch, onStatuses }: LogFiltersProps) {
  return (
    <Stack gap="sm">
      <div style={{ maxWidth: 420 }}>
        <SearchInput
          label="Search orders"
          placeholder="Order id or ASIN, or part of it"
          value={q}
          onSearch={onSearch}
          maxLength={40}
        />
      </div>
      <ChipChoice
        label="Status"
        value={statuses}
        onChange={(values) =>
          // Kept in the contract's order, so the same filter is always the same query.
          onStatuses(REVIEW_REQUEST_STATUSES.filter((status) => values.includes(status)))
        }
      >
        {REVIEW_REQUEST_STATUSES.map((status) => (
          <Chip key={status} value={status} size="sm" variant="outline" color={STATUS_META[status].color}>
            {STATUS_META[status].label}
          </Chip>
        ))}
      </ChipChoice>
    </Stack>
  );
}
