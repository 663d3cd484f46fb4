import { Group, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ConsentWaitOverlay,
  MarketFlag,
  MarketplaceFields,
  type TMarketSelection,
} from '../../../lib/amazon-connect';
import { useAmazonConnect } from '../use-amazon-connect';
import { usePreselectedMarket } from '../use-preselected-market';
import classes from './connect-form.module.css';
import { openConfirmDialog } from './dialogs';
import { StepButton } from './step-button';

/** Region and marketplace, a confirmation, then the consent popup (spec §4). */
export function ConnectForm() {
  const [selection, setSelection] = useState<TMarketSelection>({ region: null, marketplace: null });
  // A marketplace chosen on /market-select before signing up comes selected.
  usePreselectedMarket(selection, setSelection);
  const flow = useAmazonConnect();
  const { connect, waiting } = flow;
  const { region, marketplace } = selection;

  const onConnect = () => {
    if (!region || !marketplace) return;
    openConfirmDialog({
      title: 'Connect your Amazon account',
      message: (
        <Stack gap="md">
          <Text>You will be taken to Amazon to approve the connection for this marketplace.</Text>
          <Stack gap={0} className={classes.summary}>
            <Group className={classes.summaryRow} wrap="nowrap" align="flex-start">
              <Text className={classes.summaryLabel}>Region</Text>
              <Text>{region.name}</Text>
            </Group>
            <Group className={classes.summaryRow} wrap="nowrap" align="flex-start">
              <Text className={classes.summaryLabel}>Marketplace</Text>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <MarketFlag countryCode={marketplace.value_2} />
                <div>
                  <Text lh={1.3}>{marketplace.name}</Text>
                  {marketplace.value_7 && (
                    <Text size="xs" c="dimmed">
                      {marketplace.value_7}
                    </Text>
                  )}
                </div>
              </Group>
            </Group>
          </Stack>
        </Stack>
      ),
      confirmLabel: 'Confirm',
      // Runs inside the click, so the popup it opens is not blocked.
      onConfirm: () => connect(marketplace.code),
    });
  };

  return (
    <Stack gap="lg">
      <ConsentWaitOverlay flow={flow} />
      <MarketplaceFields value={selection} onChange={setSelection} />
      <StepButton
        leftSection={<IconPlugConnected size={20} />}
        disabled={!region || !marketplace || waiting}
        onClick={onConnect}
      >
        Connect
      </StepButton>
    </Stack>
  );
}
