import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  isImageUrl,
  NOTIFICATION_PREFERENCE_LABELS,
  PUBLIC_ROUTES,
  type TMarketingPreferences,
  type TServerUserInfo,
  USER_UPDATE_MESSAGES,
  ZInvitationName,
} from '@seller-tools/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../lib/http';
import { timeZoneOptions } from '../../../lib/time-zones';
import { showToast } from '../../../lib/toast';
import { useSaveProfile } from '../api/user';
import { fieldError } from './field-error';

const PREFERENCE_KEYS = Object.keys(NOTIFICATION_PREFERENCE_LABELS) as (keyof TMarketingPreferences)[];

/** The signed-in user's own profile: name, image, PPC time zone, marketing emails, password. */
export function ProfileForm({ user }: { user: TServerUserInfo }) {
  const save = useSaveProfile();
  const zones = useMemo(() => timeZoneOptions(), []);
  const [name, setName] = useState(user.name);
  const [image, setImage] = useState(user.image ?? '');
  const [timezone, setTimezone] = useState(user.ppc_timezone);
  const [preferences, setPreferences] = useState(user.is_subscribed_marketing);
  const [touched, setTouched] = useState(false);

  // The rule and message the server applies to a name (PUT /api/user).
  const nameError = fieldError(ZInvitationName, name);
  const imageError = image.trim() && !isImageUrl(image.trim()) ? USER_UPDATE_MESSAGES.imageInvalid : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || imageError) return;
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
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="profile-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar
              src={image.trim() && !imageError ? image.trim() : null}
              name={name}
              color="initials"
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
            onChange={(e) => setName(e.currentTarget.value)}
            error={touched || name !== user.name ? nameError : null}
            required
            maxLength={100}
          />
          <TextInput
            label="Image URL"
            description="An https:// address of a square picture; leave empty for your initials."
            value={image}
            onChange={(e) => setImage(e.currentTarget.value)}
            error={imageError}
            maxLength={2048}
          />
          <Select
            label="PPC time zone"
            description="PPC Manager reports and schedules use this zone."
            data={zones}
            value={timezone}
            onChange={(value) => value && setTimezone(value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No such time zone"
          />
          <Checkbox.Group label="Marketing emails">
            <Stack gap="xs" mt="xs">
              {PREFERENCE_KEYS.map((key) => (
                <Checkbox
                  key={key}
                  label={NOTIFICATION_PREFERENCE_LABELS[key]}
                  checked={preferences[key]}
                  onChange={(e) => setPreferences({ ...preferences, [key]: e.currentTarget.checked })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {save.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessageOf(save.error)}
            </Alert>
          )}
          <Group justify="space-between">
            <Button component={Link} to={PUBLIC_ROUTES.changePassword} variant="default">
              Change password
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
