import { Stack, Text, Title } from '@mantine/core';
import type { TCaseState } from '@seller-tools/contract';
import { useState } from 'react';
import { CaseDrawer } from '../../../components/cases/case-view';
import { CasesTable } from '../../../components/cases/cases-table';
import { LoadMoreButton } from '../../../components/kit/load-more-button';
import { QueryState } from '../../../components/ui/query-state';
import { useShellContext } from '../../../lib/shell';
import { useStoreCases } from '../api/cases';

interface StoreCasesProps {
  title: string;
  states: readonly TCaseState[];
  /** What an empty list means and what happens next. */
  emptyText: string;
}

/** The store's cases in some states, each opening its case view (findings, evidence, text, history). */
export function StoreCases({ title, states, emptyText }: StoreCasesProps) {
  const { currentChannelId } = useShellContext();
  const query = useStoreCases(currentChannelId, states);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="xs" mb="lg" data-testid="store-cases">
      <Title order={3} size="h4">
        {title}
      </Title>
      <QueryState query={query} errorTitle="The cases could not be loaded">
        {(data) => {
          const rows = data.pages.flatMap((p) => p.items);
          return (
            <>
              <CasesTable
                label={title}
                rows={rows}
                onOpen={setOpen}
                empty={
                  <Text size="sm" c="dimmed">
                    {emptyText}
                  </Text>
                }
              />
              <LoadMoreButton query={query} label="More cases" variant="subtle" />
            </>
          );
        }}
      </QueryState>
      <CaseDrawer caseId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
