import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  BILLING_MESSAGES,
  BILLING_STATE_COLORS,
  BILLING_STATE_LABELS,
  formatMoney,
  type TBillingInvoice,
} from '@seller-tools/contract';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QueryRowsTable } from '../../../components/kit/query-rows-table';
import { InvoiceTitle, invoiceCasesColumn } from '../../../components/reimburse/invoice-cells';
import type { TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { downloadInvoicePdf, retryInvoice, useBillingInvoices } from '../api/billing';
import { reimburseSettingsKeys } from '../api/keys';

export const invoiceAmount = (invoice: TBillingInvoice) => formatMoney(invoice.total_minor, invoice.currency);

const day = (iso: string) => iso.slice(0, 10);

/** The state as a badge, with why a payment failed and when it is tried again. */
export function InvoiceState({ invoice }: { invoice: TBillingInvoice }) {
  return (
    <Stack gap={2}>
      <Badge color={BILLING_STATE_COLORS[invoice.state]} variant="light">
        {BILLING_STATE_LABELS[invoice.state]}
      </Badge>
      {invoice.state === 'failed' && (
        <Text size="xs" c="dimmed">
          {invoice.last_error}
          {invoice.next_retry_at ? ` Next try ${day(invoice.next_retry_at)}.` : ''}
        </Text>
      )}
      {invoice.state === 'paid' && invoice.paid_at && (
        <Text size="xs" c="dimmed">
          Paid {day(invoice.paid_at)}
        </Text>
      )}
    </Stack>
  );
}

/** The monthly commission invoices: state, amount, the PDF, and paying a failed one again. */
export function BillingInvoices({ canPay }: { canPay: boolean }) {
  const invoices = useBillingInvoices();
  const queryClient = useQueryClient();
  const pdf = useMutation({
    mutationFn: (invoice: TBillingInvoice) => downloadInvoicePdf(invoice.invoice_id, invoice.number),
    onError: (error) =>
      showToast({ kind: 'error', title: 'Download failed', message: errorMessageOf(error) }),
  });
  const retry = useMutation({
    mutationFn: (invoice: TBillingInvoice) => retryInvoice(invoice.invoice_id),
    onSuccess: (invoice) => {
      void queryClient.invalidateQueries({ queryKey: reimburseSettingsKeys.invoices });
      showToast(
        invoice.state === 'paid'
          ? { kind: 'success', message: BILLING_MESSAGES.paid }
          : {
              kind: 'error',
              title: 'Payment failed',
              message: invoice.last_error ?? BILLING_MESSAGES.paymentDeclined,
            },
      );
    },
    onError: (error) => showToast({ kind: 'error', title: 'Payment failed', message: errorMessageOf(error) }),
  });
  const columns: TColumn<TBillingInvoice>[] = [
    {
      key: 'month',
      header: 'Month',
      render: (i) => <InvoiceTitle title={i.month} number={i.number} />,
    },
    invoiceCasesColumn(),
    {
      key: 'amount',
      header: 'Commission',
      align: 'right',
      render: (i) => `${invoiceAmount(i)} (${i.commission_percent}%)`,
    },
    { key: 'state', header: 'State', render: (i) => <InvoiceState invoice={i} /> },
    {
      key: 'actions',
      header: null,
      headerLabel: 'Actions',
      render: (i) => (
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            aria-label={`Download invoice ${i.number}`}
            loading={pdf.isPending && pdf.variables?.invoice_id === i.invoice_id}
            onClick={() => pdf.mutate(i)}
          >
            PDF
          </Button>
          {canPay && i.state === 'failed' && (
            <Button
              size="xs"
              aria-label={`Retry payment of ${i.number}`}
              loading={retry.isPending && retry.variables?.invoice_id === i.invoice_id}
              onClick={() => retry.mutate(i)}
            >
              Retry payment
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <TitledSection title="Invoices">
      <QueryRowsTable
        query={invoices}
        errorTitle="Your invoices could not be loaded"
        aria-label="Invoices"
        columns={columns}
        rowKey={(i) => i.invoice_id}
        minWidth={520}
        empty={
          <EmptyPanel icon={<IconFileInvoice size={22} />} title="No invoices yet">
            On the 1st of each month you get an invoice for the commission on what Amazon reimbursed through
            our cases the month before.
          </EmptyPanel>
        }
      />
    </TitledSection>
  );
}
