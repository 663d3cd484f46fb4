import { Button } from '@mantine/core';
import { MODAL_TITLES } from '@seller-tools/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ConnectMarketplaceModal,
  ConsentWaitOverlay,
  openParticipationOffer,
  useConsentConnect,
} from '../../../lib/amazon-connect';
import { invalidateStores } from '../../../lib/current-store';
import { useCurrentUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { enrolKeys } from '../api/enrolment';

/**
 * Connects another Amazon store through the usual consent popup (spec §4) without leaving the step: once
 * Amazon answers, the store joins the list to choose from.
 */
export function ConnectStoreButton({ variant = 'light' }: { variant?: 'light' | 'filled' }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const flow = useConsentConnect({
    onError: (message, offer) =>
      offer
        ? openParticipationOffer({
            title: MODAL_TITLES.connectAmazon,
            message,
            marketplaces: offer,
            onConnect: (code) => connect(code),
          })
        : showToast({ kind: 'error', title: MODAL_TITLES.connectAmazon, message }),
    onConnected: (connected) => {
      showToast({
        kind: 'success',
        message: connected.message ?? 'Your Amazon seller account is connected.',
      });
      void queryClient.invalidateQueries({ queryKey: enrolKeys.all });
      void invalidateStores(queryClient);
    },
  });
  const connect = (marketplaceCode: string) => {
    setChoosing(false);
    flow.connect({ marketplaceCode, adminEmail: user?.email ?? '' });
  };
  return (
    <>
      <Button
        variant={variant}
        leftSection={<IconPlus size={16} />}
        onClick={() => setChoosing(true)}
        disabled={flow.waiting}
      >
        Connect a new store
      </Button>
      <ConsentWaitOverlay flow={flow} />
      <ConnectMarketplaceModal opened={choosing} onClose={() => setChoosing(false)} onConnect={connect} />
    </>
  );
}
