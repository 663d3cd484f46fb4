import { NumberInput, Switch, Text } from '@mantine/core';
import {
  DEADLINE_DAYS_MAX,
  REIMBURSE_SETTINGS_MESSAGES,
  REVIEW_ROUTES,
  type TReimburseNotificationSettings,
  ZReimburseNotificationSettings,
} from '@seller-tools/contract';
import { Link } from 'react-router';
import { zodResolver } from '../../../lib/forms';
import { useReadOnly } from '../../../lib/session';
import { saveReimburseNotification } from '../api/accounts';
import { reimburseSettingsKeys } from '../api/keys';
import { SettingsFormSection } from './settings-form-section';
import { useCachedSectionForm } from './use-settings-save';

const validate = zodResolver<TReimburseNotificationSettings>(ZReimburseNotificationSettings);

/** The user's own reimbursement emails: new findings, deadline reminders, reimbursements received. */
export function NotificationForm({
  settings,
}: {
  settings: TReimburseNotificationSettings & { timezone: string };
}) {
  // Audit mode: staff look at the line read-only.
  const readOnly = useReadOnly();
  const { timezone, ...initial } = settings;
  const { form, section } = useCachedSectionForm<TReimburseNotificationSettings>(
    reimburseSettingsKeys.notification,
    initial,
    validate,
    saveReimburseNotification,
    REIMBURSE_SETTINGS_MESSAGES.notificationSaved,
    !readOnly,
  );
  const values = form.getValues();
  return (
    <SettingsFormSection title="Emails" {...section}>
      <Text size="sm" c="dimmed">
        One email a day at most, at the hour of your daily summary in {timezone} (change both in{' '}
        <Link to={REVIEW_ROUTES.settingsNotification}>your notification settings</Link>). Each finding is
        mentioned once per kind of news.
      </Text>
      <Switch
        label="New findings"
        description="What the audit found since the last email."
        disabled={readOnly}
        {...form.getInputProps('new_findings', { type: 'checkbox' })}
      />
      <Switch
        label="Deadline reminders"
        description="Findings whose claim deadline is near, so none expires unclaimed."
        disabled={readOnly}
        {...form.getInputProps('deadline_reminders', { type: 'checkbox' })}
      />
      <NumberInput
        label="Remind me this many days ahead"
        min={1}
        max={DEADLINE_DAYS_MAX}
        allowDecimal={false}
        disabled={readOnly || !values.deadline_reminders}
        maw={320}
        {...form.getInputProps('deadline_days')}
      />
      <Switch
        label="Reimbursements received"
        description="When Amazon pays a finding, with the amount."
        disabled={readOnly}
        {...form.getInputProps('reimbursements_received', { type: 'checkbox' })}
      />
    </SettingsFormSection>
  );
}
