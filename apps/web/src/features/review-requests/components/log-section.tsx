import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TReviewRequestState } from '@seller-tools/contract';
import { useState } from 'react';
import { ListPager } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { LOG_PAGE_SIZE, useLog } from '../api/log';
import { ExportButton } from './export-button';
import { zoneName } from './format';
import { LogEmpty } from './log-empty';
import { LogFilters } from './log-filters';
import { LogList } from './log-list';

interface LogSectionProps {
  channelId: string;
  /** The saved rule's zone: times in the log read like the rule's send hour. */
  timeZone: string;
  ruleEnabled: boolean;
  onGoToRule: () => void;
}

/** One row per order with its attempts: searchable, filterable by state, a page at a time, exportable. */
export function LogSection({ channelId, timeZone, ruleEnabled, onGoToRule }: LogSectionProps) {
  const [q, setQ] = useState('');
  const [statuses, setStatuses] = useState<TReviewRequestState[]>([]);
  const [page, setPage] = useState(1);
  const log = useLog(channelId, { q, statuses, page });
  const filtered = q.trim() !== '' || statuses.length > 0;
  const total = log.data?.total ?? 0;

  return (
    <Stack gap="md" component="section" aria-labelledby="log-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="log-title">
            Orders and attempts
          </Title>
          <Text size="xs" c="dimmed">
            Latest outcomes first, then what waits, soonest first. Times in {zoneName(timeZone)}.
          </Text>
        </Stack>
        <ExportButton channelId={channelId} q={q} statuses={statuses} />
      </Group>
      <Paper withBorder radius="lg" p="md">
        <LogFilters
          q={q}
          statuses={statuses}
          onSearch={(next) => {
            setQ(next);
            setPage(1);
          }}
          onStatuses={(next) => {
            setStatuses(next);
            setPage(1);
          }}
        />
      </Paper>
      <QueryState
        query={log}
        skeleton={<ListSkeleton label="Loading the log" />}
        errorTitle="The log could not be loaded"
        empty={
          <LogEmpty
            filtered={filtered}
            ruleEnabled={ruleEnabled}
            onClear={() => {
              setQ('');
              setStatuses([]);
              setPage(1);
            }}
            onGoToRule={onGoToRule}
          />
        }
      >
        {(data) => (
          <>
            <Paper
              withBorder
              radius="lg"
              style={{ overflow: 'hidden', opacity: log.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={log.isFetching}
            >
              <LogList channelId={channelId} items={data.items} timeZone={timeZone} />
            </Paper>
            <ListPager page={page} pageSize={LOG_PAGE_SIZE} total={total} noun="orders" onPage={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
