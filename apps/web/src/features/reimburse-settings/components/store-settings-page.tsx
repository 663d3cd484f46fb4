import type { TReimburseStoreSettings } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useStoreSettings } from '../api/store-settings';
import { ReadOnlyNotice } from './settings-frame';
import { SettingsQueryPage } from './settings-query-page';

interface StoreSettingsPageProps {
  title: string;
  description: string;
  willShow: string;
  /** How many cards the skeleton shows, and what it says while loading. */
  skeleton: { cards: number; label: string };
  errorTitle: string;
  /** The page's sections, under the read-only notice, for the current store's settings. */
  children: (settings: TReimburseStoreSettings) => ReactNode;
}

/** A per-store setup or settings page: the frame, the current store's settings loaded, then its sections. */
export function StoreSettingsPage({
  title,
  description,
  willShow,
  skeleton,
  errorTitle,
  children,
}: StoreSettingsPageProps) {
  const { currentChannelId } = useShellContext();
  // The store settings also say whether the caller may change them (the company's admin).
  const settings = useStoreSettings(currentChannelId);
  return (
    <SettingsQueryPage
      title={title}
      description={description}
      willShow={willShow}
      query={settings}
      skeleton={<CardsSkeleton cards={skeleton.cards} label={skeleton.label} />}
      errorTitle={errorTitle}
    >
      {(data) => (
        <>
          <ReadOnlyNotice canEdit={data.can_edit} />
          {children(data)}
        </>
      )}
    </SettingsQueryPage>
  );
}
