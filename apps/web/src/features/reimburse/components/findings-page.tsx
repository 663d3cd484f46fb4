import type { TFindingStatus } from '@seller-tools/contract';
import { type ReactNode, useState } from 'react';
import { useShellContext } from '../../../lib/shell';
import { downloadFindings } from '../api/findings';
import type { TFindingFilters } from '../api/keys';
import { FindingFilters, FindingsList } from './findings-list';
import { StoreGatedPage } from './store-gated-page';

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
  const { currentChannelId } = useShellContext();
  const [filters, setFilters] = useState<TFindingFilters>({ statuses, kinds: [], q: '' });
  return (
    <StoreGatedPage
      title={title}
      description={description}
      download={(channelId, format) => downloadFindings(channelId, filters, format)}
    >
      {intro}
      <FindingFilters filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
      <FindingsList channelId={currentChannelId} filters={filters} view={view} empty={empty} />
    </StoreGatedPage>
  );
}
