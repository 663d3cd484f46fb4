import { Anchor, Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFinding } from '@seller-tools/contract';
import { formatMoney } from '@seller-tools/contract';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EvidenceTable } from './evidence-table';
import { ACTIONS, deadlineText, KIND_LABELS, STATUS_COLORS, STATUS_LABELS } from './labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

interface FindingCardProps {
  finding: TFinding & { company_name?: string; seller_id?: string; case_id?: string | null };
  /** Opens the case the finding is in (the staff's lists link their rows to cases). */
  onOpenCase?: (caseId: string) => void;
  /** The reimbursed view shows Amazon's ids and amount; the others the claim deadline. */
  view: 'claim' | 'action' | 'reimbursed';
}

/** One finding: what, how much, by when, and its evidence on demand. A card, so it reads at 375 px too. */
export function FindingCard({ finding, view, onOpenCase }: FindingCardProps) {
  const [open, setOpen] = useState(false);
  const action = finding.action_needed ? ACTIONS[finding.action_needed] : null;
  const ids = [
    finding.sku && ['SKU', finding.sku],
    finding.fnsku && ['FNSKU', finding.fnsku],
    finding.asin && ['ASIN', finding.asin],
    finding.shipment_id && ['Shipment', finding.shipment_id],
    finding.amazon_order_id && ['Order', finding.amazon_order_id],
    finding.reference_id && ['Reference', finding.reference_id],
  ].filter((entry): entry is [string, string] => Boolean(entry));
  const evidenceId = `evidence-${finding.finding_id}`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="finding-card" data-finding-id={finding.finding_id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600}>{KIND_LABELS[finding.kind]}</Text>
            {finding.company_name && (
              <Text size="xs" c="dimmed">
                {finding.company_name} · {finding.seller_id}
              </Text>
            )}
          </Stack>
          <Badge color={STATUS_COLORS[finding.status]} variant="light" style={{ flexShrink: 0 }}>
            {STATUS_LABELS[finding.status]}
          </Badge>
        </Group>
        <Group gap="lg" align="flex-start">
          {view === 'reimbursed' ? (
            <>
              <Fact label="Amazon paid">{formatMoney(finding.reimbursed_amount ?? 0, finding.currency)}</Fact>
              <Fact label="Reimbursement ids">{finding.reimbursement_ids.join(', ') || '—'}</Fact>
              <Fact label="We estimated">{formatMoney(finding.estimated_value, finding.currency)}</Fact>
            </>
          ) : (
            <>
              <Fact label="Value">{formatMoney(finding.estimated_value, finding.currency)}</Fact>
              <Fact label="Quantity">{finding.quantity}</Fact>
              <Fact label="Claim by">
                {finding.claim_deadline
                  ? `${finding.claim_deadline} (${deadlineText(finding.claim_deadline)})`
                  : '—'}
              </Fact>
            </>
          )}
        </Group>
        {ids.length > 0 && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ids.map(([label, value]) => `${label} ${value}`).join(' · ')}
          </Text>
        )}
        {view === 'action' && action && (
          <Paper bg="var(--mantine-color-orange-light)" p="xs" radius="sm">
            <Text size="sm" fw={600}>
              {action.label}
            </Text>
            <Text size="sm">{action.todo}</Text>
            {action.to && (
              <Anchor component={Link} to={action.to} size="sm" fw={600}>
                {action.cta}
              </Anchor>
            )}
          </Paper>
        )}
        <Text size="xs" c="dimmed">
          {finding.valuation}
        </Text>
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={
              <IconChevronDown
                size={14}
                style={{ transform: open ? 'rotate(180deg)' : undefined }}
                aria-hidden
              />
            }
            aria-expanded={open}
            aria-controls={evidenceId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide evidence' : 'Show evidence'}
          </Button>
          {finding.case_id && onOpenCase ? (
            <Button variant="light" size="compact-sm" onClick={() => onOpenCase(finding.case_id as string)}>
              Open case
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={open} id={evidenceId}>
          {open && <EvidenceTable evidence={finding.evidence} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
