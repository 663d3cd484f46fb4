import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { BILLING_MESSAGES, BILLING_TEST_CARDS, type TBillingProfile } from '@seller-tools/contract';
import { IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { saveTestCard } from '../api/billing';
import { reimburseSettingsKeys } from '../api/keys';
import { useFormSave } from './use-settings-save';

/**
 * The card invoices are charged to. Stripe Elements (Stripe.js) cannot load on this server, so in
 * development and tests (the server's BILLING_TEST_CARDS) the card is chosen among Stripe's test cards and
 * the server confirms the SetupIntent with it. In production this section mounts Stripe Elements' card
 * field instead, confirmed with the client secret of POST /api/billing/setup-intent.
 */
export function BillingCard({ profile, canEdit }: { profile: TBillingProfile; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string>(BILLING_TEST_CARDS[0].id);
  const { error, saving, run } = useFormSave(async (paymentMethod: string) => {
    queryClient.setQueryData(reimburseSettingsKeys.billing, await saveTestCard(paymentMethod));
  }, BILLING_MESSAGES.cardSaved);
  const card = profile.card;
  return (
    <TitledSection title="Payment method">
      <Group gap="sm" wrap="nowrap">
        <IconCreditCard size={22} aria-hidden />
        <Text size="sm" data-testid="billing-card">
          {card
            ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`
            : 'No card yet. Invoices are charged to the card you add here.'}
        </Text>
      </Group>
      {!profile.details && <Text size="sm">{BILLING_MESSAGES.detailsFirst}</Text>}
      {profile.details && canEdit && profile.test_cards && (
        <Stack gap="sm">
          <Radio.Group
            label={card ? 'Replace the card (test mode)' : 'Add a card (test mode)'}
            description="This server runs against Stripe's test environment: choose one of Stripe's test cards."
            value={choice}
            onChange={setChoice}
          >
            <Stack gap={6} mt={6}>
              {BILLING_TEST_CARDS.map((test) => (
                <Radio key={test.id} value={test.id} label={test.label} />
              ))}
            </Stack>
          </Radio.Group>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button loading={saving} onClick={() => void run(choice)}>
              Save card
            </Button>
          </Group>
        </Stack>
      )}
      {profile.details && canEdit && !profile.test_cards && (
        <Text size="sm" c="dimmed">
          Your card is entered in Stripe's secure card field.
        </Text>
      )}
    </TitledSection>
  );
}
