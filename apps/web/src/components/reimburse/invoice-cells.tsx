import { Text } from '@mantine/core';
import type { TColumn } from '../ui/data-table';

/** An invoice row's first cell: what it is for in bold (a month, a seller), its number under it. */
export function InvoiceTitle({ title, number }: { title: string; number: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {number}
      </Text>
    </>
  );
}

/** How many cases an invoice bills, hidden on a phone. */
export function invoiceCasesColumn<TInvoice extends { lines: number }>(): TColumn<TInvoice> {
  return { key: 'cases', header: 'Cases', render: (i) => i.lines, visibleFrom: 'sm' };
}
