import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import {
  MODAL_TITLES,
  NOTIFICATION_PREFERENCE_LABELS,
  type TMarketingPreferences,
  type TServerUserInfo,
} from '@seller-tools/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { savePreferences } from '../api/preferences';

interface NotificationPreferenceModalProps {
  opened: boolean;
  email: string;
  /** After a successful save: the updated user, and on to the welcome modal. */
  onNext: (user: TServerUserInfo) => void;
}

const PREFERENCE_KEYS = Object.keys(NOTIFICATION_PREFERENCE_LABELS) as (keyof TMarketingPreferences)[];

const HINTS: Record<keyof TMarketingPreferences, string> = {
  general_newsletter_email: 'Selling tips and what is happening on the marketplace, about once a month.',
  new_feature_guide_email: 'A short guide when a new feature ships.',
  recent_update_email: 'Changes to the tools you use.',
};

/** "Welcome to, Set your preferences first" (spec §2): the three email preferences, saved on Next.
 * Choosing none is an answer too: Next saves them all off. */
export function NotificationPreferenceModal({ opened, email, onNext }: NotificationPreferenceModalProps) {
  const [preferences, setPreferences] = useState<TMarketingPreferences>({
    general_newsletter_email: false,
    new_feature_guide_email: false,
    recent_update_email: false,
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    setSaving(true);
    setError(null);
    try {
      const result = await savePreferences(email, preferences);
      if (result.ok) onNext(result.user);
      else setError(result.message);
    } catch {
      setError('Your preferences could not be saved. Check your connection and try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    // It stays until answered (Next saves): no close button, no Escape, no click outside (issue 15).
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={MODAL_TITLES.notificationPreference}
      size="md"
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose the emails you want from us. You can change this any time in Settings.
        </Text>
        {PREFERENCE_KEYS.map((key) => (
          <Checkbox
            key={key}
            label={NOTIFICATION_PREFERENCE_LABELS[key]}
            description={HINTS[key]}
            checked={preferences[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setPreferences((current) => ({ ...current, [key]: checked }));
            }}
          />
        ))}
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void onSubmit()} loading={saving}>
            Next
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
