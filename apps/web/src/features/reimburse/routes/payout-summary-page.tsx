import { Paper, Table, Text } from '@mantine/core';
import { formatMoney } from '@seller-tools/contract';
import { IconCash } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { useShellContext } from '../../../lib/shell';
import { downloadPayouts, usePayouts } from '../api/line';
import { monthLabel } from '../components/labels';
import { StoreCases } from '../components/store-cases';
import { StoreGatedPage } from '../components/store-gated-page';

const DESCRIPTION = 'Per month: what Amazon paid on our cases, our commission and what you keep.';

function MonthCell({ month, count, noun }: { month: string; count: number; noun: string }) {
  return (
    <Table.Td>
      {monthLabel(month)}
      <Text size="xs" c="dimmed">
        {count} {noun}
        {count === 1 ? '' : 's'}
      </Text>
    </Table.Td>
  );
}

/**
 * /reimburse/payout-summary: what Amazon paid on our cases (net of reversals), commission at the plan's
 * percent and net, per month; Amazon's automatic reimbursements apart, without commission.
 */
export function PayoutSummaryPage() {
  const { currentChannelId } = useShellContext();
  const payouts = usePayouts(currentChannelId);
  return (
    <StoreGatedPage title="Payout summary" description={DESCRIPTION} download={downloadPayouts}>
      <QueryState
        query={payouts}
        errorTitle="The payout summary could not be loaded"
        isEmpty={(data) => data.months.length === 0 && data.automatic.length === 0}
        empty={
          <EmptyPanel icon={<IconCash size={28} />} title="Nothing reimbursed yet">
            Once Amazon pays for a case, the month shows here with our commission and your net payout. Cases
            in progress lists what is being claimed now.
          </EmptyPanel>
        }
      >
        {(data) => {
          const money = (minor: number) => formatMoney(minor, data.currency);
          return (
            <>
              <Text size="sm" c="dimmed">
                Our commission is {data.commission_percent} % of what Amazon reimburses on the cases we file.
              </Text>
              {data.months.length === 0 && (
                <Text size="sm">No case we filed has been paid yet, so there is no commission.</Text>
              )}
              <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
                <Table striped miw={340} aria-label="Payouts per month">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Month</Table.Th>
                      <Table.Th ta="right">Recovered</Table.Th>
                      <Table.Th ta="right">Commission</Table.Th>
                      <Table.Th ta="right">Net</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.months.map((m) => (
                      <Table.Tr key={m.month}>
                        <MonthCell month={m.month} count={m.cases} noun="case" />
                        <Table.Td ta="right">{money(m.recovered)}</Table.Td>
                        <Table.Td ta="right">{money(m.commission)}</Table.Td>
                        <Table.Td ta="right">{money(m.net)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>Total</Table.Th>
                      <Table.Th ta="right">{money(data.totals.recovered)}</Table.Th>
                      <Table.Th ta="right">{money(data.totals.commission)}</Table.Th>
                      <Table.Th ta="right">{money(data.totals.net)}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Paper>
              {data.automatic.length > 0 && (
                <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
                  <Table striped miw={300} aria-label="Paid by Amazon on its own">
                    <Table.Caption>
                      {`Paid by Amazon on its own, no commission: ${money(data.automatic_total)}`}
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Month</Table.Th>
                        <Table.Th ta="right">Paid by Amazon</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.automatic.map((m) => (
                        <Table.Tr key={m.month}>
                          <MonthCell month={m.month} count={m.findings} noun="finding" />
                          <Table.Td ta="right">{money(m.amount)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Paper>
              )}
            </>
          );
        }}
      </QueryState>
      <StoreCases
        title="Cases paid"
        states={['reimbursed']}
        emptyText="No case we filed has been paid yet: each one Amazon pays shows here with its matched reimbursements."
      />
    </StoreGatedPage>
  );
}
