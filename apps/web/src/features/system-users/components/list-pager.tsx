import { Group, Pagination, Text } from '@mantine/core';
import { pageRange } from './format';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}

/** "1–20 of 57 users" and the page buttons of a server-paginated list. */
export function ListPager({ page, pageSize, total, noun, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pageRange(page, pageSize, total)} {noun}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
