import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatMoney, REIMBURSE_ROUTES, type TFreeAudit } from '@seller-tools/contract';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { plural } from '../../../lib/plural';
import { ChartCard, KindCard } from './chart-card';
import { claimValue, deadlineText, KIND_LABELS } from './labels';
import classes from './reimburse.module.css';
import { EXPIRING_SOON_STAT, StatGrid, type TStat } from './stat-card';

export type TSignupVariant = 'dashboard' | 'cases-in-progress' | 'reimbursed-cases' | 'payout-summary';

const LOCKED_ROWS = 4;

/** The call to action of every free-audit page: the signup steps, where the seller left them. */
export function EnrolButton() {
  return (
    <Button component={Link} to={REIMBURSE_ROUTES.signupStep} leftSection={<IconLock size={16} />}>
      Start recovering
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

const FREE_AUDIT_STATS: readonly TStat[] = [
  { total: 'potential', label: 'Potential', caption: (n) => `${plural(n, 'finding')} Amazon owes you` },
  EXPIRING_SOON_STAT,
  { total: 'expired', label: 'Expired', caption: (n) => `${n} already past Amazon's claim window` },
  { total: 'recovered', label: 'Paid by Amazon', caption: (n) => `${n} reimbursed on its own`, tone: 'good' },
];

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
      <StatGrid totals={audit} stats={FREE_AUDIT_STATS} money={money} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <KindCard title="What we found, by kind" chartTitle="Claimable by kind" totals={audit} />
        <ChartCard title="Nearest deadlines">
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
                      {claimValue(d.estimated_value, audit.currency)}
                    </Text>
                    <Badge variant="light" color="orange">
                      {deadlineText(d.claim_deadline)}
                    </Badge>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </ChartCard>
      </SimpleGrid>
      <LockedDetails what={lockedWhat[variant]} />
    </Stack>
  );
}
