import { Button, Container, Group, Stack } from '@mantine/core';
import { MODAL_TITLES, type TIntegrationStatusItem } from '@seller-tools/contract';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import {
  ConsentWaitOverlay,
  openParticipationOffer,
  type TConnected,
  useConsentConnect,
} from '../../../lib/amazon-connect';
import { fetchCurrentStore, invalidateStores, switchCurrentStore } from '../../../lib/current-store';
import { errorMessageOf } from '../../../lib/http';
import { useCurrentUser } from '../../../lib/session';
import { hideToast, showToast, type TToastOptions } from '../../../lib/toast';
import { useDisconnectAds } from '../api/ads-consent';
import { useDisconnectStore } from '../api/disconnect-store';
import { useIntegrationStatus } from '../api/integration-status';
import { integrationKeys } from '../api/keys';
import { useAdsConsent } from '../api/use-ads-consent';
import { ConnectMarketplaceModal } from '../components/connect-marketplace-modal';
import { StoreCard } from '../components/store-card';
import { storeName } from '../components/store-status';

/** Settings → Integrations: the company's stores, connect another marketplace, reconnect, disconnect. */
export function IntegrationsPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const status = useIntegrationStatus();
  const disconnect = useDisconnectStore();
  const disconnectAds = useDisconnectAds();
  const [choosing, setChoosing] = useState(false);
  // Connecting, reconnecting and disconnecting are the company admins' (the server refuses everyone else),
  // so a member is not offered buttons that can only fail. A session from before the flag existed shows them.
  const isAdmin = user?.isCompanyAdmin !== false;

  // Which of this page's toasts is the latest: the switch offer, decided after a refetch, must not
  // replace a toast that came meanwhile (a disconnect, an error).
  const latestToast = useRef(0);
  const toast = (options: TToastOptions) => {
    latestToast.current += 1;
    showToast(options);
    return latestToast.current;
  };

  const flow = useConsentConnect({
    onError: (message, offer) =>
      offer
        ? // The account sells elsewhere: a button per marketplace it does sell in starts that consent.
          openParticipationOffer({
            title: MODAL_TITLES.connectAmazon,
            message,
            marketplaces: offer,
            onConnect: (code) => connect(code),
          })
        : toast({ kind: 'error', title: MODAL_TITLES.connectAmazon, message }),
    onConnected: (connected: TConnected) => void announceConnected(connected),
  });

  // Amazon Ads is a consent of its own per store (issue 18), in the same popup flow.
  const adsFlow = useAdsConsent({
    onError: (message) => toast({ kind: 'error', title: 'Connect advertising', message }),
    onConnected: (message) => {
      toast({ kind: 'success', message: message ?? 'Advertising is connected.' });
      void invalidateStores(queryClient);
    },
  });

  const confirmDisconnectAds = (store: TIntegrationStatusItem) =>
    confirmAction({
      title: `Disconnect advertising of ${storeName(store)}?`,
      message: (
        <>
          Its advertising data stops updating. Everything imported so far is kept: connect advertising again
          at any time.
        </>
      ),
      confirmLabel: 'Disconnect advertising',
      onConfirm: () =>
        disconnectAds.mutate(store.channel_id, {
          onSuccess: () => toast({ kind: 'success', message: 'Advertising is disconnected.' }),
          onError: (error) => toast({ kind: 'error', message: errorMessageOf(error) }),
        }),
    });

  // Spec §4: toasts stay until dismissed. A store connected beside the current one does not take its
  // place: the toast offers the switch instead (issue 15).
  const announceConnected = async (connected: TConnected) => {
    const message = connected.message ?? 'Your Amazon seller account is connected.';
    const shown = toast({ kind: 'success', message });
    await invalidateStores(queryClient);
    const current = await fetchCurrentStore().catch(() => null);
    const isCurrent =
      current?.seller_id === connected.sellerId && current?.market_id === connected.marketplaceId;
    const added = queryClient
      .getQueryData<TIntegrationStatusItem[]>(integrationKeys.status)
      ?.find((s) => s.seller_id === connected.sellerId && s.market_id === connected.marketplaceId);
    if (isCurrent || !added || latestToast.current !== shown) return;
    const name = storeName(added);
    const switchTo = async () => {
      hideToast();
      const saved = await switchCurrentStore(added).catch(() => null);
      await queryClient.invalidateQueries();
      toast(
        saved
          ? { kind: 'success', message: `Switched to ${name}.` }
          : { kind: 'error', message: `Could not switch to ${name}. Try the store switcher.` },
      );
    };
    toast({
      kind: 'success',
      title: message,
      message: (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <span>Switch to {name}?</span>
          <Group gap="xs">
            <Button size="compact-sm" onClick={() => void switchTo()}>
              Switch
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => hideToast()}>
              Stay here
            </Button>
          </Group>
        </Group>
      ),
    });
  };

  const connect = (marketplaceCode: string, expectedSellerId?: string) => {
    setChoosing(false);
    flow.connect({ marketplaceCode, adminEmail: user?.email ?? '', expectedSellerId });
  };

  const confirmDisconnect = (store: TIntegrationStatusItem) =>
    confirmAction({
      title: `Disconnect ${storeName(store)}?`,
      message: (
        <>
          Its data stops updating and the store leaves your store list. Everything imported so far is kept:
          connect it again at any time to pick up where it left off.
        </>
      ),
      confirmLabel: 'Disconnect',
      onConfirm: () =>
        disconnect.mutate(
          { admin_email: user?.email, seller_id: store.seller_id, code: store.market_id },
          {
            onSuccess: (result) => toast({ kind: 'success', message: result.message ?? 'Disconnected.' }),
            onError: (error) => toast({ kind: 'error', message: errorMessageOf(error) }),
          },
        ),
    });

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setChoosing(true)} disabled={flow.waiting}>
      Connect marketplace
    </Button>
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" pos="relative">
        <PageHeader
          title="Integrations"
          subtitle={
            isAdmin
              ? 'Your Amazon seller accounts: one store per marketplace.'
              : 'Your Amazon seller accounts: one store per marketplace. Only a company administrator can connect or disconnect them.'
          }
          actions={isAdmin ? addButton : undefined}
        />
        <ConsentWaitOverlay flow={flow} />
        <ConsentWaitOverlay flow={adsFlow} />
        <QueryState
          query={status}
          skeleton={<ListSkeleton rows={3} label="Loading stores" />}
          errorTitle="Stores could not be loaded"
          empty={
            <EmptyPanel
              icon={<IconBuildingStore size={28} />}
              title="No store connected"
              action={isAdmin ? addButton : undefined}
            >
              {isAdmin
                ? 'Connect an Amazon seller account to track its ratings, reviews, orders and ads here.'
                : 'Ask a company administrator to connect an Amazon seller account.'}
            </EmptyPanel>
          }
        >
          {(data) => (
            <Stack gap="md" component="section" aria-label="Connected stores">
              {data.map((store) => (
                <StoreCard
                  key={store.channel_id}
                  store={store}
                  busy={flow.waiting || adsFlow.waiting || disconnect.isPending || disconnectAds.isPending}
                  canManage={isAdmin}
                  onReconnect={(s) => connect(s.market_id, s.seller_id)}
                  onDisconnect={confirmDisconnect}
                  onConnectAds={(s) => adsFlow.connect({ channelId: s.channel_id })}
                  onDisconnectAds={confirmDisconnectAds}
                />
              ))}
            </Stack>
          )}
        </QueryState>
        <ConnectMarketplaceModal opened={choosing} onClose={() => setChoosing(false)} onConnect={connect} />
      </Stack>
    </Container>
  );
}
