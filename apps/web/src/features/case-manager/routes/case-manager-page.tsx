import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CASE_STATES,
  CASE_URGENT_DAYS,
  FINDING_KINDS,
  OPEN_CASE_STATES,
  type TCaseState,
  type TFindingKind,
  type TQueueCase,
} from '@seller-tools/contract';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCaseChange } from '../../../components/cases/case-api';
import { CaseDrawer } from '../../../components/cases/case-view';
import { CasesTable } from '../../../components/cases/cases-table';
import { CASE_STATE_LABELS, KIND_LABELS } from '../../../components/cases/labels';
import { LoadMoreButton } from '../../../components/kit/load-more-button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { FiltersPanel } from '../../../components/ui/filters-panel';
import { ListPage } from '../../../components/ui/list-page';
import { QueryState } from '../../../components/ui/query-state';
import { usePageMeta } from '../../../lib/page-meta';
import { type TQueueFilters, useBulkFile, useCaseQueue } from '../api/queue';

const STATE_OPTIONS = CASE_STATES.map((s) => ({ value: s, label: CASE_STATE_LABELS[s] }));
const KIND_OPTIONS = FINDING_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));
const ASSIGNEE_OPTIONS = [
  { value: '', label: 'Anyone' },
  { value: 'me', label: 'Mine' },
  { value: 'none', label: 'Unassigned' },
];

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function ClaimButton({ row }: { row: TQueueCase }) {
  const change = useCaseChange(row.case_id);
  if (row.assignee_id) return null;
  return (
    <Button
      size="compact-xs"
      variant="default"
      loading={change.isPending}
      onClick={() => change.mutate({ kind: 'assign', assignee: 'me' })}
    >
      Claim
    </Button>
  );
}

function BulkFileModal({ cases, onClose }: { cases: TQueueCase[]; onClose: (filed: string[]) => void }) {
  const bulk = useBulkFile();
  const [ids, setIds] = useState<Record<string, string>>({});
  return (
    <Modal opened onClose={() => onClose([])} title="File cases" size="lg">
      <Stack>
        <Text size="sm">
          File each case in Seller Central with its text, then enter the case id Amazon gave it.
        </Text>
        {cases.map((c) => (
          <TextInput
            key={c.case_id}
            label={`${c.company_name} · ${KIND_LABELS[c.kind]} · ${c.group_key}`}
            placeholder="Amazon case id"
            inputMode="numeric"
            value={ids[c.case_id] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setIds((all) => ({ ...all, [c.case_id]: value }));
            }}
          />
        ))}
        {bulk.data?.refused.length ? (
          <Alert color="red" title="Some cases were not filed">
            {bulk.data.refused.map((r) => (
              <Text key={r.case_id} size="sm">
                {cases.find((c) => c.case_id === r.case_id)?.group_key}: {r.message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(bulk.data?.filed ?? [])}>
            Close
          </Button>
          <Button
            loading={bulk.isPending}
            disabled={cases.some((c) => !(ids[c.case_id] ?? '').trim())}
            onClick={() =>
              bulk.mutate(
                {
                  items: cases.map((c) => ({
                    case_id: c.case_id,
                    amazon_case_id: (ids[c.case_id] ?? '').trim(),
                  })),
                },
                { onSuccess: (result) => result.refused.length === 0 && onClose(result.filed) },
              )
            }
          >
            File {cases.length} case{cases.length === 1 ? '' : 's'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /reimburse/case-manager: the staff's work queue across every enrolled seller. */
export function CaseManagerPage() {
  usePageMeta({
    title: 'Case Manager',
    description:
      "Every enrolled seller's reimbursement cases: claim, file in Seller Central, record Amazon's answers.",
  });
  const [params, setParams] = useSearchParams();
  const openCase = params.get('case');
  const [filters, setFilters] = useState<TQueueFilters>({ state: [...OPEN_CASE_STATES].join(',') });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filing, setFiling] = useState(false);
  const query = useCaseQueue(filters);
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const list = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []);
  const set = (change: Partial<TQueueFilters>) => {
    setSelected(new Set());
    setFilters((f) => {
      const next: Record<string, unknown> = { ...f, ...change };
      for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined) delete next[key];
      return next as TQueueFilters;
    });
  };
  const activeCount = Object.keys(filters).filter((k) => k !== 'state').length;
  return (
    <ListPage
      title="Case Manager"
      subtitle={`Every enrolled seller; deadlines within ${CASE_URGENT_DAYS} days first`}
      actions={
        <Button disabled={selected.size === 0} onClick={() => setFiling(true)}>
          File selected ({selected.size})
        </Button>
      }
    >
      <FiltersPanel activeCount={activeCount}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <MultiSelect
            label="State"
            data={STATE_OPTIONS}
            value={list(filters.state)}
            onChange={(v) => set({ state: (v as TCaseState[]).join(',') })}
          />
          <MultiSelect
            label="Kind"
            data={KIND_OPTIONS}
            placeholder={filters.kind ? undefined : 'Every kind'}
            value={list(filters.kind)}
            onChange={(v) => set({ kind: (v as TFindingKind[]).join(',') })}
            clearable
          />
          <Select
            label="Assignee"
            data={ASSIGNEE_OPTIONS}
            value={(filters.assignee as string | undefined) ?? ''}
            onChange={(v) => set({ assignee: (v || undefined) as TQueueFilters['assignee'] })}
          />
          <Select
            label="Deadline"
            data={[
              { value: '', label: 'Any' },
              { value: String(CASE_URGENT_DAYS), label: `Within ${CASE_URGENT_DAYS} days` },
              { value: '30', label: 'Within 30 days' },
            ]}
            value={
              filters.deadline_before
                ? filters.deadline_before === inDays(CASE_URGENT_DAYS)
                  ? String(CASE_URGENT_DAYS)
                  : '30'
                : ''
            }
            onChange={(v) => set({ deadline_before: v ? inDays(Number(v)) : undefined })}
          />
          <NumberInput
            label="Claimed at least"
            description="In the case's currency"
            min={0}
            value={filters.min_value === undefined ? '' : Number(filters.min_value) / 100}
            onChange={(v) => set({ min_value: v === '' ? undefined : Math.round(Number(v) * 100) })}
          />
          <TextInput
            label="Store (channel id)"
            value={filters.channel_id ?? ''}
            onChange={(e) => set({ channel_id: e.currentTarget.value.trim() || undefined })}
          />
        </SimpleGrid>
      </FiltersPanel>
      <QueryState query={query} errorTitle="The case queue could not be loaded">
        {() => (
          <>
            <CasesTable
              label="Case queue"
              staff
              rows={rows}
              onOpen={(id) => setParams({ case: id })}
              selected={selected}
              onSelect={(id, on) =>
                setSelected((all) => {
                  const next = new Set(all);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              rowActions={(row) => <ClaimButton row={row} />}
              empty={
                <EmptyPanel icon={<IconClipboardList size={28} />} title="No cases to work on">
                  No enrolled seller's case matches these filters. Cases appear as audits find claimable units
                  and sellers approve the drafts; widen the states to see filed and closed ones.
                </EmptyPanel>
              }
            />
            <LoadMoreButton query={query} variant="subtle" />
          </>
        )}
      </QueryState>
      {filing ? (
        <BulkFileModal
          cases={rows.filter((r) => selected.has(r.case_id))}
          onClose={() => {
            setFiling(false);
            setSelected(new Set());
          }}
        />
      ) : null}
      <CaseDrawer caseId={openCase} onClose={() => setParams({})} />
    </ListPage>
  );
}
