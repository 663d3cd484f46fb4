import { Group, Pagination, Text } from '@mantine/core';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}

const count = (value: number) => value.toLocaleString('en-US');

/** "1–20 of 1,057 codes" and the page buttons of a server-paginated list. */
export function ListPager({ page, pageSize, total, noun, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {count(from)}–{count(to)} of {count(total)} {noun}
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
