import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEADLINE_DAYS_MAX,
  REIMBURSE_SETTINGS_MESSAGES,
  REVIEW_ROUTES,
  type TReimburseNotificationSettings,
  ZReimburseNotificationSettings,
} from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { zodResolver } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { saveReimburseNotification } from '../api/accounts';
import { reimburseSettingsKeys } from '../api/keys';

const validate = zodResolver<TReimburseNotificationSettings>(ZReimburseNotificationSettings);

/** The user's own reimbursement emails: new findings, deadline reminders, reimbursements received. */
export function NotificationForm({
  settings,
}: {
  settings: TReimburseNotificationSettings & { timezone: string };
}) {
  const queryClient = useQueryClient();
  const { timezone, ...initial } = settings;
  const form = useForm<TReimburseNotificationSettings>({
    mode: 'controlled',
    initialValues: initial,
    validate,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const values = form.getValues();
  const submit = form.onSubmit(async (body) => {
    setError(null);
    setSaving(true);
    try {
      queryClient.setQueryData(reimburseSettingsKeys.notification, await saveReimburseNotification(body));
      showToast({ kind: 'success', message: REIMBURSE_SETTINGS_MESSAGES.notificationSaved });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="mail-title"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4" id="mail-title">
            Emails
          </Title>
          <Text size="sm" c="dimmed">
            One email a day at most, at the hour of your daily summary in {timezone} (change both in{' '}
            <Link to={REVIEW_ROUTES.settingsNotification}>your notification settings</Link>). Each finding is
            mentioned once per kind of news.
          </Text>
          <Switch
            label="New findings"
            description="What the audit found since the last email."
            {...form.getInputProps('new_findings', { type: 'checkbox' })}
          />
          <Switch
            label="Deadline reminders"
            description="Findings whose claim deadline is near, so none expires unclaimed."
            {...form.getInputProps('deadline_reminders', { type: 'checkbox' })}
          />
          <NumberInput
            label="Remind me this many days ahead"
            min={1}
            max={DEADLINE_DAYS_MAX}
            allowDecimal={false}
            disabled={!values.deadline_reminders}
            maw={320}
            {...form.getInputProps('deadline_days')}
          />
          <Switch
            label="Reimbursements received"
            description="When Amazon pays a finding, with the amount."
            {...form.getInputProps('reimbursements_received', { type: 'checkbox' })}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
