import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TSortState } from './types';

interface SortHeaderProps {
  label: ReactNode;
  sortKey: string;
  sort: TSortState | null;
  onSort: (sort: TSortState) => void;
}

/** aria-sort for a header cell: only the sorted column says how. */
export function ariaSortOf(sortKey: string | undefined, sort: TSortState | null) {
  if (!sortKey || sort?.key !== sortKey) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A header that sorts its column: first click ascending, then it flips. */
export function SortHeader({ label, sortKey, sort, onSort }: SortHeaderProps) {
  const active = sort?.key === sortKey;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      onClick={() => onSort({ key: sortKey, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
      fw="inherit"
      fz="inherit"
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
      </Group>
    </UnstyledButton>
  );
}
