import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EXPIRING_SOON_DAYS, REIMBURSE_ROUTES, type TFreeAudit } from '@seller-tools/contract';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DoughnutChart } from '../../../components/ui/charts';
import { plural } from '../../../lib/plural';
import { KIND_COLORS } from './kind-colors';
import { deadlineText, formatMoney, KIND_LABELS } from './labels';
import classes from './reimburse.module.css';
import { StatCard } from './stat-card';

export type TSignupVariant = 'dashboard' | 'cases-in-progress' | 'reimbursed-cases' | 'payout-summary';

const LOCKED_ROWS = 4;

/** The call to action of every free-audit page. */
export function EnrolButton() {
  return (
    <Button component={Link} to={`${REIMBURSE_ROUTES.signupStep}/1`} leftSection={<IconLock size={16} />}>
      Enrol to claim it
    </Button>
  );
}

/** Placeholder rows under a blur, with the enrol call to action over them: the shape of what enrolling opens. */
function LockedDetails({ what }: { what: string }) {
  return (
    <Paper withBorder radius="lg" className={classes.lockedFrame} data-testid="locked-details">
      <div className={classes.locked} aria-hidden>
        <Table>
          <Table.Tbody>
            {Array.from({ length: LOCKED_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
              <Table.Tr key={i}>
                <Table.Td>SKU-XXXXXXXX</Table.Td>
                <Table.Td>FBA15XXXXXXX</Table.Td>
                <Table.Td>$00.00</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div className={classes.lockedOverlay}>
        <Stack align="center" gap="xs" ta="center">
          <Text fw={600}>{what}</Text>
          <EnrolButton />
        </Stack>
      </div>
    </Paper>
  );
}

interface FreeAuditViewProps {
  audit: TFreeAudit;
  variant: TSignupVariant;
}

/** The free audit of the seller's own store: how much, which kinds, the nearest deadlines; details locked. */
export function FreeAuditView({ audit, variant }: FreeAuditViewProps) {
  const money = (minor: number) => formatMoney(minor, audit.currency);
  const lockedWhat: Record<TSignupVariant, string> = {
    dashboard: 'SKUs, shipments, orders and the evidence of every finding open once you enrol.',
    'cases-in-progress': `${audit.potential.count} cases are ready to file: enrol and we file them before their deadlines.`,
    'reimbursed-cases':
      'Every reimbursement Amazon makes on your claims is listed here with its id and amount.',
    'payout-summary': 'Your monthly payouts, our commission and your net show here once cases are paid.',
  };
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label="Potential"
          value={money(audit.potential.value)}
          caption={`${plural(audit.potential.count, 'finding')} Amazon owes you`}
        />
        <StatCard
          label="Expiring soon"
          value={money(audit.expiring_soon.value)}
          caption={`${audit.expiring_soon.count} with a deadline within ${EXPIRING_SOON_DAYS} days`}
          tone="warn"
        />
        <StatCard
          label="Expired"
          value={money(audit.expired.value)}
          caption={`${audit.expired.count} already past Amazon's claim window`}
        />
        <StatCard
          label="Paid by Amazon"
          value={money(audit.recovered.value)}
          caption={`${audit.recovered.count} reimbursed on its own`}
          tone="good"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h5" mb="sm">
            What we found, by kind
          </Title>
          {audit.by_kind.length > 0 ? (
            <DoughnutChart
              title={`Claimable by kind: ${audit.by_kind.map((k) => `${KIND_LABELS[k.kind]} ${money(k.value)}`).join(', ')}`}
              slices={audit.by_kind.map((k) => ({
                name: `${KIND_LABELS[k.kind]} (${k.count})`,
                value: k.value,
                color: KIND_COLORS[k.kind],
              }))}
              center={money(audit.potential.value)}
              centerCaption="claimable"
              formatValue={money}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Nothing to claim right now.
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h5" mb="sm">
            Nearest deadlines
          </Title>
          {audit.nearest_deadlines.length === 0 ? (
            <Text size="sm" c="dimmed">
              No claim is waiting on a deadline.
            </Text>
          ) : (
            <Stack gap="xs">
              {audit.nearest_deadlines.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the free audit carries no ids, by design
                <Group key={i} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate style={{ minWidth: 0 }}>
                    {KIND_LABELS[d.kind]}
                  </Text>
                  <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Text size="sm" fw={600}>
                      {money(d.estimated_value)}
                    </Text>
                    <Badge variant="light" color="orange">
                      {deadlineText(d.claim_deadline)}
                    </Badge>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
      <LockedDetails what={lockedWhat[variant]} />
    </Stack>
  );
}
