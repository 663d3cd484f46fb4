import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { StoreGate } from '../../../components/ui/store-state';
import { useShellContext } from '../../../lib/shell';
import { WILL_SHOW } from './labels';
import { ProductDetailDrawer } from './product-detail-drawer';
import { TrackerTabs } from './tracker-tabs';
import type { useOpenProduct } from './use-open-product';

interface TrackerPageProps {
  /** The open product (its drawer is part of every tab). */
  detail: ReturnType<typeof useOpenProduct>;
  children: ReactNode;
}

/** The frame of every Ratings Tracker tab: title, tabs, the store gate around the tab, the product drawer. */
export function TrackerPage({ detail, children }: TrackerPageProps) {
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title="Product Ratings Tracker" subtitle={currentStoreLabel} />
        <TrackerTabs />
        <StoreGate importState={importState} channelId={currentChannelId} willShow={WILL_SHOW}>
          {children}
        </StoreGate>
      </Stack>
      <ProductDetailDrawer channelId={detail.channelId} asin={detail.asin} onClose={detail.close} />
    </Container>
  );
}
