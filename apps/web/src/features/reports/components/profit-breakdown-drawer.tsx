import { Anchor, Divider, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney, REIMBURSE_ROUTES, type TProfitRow } from '@seller-tools/contract';
import { Link } from 'react-router';

interface ProfitBreakdownDrawerProps {
  row: TProfitRow | null;
  onClose: () => void;
}

function Section({ title, total, children }: { title: string; total: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>{title}</Title>
        <Text fw={600}>{total}</Text>
      </Group>
      {children}
    </Stack>
  );
}

/** Lines of a figure's sources; "None in this period" when it has none. */
function Lines({ lines, label }: { lines: { name: string; value: string }[]; label: string }) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None in this period.
      </Text>
    );
  }
  return (
    <Table aria-label={label} verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.name}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.name}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {line.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Where each figure of a profit row comes from: the orders, fee types, refunds, campaigns and unit costs. */
export function ProfitBreakdownDrawer({ row, onClose }: ProfitBreakdownDrawerProps) {
  const isSmall = useMediaQuery('(max-width: 48em)');
  const money = (minor: number) => formatMoney(minor, row?.currency);
  const sources = row?.sources;
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size={isSmall ? '100%' : 'md'}
      title={row ? `Profit of ${row.key === 'total' ? 'all products' : row.key}` : ''}
    >
      {row && sources && (
        <Stack gap="lg">
          <Text size="sm">{row.label}</Text>
          <Section title="Revenue" total={money(row.revenue_minor)}>
            <Text size="sm">
              {row.units} units in {sources.orders.count} orders placed in the period (cancelled orders left
              out).
            </Text>
            {sources.orders.ids.length > 0 && (
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {sources.orders.ids.join(', ')}
                {sources.orders.count > sources.orders.ids.length
                  ? ` and ${sources.orders.count - sources.orders.ids.length} more`
                  : ''}
              </Text>
            )}
          </Section>
          <Divider />
          <Section title="Amazon fees" total={`−${money(row.fees_minor)}`}>
            <Text size="xs" c="dimmed">
              Fees in Amazon's financial events of these orders, by fee type.
            </Text>
            <Lines
              label="Fees by type"
              lines={sources.fees.map((f) => ({ name: f.type, value: money(f.amount_minor) }))}
            />
          </Section>
          <Section title="Ad spend" total={`−${money(row.ad_spend_minor)}`}>
            <Text size="xs" c="dimmed">
              Sponsored Products spend of the ads advertising this product, by campaign.
            </Text>
            <Lines
              label="Ad spend by campaign"
              lines={sources.ads.map((a) => ({
                name: a.campaign_name ?? a.campaign_id,
                value: money(a.spend_minor),
              }))}
            />
          </Section>
          <Section title="Refunds" total={`−${money(row.refunds_minor)}`}>
            <Text size="xs" c="dimmed">
              Refund events posted in the period: refunded charges and fee adjustments.
            </Text>
            <Lines
              label="Refunds by type"
              lines={sources.refunds.map((r) => ({ name: r.type, value: money(r.amount_minor) }))}
            />
          </Section>
          <Section
            title="Cost of goods"
            total={row.cogs_minor === null ? 'Unit cost missing' : `−${money(row.cogs_minor)}`}
          >
            <Lines
              label="Cost of goods by SKU"
              lines={sources.cogs.map((c) => ({
                name: `${c.sku}: ${c.units} × ${c.unit_cost_minor === null ? 'no unit cost' : money(c.unit_cost_minor)}`,
                value: c.total_minor === null ? '—' : money(c.total_minor),
              }))}
            />
            {row.cogs_missing_skus.length > 0 && (
              <Text size="sm" c="orange.8">
                No unit cost for {row.cogs_missing_skus.join(', ')}.{' '}
                <Anchor component={Link} to={REIMBURSE_ROUTES.settingsProductDimensions}>
                  Enter unit costs
                </Anchor>
              </Text>
            )}
          </Section>
          <Divider />
          <Group justify="space-between">
            <Title order={4}>Profit</Title>
            <Text fw={700}>
              {row.profit_minor === null
                ? 'Unknown until every unit cost is entered'
                : money(row.profit_minor)}
            </Text>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
