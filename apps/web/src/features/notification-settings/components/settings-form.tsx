import { Checkbox, Chip, MultiSelect, Select, SimpleGrid, Stack, Switch, TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALERT_SCOPE_MAX,
  NOTIFICATION_PREFERENCE_LABELS,
  REVIEW_MESSAGES,
  STAR_VALUES,
  type TMarketingPreferences,
  type TNotificationSettings,
  type TSummaryFrequency,
  ZNotificationSettings,
} from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChipChoice } from '../../../components/ui/labelled-group';
import { SaveBar } from '../../../components/ui/save-bar';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { TitledSection } from '../../../components/ui/titled-section';
import { HOUR_OPTIONS } from '../../../lib/dates';
import { topLevelErrors, zodResolver } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { useTags } from '../../../lib/review-tags';
import { rememberServerUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { saveMarketingPreferences, userKey } from '../api/marketing-preferences';
import { notificationSettingsKey, saveNotificationSettings } from '../api/notification-settings';

const PREFERENCE_KEYS = Object.keys(NOTIFICATION_PREFERENCE_LABELS) as (keyof TMarketingPreferences)[];

type TSettingsValues = TNotificationSettings & { preferences: TMarketingPreferences };

// Weekly and monthly go out at the same hour, on the day named, in the chosen time zone.
const FREQUENCY_OPTIONS: { value: TSummaryFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily: the last 24 hours' },
  { value: 'weekly', label: 'Weekly, on Mondays: the week before' },
  { value: 'monthly', label: 'Monthly, on the 1st: the month before' },
];

const checkSettings = zodResolver<TNotificationSettings>(ZNotificationSettings);

interface SettingsFormProps {
  email: string;
  settings: TNotificationSettings;
  preferences: TMarketingPreferences;
}

/** The review summary (daily, weekly or monthly), the two alerts and the three marketing emails; one Save for all. */
export function SettingsForm({
  email,
  settings: initial,
  preferences: initialPreferences,
}: SettingsFormProps) {
  const queryClient = useQueryClient();
  const tags = useTags();
  const form = useForm<TSettingsValues>({
    mode: 'controlled',
    initialValues: { ...initial, preferences: initialPreferences },
    // The marketing emails are ticks, sent apart (PUT /api/user); the settings follow the contract's schema.
    validate: ({ preferences: _preferences, ...settings }) => topLevelErrors(checkSettings(settings)),
    // Only the chips clear the stars' message (below); other changes leave it until the next Save.
    clearInputErrorOnChange: false,
  });
  const { preferences, ...settings } = form.getValues();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<TNotificationSettings>) => form.setValues(change);
  // A switch shows one of the settings' flags and turns it on or off.
  const bindSwitch = (field: 'daily_summary' | 'negative_review_alert' | 'rating_drop_alert') => ({
    checked: settings[field],
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      set({ [field]: event.currentTarget.checked }),
  });
  // The stars' message shows under the chips (until they change); any other one above Save.
  const starsError = (form.errors.negative_stars as string | undefined) ?? null;

  const save = async ({ preferences: chosen, ...values }: TSettingsValues) => {
    setError(null);
    setSaving(true);
    try {
      const saved = await saveNotificationSettings(ZNotificationSettings.parse(values));
      queryClient.setQueryData(notificationSettingsKey, saved);
      const changed = PREFERENCE_KEYS.some((key) => chosen[key] !== initialPreferences[key]);
      if (changed) {
        const user = await saveMarketingPreferences(email, chosen);
        queryClient.setQueryData(userKey, user);
        rememberServerUser(user);
      }
      showToast({ kind: 'success', message: REVIEW_MESSAGES.settingsSaved });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  const submit = form.onSubmit(
    (values) => void save(values),
    (errors) => setError(errors.negative_stars ? null : ((Object.values(errors)[0] as string) ?? null)),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <TitledSection title="Review summary">
          <Switch
            label="Email me a review summary"
            description="New reviews by star, the negative ones, rating changes and removed reviews of the period."
            {...bindSwitch('daily_summary')}
          />
          <Select
            label="How often"
            data={FREQUENCY_OPTIONS}
            value={settings.summary_frequency}
            onChange={(value) => value && set({ summary_frequency: value as TSummaryFrequency })}
            allowDeselect={false}
            disabled={!settings.daily_summary}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Send it at"
              data={HOUR_OPTIONS}
              value={String(settings.summary_hour)}
              onChange={(value) => value !== null && set({ summary_hour: Number(value) })}
              allowDeselect={false}
              disabled={!settings.daily_summary}
            />
            <TimeZoneSelect
              value={settings.timezone}
              onChange={(timezone) => set({ timezone })}
              disabled={!settings.daily_summary}
            />
          </SimpleGrid>
        </TitledSection>

        <TitledSection title="Alerts">
          <Switch
            label="Email me when a negative review arrives"
            description="Within one sync of the review appearing on Amazon; once per review."
            {...bindSwitch('negative_review_alert')}
          />
          <ChipChoice
            label="Count as negative"
            value={settings.negative_stars.map(String)}
            onChange={(values) => {
              set({ negative_stars: values.map(Number).sort() });
              form.clearFieldError('negative_stars');
            }}
            error={starsError}
          >
            {STAR_VALUES.map((star) => (
              <Chip
                key={star}
                value={String(star)}
                size="sm"
                variant="outline"
                disabled={!settings.negative_review_alert}
              >
                {star === 1 ? '1 star' : `${star} stars`}
              </Chip>
            ))}
          </ChipChoice>
          <Switch
            label="Email me when a product's displayed rating drops"
            description="When the rating shoppers see crosses to a lower tenth, e.g. 4.3 → 4.2."
            {...bindSwitch('rating_drop_alert')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TagsInput
              label="Only for these ASINs"
              description="Empty: every ASIN of your stores."
              placeholder="B0… then Enter"
              value={settings.alert_asins}
              onChange={(values) => set({ alert_asins: values.map((v) => v.trim().toUpperCase()) })}
              maxTags={ALERT_SCOPE_MAX}
              splitChars={[',', ' ']}
              clearable
            />
            <MultiSelect
              label="Only negative reviews tagged"
              description="Empty: any negative review."
              placeholder={tags.data?.length ? 'Choose tags' : 'No tags yet'}
              data={(tags.data ?? []).map((tag) => ({ value: tag.tag_id, label: tag.name }))}
              value={settings.alert_tag_ids}
              onChange={(values) => set({ alert_tag_ids: values })}
              maxValues={ALERT_SCOPE_MAX}
              searchable
              clearable
            />
          </SimpleGrid>
        </TitledSection>

        <TitledSection title="News from us">
          {PREFERENCE_KEYS.map((key) => (
            <Checkbox
              key={key}
              label={NOTIFICATION_PREFERENCE_LABELS[key]}
              checked={preferences[key]}
              onChange={(event) => form.setFieldValue(`preferences.${key}`, event.currentTarget.checked)}
            />
          ))}
        </TitledSection>

        <SaveBar error={error} saving={saving} />
      </Stack>
    </form>
  );
}
