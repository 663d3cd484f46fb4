import { Chip, Group, Stack, Text } from '@mantine/core';
import { REVIEW_REQUEST_STATUSES, type TReviewRequestState } from '@seller-tools/contract';
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
      <Stack gap={4}>
        <Text size="sm" fw={500} id="log-status-label">
          Status
        </Text>
        <Chip.Group
          multiple
          value={statuses}
          onChange={(values) =>
            // Kept in the contract's order, so the same filter is always the same query.
            onStatuses(REVIEW_REQUEST_STATUSES.filter((status) => values.includes(status)))
          }
        >
          <Group gap={6} role="group" aria-labelledby="log-status-label">
            {REVIEW_REQUEST_STATUSES.map((status) => (
              <Chip key={status} value={status} size="sm" variant="outline" color={STATUS_META[status].color}>
                {STATUS_META[status].label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </Stack>
  );
}
