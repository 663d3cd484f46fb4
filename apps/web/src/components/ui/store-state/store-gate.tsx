import type { ReactNode } from 'react';
import type { TImportState } from '../../../lib/shell';
import { ImportingPanel } from './importing-panel';
import { NoStorePanel } from './no-store-panel';

interface StoreGateProps {
  importState: TImportState;
  channelId: string | null;
  /** What the page will show once the store's data is in. */
  willShow: string;
  children: ReactNode;
}

/** A page of store data: "connect a store" without one, the import's progress while it runs, else the page. */
export function StoreGate({ importState, channelId, willShow, children }: StoreGateProps) {
  if (importState === 'no-store') return <NoStorePanel willShow={willShow} />;
  if (importState === 'importing') return <ImportingPanel willShow={willShow} channelId={channelId} />;
  return <>{children}</>;
}
