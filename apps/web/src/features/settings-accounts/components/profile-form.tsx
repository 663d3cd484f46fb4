import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  NOTIFICATION_PREFERENCE_LABELS,
  PUBLIC_ROUTES,
  type TMarketingPreferences,
  type TServerUserInfo,
  USER_UPDATE_MESSAGES,
  ZInvitationName,
  ZUpdateUserRequest,
} from '@seller-tools/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ActionError } from '../../../components/kit/action-error';
import { SectionFrame } from '../../../components/ui/section-frame';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { zodResolver } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useSaveProfile } from '../api/user';

const PREFERENCE_KEYS = Object.keys(NOTIFICATION_PREFERENCE_LABELS) as (keyof TMarketingPreferences)[];

/** The three preferences from the ticked keys: every one not ticked is an explicit false. */
const preferencesOf = (ticked: readonly string[]): TMarketingPreferences => ({
  general_newsletter_email: ticked.includes('general_newsletter_email'),
  new_feature_guide_email: ticked.includes('new_feature_guide_email'),
  recent_update_email: ticked.includes('recent_update_email'),
});

interface TProfileValues {
  name: string;
  image: string;
  timezone: string;
  preferences: TMarketingPreferences;
}

// The rules and messages the server applies to a name and an image (PUT /api/user); the time zone is
// picked from a list and the preferences are ticks, so they are not checked here.
const checkProfile = zodResolver<TProfileValues>(
  z.object({ name: ZInvitationName, image: ZUpdateUserRequest.shape.image }),
);

/** The signed-in user's own profile: name, image, PPC time zone, marketing emails, password. */
export function ProfileForm({ user }: { user: TServerUserInfo }) {
  const save = useSaveProfile();
  const form = useForm<TProfileValues>({
    mode: 'controlled',
    initialValues: {
      name: user.name,
      image: user.image ?? '',
      timezone: user.ppc_timezone,
      preferences: user.is_subscribed_marketing,
    },
    validate: checkProfile,
  });
  const { name, image, timezone, preferences } = form.getValues();
  // The name's message shows once it differs from the saved one or after a try to send; the image's at once.
  const [touched, setTouched] = useState(false);
  const errors = checkProfile(form.getValues());
  const nameError = errors.name ?? null;
  const imageError = errors.image ?? null;

  const submit = form.onSubmit(
    () => {
      setTouched(true);
      save.mutate(
        {
          user_email: user.email,
          name: name.trim(),
          image: image.trim(),
          ppc_timezone: timezone,
          is_subscribed_marketing_list: preferences,
        },
        {
          onSuccess: (result) =>
            showToast({
              message: result.message ?? USER_UPDATE_MESSAGES.saved,
              kind: 'success',
              durationMs: 4000,
            }),
        },
      );
    },
    () => setTouched(true),
  );

  return (
    <SectionFrame titleId="profile-title" onSubmit={submit}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <UserAvatar
            name={name.trim() || user.email}
            src={image.trim() && !imageError ? image.trim() : null}
            size="lg"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="profile-title">
              Profile
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {user.email} · {user.company_name}
            </Text>
          </Stack>
        </Group>
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => form.setFieldValue('name', e.currentTarget.value)}
          error={touched || name !== user.name ? nameError : null}
          required
          maxLength={100}
        />
        <TextInput
          label="Image URL"
          description="An https:// address of a square picture; leave empty for your initials."
          value={image}
          onChange={(e) => form.setFieldValue('image', e.currentTarget.value)}
          error={imageError}
          maxLength={2048}
        />
        <TimeZoneSelect
          label="PPC time zone"
          description="PPC Manager reports and schedules use this zone."
          value={timezone}
          onChange={(zone) => form.setFieldValue('timezone', zone)}
          nothingFoundMessage="No such time zone"
        />
        {/* A group owns its checkboxes' state: each one is ticked by its value being in the group's
              value (a checked prop on a grouped checkbox is ignored, so they all looked unticked). */}
        <Checkbox.Group
          label="Marketing emails"
          value={PREFERENCE_KEYS.filter((key) => preferences[key])}
          onChange={(ticked) => form.setFieldValue('preferences', preferencesOf(ticked))}
        >
          <Stack gap="xs" mt="xs">
            {PREFERENCE_KEYS.map((key) => (
              <Checkbox key={key} value={key} label={NOTIFICATION_PREFERENCE_LABELS[key]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <ActionError error={save.error} />
        <Group justify="space-between">
          <Button component={Link} to={PUBLIC_ROUTES.changePassword} variant="default">
            Change password
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </SectionFrame>
  );
}
