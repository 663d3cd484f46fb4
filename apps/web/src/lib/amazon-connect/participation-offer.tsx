import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type TConnectRefusalData, ZConnectRefusalData } from '@seller-tools/contract';

export type TMarketplaceOffer = TConnectRefusalData['marketplaces'][number];

/**
 * The marketplaces a refused connect offers instead: the server refuses a marketplace the Amazon account
 * does not sell in and sends, as the error's data, the ones it does sell in. Empty for any other error.
 */
export function offeredMarketplaces(data: unknown): TMarketplaceOffer[] {
  const parsed = ZConnectRefusalData.safeParse(data);
  return parsed.success ? parsed.data.marketplaces : [];
}

/** The refusal's message and a Connect button for each marketplace the account sells in. */
export function ParticipationOffer({
  message,
  marketplaces,
  onConnect,
}: {
  message: string;
  marketplaces: readonly TMarketplaceOffer[];
  /** Runs inside the click, so the consent popup it opens is not blocked. */
  onConnect: (marketplaceCode: string) => void;
}) {
  return (
    <Stack gap="md">
      <Text>{message}</Text>
      <Group gap="xs">
        {marketplaces.map((m) => (
          <Button key={m.code} size="compact-md" onClick={() => onConnect(m.code)}>
            Connect {m.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

let offerCount = 0;

/** Opens the offer as a dialog; a button closes it and starts the consent for its marketplace. */
export function openParticipationOffer(options: {
  title: string;
  message: string;
  marketplaces: readonly TMarketplaceOffer[];
  onConnect: (marketplaceCode: string) => void;
}): void {
  offerCount += 1;
  const modalId = `participation-offer-${offerCount}`;
  modals.open({
    modalId,
    title: options.title,
    centered: true,
    children: (
      <ParticipationOffer
        message={options.message}
        marketplaces={options.marketplaces}
        onConnect={(code) => {
          modals.close(modalId);
          options.onConnect(code);
        }}
      />
    ),
  });
}
