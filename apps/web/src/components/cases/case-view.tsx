import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { CASE_ACTION_LABELS, formatMoney, type TCaseAction, type TCaseDetail } from '@seller-tools/contract';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../ui/query-state';
import { useCaseChange, useCaseDetail, useEvidencePack } from './case-api';
import { CASE_STATE_COLORS, CASE_STATE_LABELS, KIND_LABELS } from './labels';

/** The state of a case as a coloured badge. */
export function CaseStateBadge({ state }: { state: TCaseDetail['state'] }) {
  return (
    <Badge color={CASE_STATE_COLORS[state]} variant="light">
      {CASE_STATE_LABELS[state]}
    </Badge>
  );
}

/** Actions that need words: Amazon's case id to file, Amazon's text or the reason for the others. */
const NEEDS_NOTE: Partial<Record<TCaseAction, string>> = {
  answer: "Amazon's answer",
  'more-info': 'What Amazon asks for',
  reject: "Amazon's reason",
  close: 'Why it is closed',
};

function CaseActions({ detail }: { detail: TCaseDetail }) {
  const change = useCaseChange(detail.case_id);
  const [amazonCaseId, setAmazonCaseId] = useState(detail.amazon_case_id ?? '');
  const [note, setNote] = useState('');
  if (detail.actions.length === 0) return null;
  const run = (action: TCaseAction) =>
    change.mutate(
      {
        kind: 'transition',
        body: {
          action,
          ...(action === 'file' ? { amazon_case_id: amazonCaseId } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      },
      { onSuccess: () => setNote('') },
    );
  const wantsNote = detail.actions.some((a) => NEEDS_NOTE[a]);
  return (
    <Stack gap="xs">
      {detail.actions.includes('file') ? (
        <TextInput
          label="Amazon case id"
          description="The id Seller Central gave the case once filed"
          value={amazonCaseId}
          onChange={(e) => setAmazonCaseId(e.currentTarget.value)}
          inputMode="numeric"
          maxLength={20}
        />
      ) : null}
      {wantsNote ? (
        <Textarea
          label="Amazon's text or the reason"
          description="Recorded in the history with the change"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          rows={3}
          maxLength={4000}
        />
      ) : null}
      <Group gap="xs">
        {detail.actions.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === 'approve' || action === 'file' ? 'filled' : 'light'}
            color={action === 'reject' || action === 'close' ? 'red' : undefined}
            loading={
              change.isPending &&
              change.variables?.kind === 'transition' &&
              change.variables.body.action === action
            }
            onClick={() => run(action)}
          >
            {CASE_ACTION_LABELS[action]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function CaseTextEditor({ detail }: { detail: TCaseDetail }) {
  const change = useCaseChange(detail.case_id);
  const [text, setText] = useState(detail.case_text);
  if (!detail.can_edit_text) {
    return (
      <Text component="pre" fz="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
        {detail.case_text}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        aria-label="Case text"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rows={10}
        maxLength={8000}
      />
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={text === detail.case_text || text.trim() === ''}
          loading={change.isPending && change.variables?.kind === 'text'}
          onClick={() => change.mutate({ kind: 'text', text })}
        >
          Save text
        </Button>
        <Text size="xs" c="dimmed">
          {detail.text_edited ? 'Edited' : 'Generated from the findings'}; editable until it is filed.
        </Text>
      </Group>
    </Stack>
  );
}

/** Generates the case's evidence pack and downloads it; says so when it could not. */
function EvidencePackButton({ detail }: { detail: TCaseDetail }) {
  const pack = useEvidencePack(detail.case_id);
  if (detail.findings.length === 0) return null;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileTypePdf size={14} />}
        loading={pack.isPending}
        onClick={() => pack.mutate()}
      >
        Evidence pack (PDF)
      </Button>
      {pack.data ? (
        <Text size="xs" c="dimmed">
          {pack.data} downloaded and kept with the store's documents.
        </Text>
      ) : null}
      {pack.isError ? (
        <Text size="xs" c="red">
          The evidence pack could not be generated.
        </Text>
      ) : null}
    </Group>
  );
}

/** One case in full: the facts, the text to file, the findings and their evidence, the history, the payments. */
export function CaseView({ detail }: { detail: TCaseDetail }) {
  return (
    <Stack gap="md" data-testid="case-view">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Text fw={600}>{KIND_LABELS[detail.kind]}</Text>
          <Text size="sm" c="dimmed">
            {detail.company_name} · {detail.seller_id} · {detail.group_key}
          </Text>
        </div>
        <CaseStateBadge state={detail.state} />
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          Claimed <b>{formatMoney(detail.claimed_amount, detail.currency)}</b> ({detail.claimed_quantity}{' '}
          units)
        </Text>
        <Text size="sm">
          Reimbursed <b>{formatMoney(detail.reimbursed_amount, detail.currency)}</b> (
          {detail.reimbursed_quantity} units)
        </Text>
        <Text size="sm">Deadline {detail.deadline ?? 'none'}</Text>
        {detail.amazon_case_id ? <Text size="sm">Amazon case {detail.amazon_case_id}</Text> : null}
      </Group>
      <Anchor href={detail.seller_central_url} target="_blank" rel="noreferrer" size="sm">
        <Group gap={4} component="span">
          {detail.amazon_case_id ? 'Open the case in Seller Central' : 'Open a case in Seller Central'}
          <IconExternalLink size={14} />
        </Group>
      </Anchor>
      <CaseActions key={`${detail.state}-${detail.updated_at}`} detail={detail} />
      {detail.reason ? <Text size="sm">Reason: {detail.reason}</Text> : null}
      <Title order={4}>Case text</Title>
      <CaseTextEditor key={detail.updated_at} detail={detail} />
      <Title order={4}>Findings and evidence</Title>
      <EvidencePackButton detail={detail} />
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Case findings" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ids</Table.Th>
              <Table.Th>Units</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Deadline</Table.Th>
              <Table.Th>Evidence</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.findings.map((f) => (
              <Table.Tr key={f.finding_id}>
                <Table.Td>
                  {[f.sku && `SKU ${f.sku}`, f.fnsku, f.shipment_id, f.amazon_order_id, f.reference_id]
                    .filter(Boolean)
                    .join(' · ')}
                </Table.Td>
                <Table.Td>{f.quantity}</Table.Td>
                <Table.Td>{formatMoney(f.estimated_value, f.currency)}</Table.Td>
                <Table.Td>{f.claim_deadline ?? '—'}</Table.Td>
                <Table.Td>
                  <Text fz="xs" style={{ wordBreak: 'break-word' }}>
                    {Object.entries(f.evidence)
                      .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
                      .join('; ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={4}>Reimbursements</Title>
      {detail.reimbursements.length === 0 ? (
        <Text size="sm" c="dimmed">
          None matched yet. Amazon's payments are matched after every sync of the reimbursements report.
        </Text>
      ) : (
        <Table aria-label="Matched reimbursements" fz="sm">
          <Table.Tbody>
            {detail.reimbursements.map((r) => (
              <Table.Tr key={`${r.reimbursement_id}-${r.reversal}`}>
                <Table.Td>{r.reimbursement_id}</Table.Td>
                <Table.Td>{r.approved_on}</Table.Td>
                <Table.Td>
                  {r.reversal ? 'Reversal' : r.matched_by === 'case-id' ? 'By case id' : 'By reference'}
                </Table.Td>
                <Table.Td>{r.quantity} units</Table.Td>
                <Table.Td>{formatMoney(r.amount, r.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={4}>History</Title>
      <Timeline bulletSize={12} lineWidth={2}>
        {detail.events.map((e) => (
          <Timeline.Item
            key={`${e.at}-${e.action}-${e.from_state}-${e.to_state}`}
            title={CASE_STATE_LABELS[e.to_state]}
          >
            <Text size="xs" c="dimmed">
              {new Date(e.at).toLocaleString()} · {e.actor_name ?? 'Seller Tools'}
            </Text>
            {e.note ? <Text size="sm">{e.note}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** A case opened over the list it was picked from (full screen on a phone). */
export function CaseDrawer({ caseId, onClose }: { caseId: string | null; onClose: () => void }) {
  const query = useCaseDetail(caseId);
  return (
    <Drawer
      opened={caseId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title="Case"
      styles={{ content: { maxWidth: '100vw' } }}
    >
      {caseId ? (
        <QueryState query={query} errorTitle="The case could not be loaded">
          {(detail) => <CaseView detail={detail} />}
        </QueryState>
      ) : null}
    </Drawer>
  );
}
