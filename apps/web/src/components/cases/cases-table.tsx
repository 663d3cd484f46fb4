import { Button, Checkbox, Text } from '@mantine/core';
import type { TCase, TQueueCase } from '@seller-tools/contract';
import { formatMoney } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { moneyColumn } from '../kit/money-column';
import { DataTable, type TColumn } from '../ui/data-table';
import { CaseStateBadge } from './case-view';
import { KIND_LABELS } from './labels';

interface CasesTableProps<T extends TCase> {
  rows: readonly T[];
  onOpen: (caseId: string) => void;
  empty: ReactNode;
  label: string;
  /** Staff columns: the seller and the assignee. */
  staff?: boolean;
  /** Row selection (bulk filing). */
  selected?: ReadonlySet<string>;
  onSelect?: (caseId: string, on: boolean) => void;
  /** Extra actions per row (claim). */
  rowActions?: (row: T) => ReactNode;
}

const currencyOf = (row: TCase) => row.currency;

const isQueueCase = (row: TCase): row is TQueueCase => 'company_name' in row;

/** Cases as a table: kind, group, state, claimed and reimbursed, deadline; on a phone one card each. */
export function CasesTable<T extends TCase>({
  rows,
  onOpen,
  empty,
  label,
  staff = false,
  selected,
  onSelect,
  rowActions,
}: CasesTableProps<T>) {
  const columns: (TColumn<T> | false)[] = [
    Boolean(onSelect) && {
      key: 'select',
      header: '',
      headerLabel: 'Select',
      render: (row) => (
        <Checkbox
          aria-label={`Select case ${row.group_key}`}
          checked={selected?.has(row.case_id) ?? false}
          disabled={row.state !== 'ready'}
          onChange={(e) => onSelect?.(row.case_id, e.currentTarget.checked)}
        />
      ),
    },
    staff && {
      key: 'seller',
      header: 'Seller',
      render: (row) => (isQueueCase(row) ? `${row.company_name} · ${row.seller_id}` : ''),
    },
    { key: 'kind', header: 'Kind', render: (row) => KIND_LABELS[row.kind] },
    { key: 'group', header: 'Shipment / order / FNSKU', render: (row) => row.group_key.replace(/^\w+:/, '') },
    { key: 'state', header: 'State', render: (row) => <CaseStateBadge state={row.state} /> },
    moneyColumn<T>('claimed', 'Claimed', (row) => row.claimed_amount, currencyOf),
    moneyColumn<T>('reimbursed', 'Reimbursed', (row) => row.reimbursed_amount, currencyOf),
    { key: 'deadline', header: 'Deadline', render: (row) => row.deadline ?? '—' },
    staff && { key: 'assignee', header: 'Assignee', render: (row) => row.assignee_name ?? '—' },
    {
      key: 'open',
      header: '',
      headerLabel: 'Actions',
      render: (row) => (
        <Button.Group>
          {rowActions?.(row)}
          <Button size="compact-xs" variant="light" onClick={() => onOpen(row.case_id)}>
            Open
          </Button>
        </Button.Group>
      ),
    },
  ];
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.case_id}
      minWidth={720}
      empty={empty}
      frame
      phoneView={(list) =>
        list.map((row) => (
          <div
            key={row.case_id}
            data-testid="case-card"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', padding: 8 }}
          >
            <Text fw={600} size="sm">
              {KIND_LABELS[row.kind]} · {row.group_key.replace(/^\w+:/, '')}
            </Text>
            {isQueueCase(row) ? (
              <Text size="xs" c="dimmed">
                {row.company_name} · {row.seller_id}
              </Text>
            ) : null}
            <Text size="sm">
              <CaseStateBadge state={row.state} /> {formatMoney(row.claimed_amount, row.currency)} · deadline{' '}
              {row.deadline ?? '—'}
            </Text>
            {rowActions?.(row)}
            <Button size="compact-xs" variant="light" onClick={() => onOpen(row.case_id)}>
              Open
            </Button>
          </div>
        ))
      }
    />
  );
}
