import type { ReactNode } from 'react';
import { ExportButtons, type TExportFormat } from '../../../components/ui/export-buttons';
import { ListPage } from '../../../components/ui/list-page';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';

interface StoreGatedPageProps {
  title: string;
  /** The page's meta description, and what the store gate says the page will show. */
  description: string;
  /** The store's export in a format (the header's buttons show once the store is imported). */
  download?: (channelId: string, format: TExportFormat) => Promise<unknown>;
  children: ReactNode;
}

/** A store page of the reimbursement line: its meta, the header naming the store, and the store gate. */
export function StoreGatedPage({ title, description, download, children }: StoreGatedPageProps) {
  usePageMeta({ title, description });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  return (
    <ListPage
      title={title}
      subtitle={currentStoreLabel}
      actions={
        download &&
        importState === 'ready' &&
        currentChannelId && <ExportButtons download={(format) => download(currentChannelId, format)} />
      }
    >
      <StoreGate importState={importState} channelId={currentChannelId} willShow={description}>
        {children}
      </StoreGate>
    </ListPage>
  );
}
