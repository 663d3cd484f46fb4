import { Badge, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  BILLING_STATE_COLORS,
  BILLING_STATE_LABELS,
  formatMoney,
  type TSystemBillingInvoice,
} from '@seller-tools/contract';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { InvoiceTitle, invoiceCasesColumn } from '../../../components/reimburse/invoice-cells';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { useSystemBilling } from '../api/billing';

const money = (minor: number, currency: string) => formatMoney(minor, currency);

const columns: TColumn<TSystemBillingInvoice>[] = [
  {
    key: 'company',
    header: 'Seller',
    render: (i) => <InvoiceTitle title={i.company_name} number={i.number} />,
  },
  { key: 'month', header: 'Month', render: (i) => i.month },
  invoiceCasesColumn(),
  { key: 'total', header: 'Amount', align: 'right', render: (i) => money(i.total_minor, i.currency) },
  {
    key: 'state',
    header: 'State',
    render: (i) => (
      <Group gap={4}>
        <Badge variant="light" color={BILLING_STATE_COLORS[i.state]}>
          {BILLING_STATE_LABELS[i.state]}
        </Badge>
        {i.overdue && <Badge color="red">Overdue</Badge>}
      </Group>
    ),
  },
  { key: 'attempts', header: 'Attempts', render: (i) => i.attempts, visibleFrom: 'sm' },
];

/**
 * The Billing tab of plan management (super-admin): what was invoiced, paid and is overdue across
 * sellers, per currency, and every invoice. A tab here rather than a page: the spec's system routes and
 * menu (§2, §6) have no billing entry, and plan management is where the reimburse plan's commission is set.
 */
export function BillingOverview() {
  const [month, setMonth] = useState('');
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const billing = useSystemBilling(valid ? month : undefined);
  return (
    <Stack gap="md">
      <TextInput
        label="Month"
        description="YYYY-MM; empty for every month"
        placeholder="2026-10"
        value={month}
        onChange={(e) => setMonth(e.currentTarget.value.trim())}
        error={month && !valid ? 'Enter a month as YYYY-MM' : undefined}
        maw={220}
      />
      <QueryState query={billing} errorTitle="Billing could not be loaded">
        {(data) =>
          data.invoices.length === 0 ? (
            <EmptyPanel icon={<IconFileInvoice size={22} />} title="No invoices">
              Commission invoices are made on the 1st of each month for the month before.
            </EmptyPanel>
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {data.totals.map((t) => (
                  <Paper
                    key={t.currency}
                    withBorder
                    p="md"
                    radius="md"
                    aria-label={`Totals in ${t.currency}`}
                  >
                    <Text size="xs" c="dimmed">
                      {t.currency} · {t.invoices} invoices
                    </Text>
                    <Text size="sm">Invoiced {money(t.invoiced_minor, t.currency)}</Text>
                    <Text size="sm">Paid {money(t.paid_minor, t.currency)}</Text>
                    <Text size="sm" c={t.overdue_minor > 0 ? 'red' : undefined}>
                      Overdue {money(t.overdue_minor, t.currency)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <DataTable
                aria-label="Invoices across sellers"
                columns={columns}
                rows={data.invoices}
                rowKey={(i) => i.invoice_id}
                minWidth={560}
                frame
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
