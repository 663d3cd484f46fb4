import type { TFindingStatus } from '@seller-tools/contract';
import { type ReactNode, useState } from 'react';
import { ExportButtons } from '../../../components/ui/export-buttons';
import { ListPage } from '../../../components/ui/list-page';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { downloadFindings } from '../api/findings';
import type { TFindingFilters } from '../api/keys';
import { FindingFilters, FindingsList } from './findings-list';

interface FindingsPageProps {
  title: string;
  description: string;
  statuses: readonly TFindingStatus[];
  view: 'claim' | 'action' | 'reimbursed';
  /** Above the list: what the page is for. */
  intro?: ReactNode;
  empty: ReactNode;
}

/** A findings page of the reimbursement line: header with exports, filters, the list. */
export function FindingsPage({ title, description, statuses, view, intro, empty }: FindingsPageProps) {
  usePageMeta({ title, description });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  const [filters, setFilters] = useState<TFindingFilters>({ statuses, kinds: [], q: '' });
  return (
    <ListPage
      title={title}
      subtitle={currentStoreLabel}
      actions={
        importState === 'ready' &&
        currentChannelId && (
          <ExportButtons download={(format) => downloadFindings(currentChannelId, filters, format)} />
        )
      }
    >
      <StoreGate importState={importState} channelId={currentChannelId} willShow={description}>
        {intro}
        <FindingFilters filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
        <FindingsList channelId={currentChannelId} filters={filters} view={view} empty={empty} />
      </StoreGate>
    </ListPage>
  );
}
