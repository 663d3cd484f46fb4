import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TSignedInSession } from '@seller-tools/contract';
import { IconDevices, IconLogout } from '@tabler/icons-react';
import { ActionError } from '../../../components/kit/action-error';
import { BareList } from '../../../components/ui/bare-list';
import { confirmAction } from '../../../components/ui/confirm-action';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { formatZonedDateTime } from '../../../lib/dates/date-time';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';

// The browser's own zone: these are the user's own moments, not a store's.
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Where the user is signed in: each device, and signing out one or all the others. */
export function DevicesSection() {
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const actionError = signOutOne.error ?? signOutOthers.error;

  const confirmSignOut = (session: TSignedInSession) =>
    confirmAction({
      title: `Sign out ${session.device}?`,
      message: <>That device has to sign in again with your password.</>,
      confirmLabel: 'Sign out',
      onConfirm: () => signOutOne.mutate(session.id),
    });
  const confirmSignOutOthers = () =>
    confirmAction({
      title: 'Sign out everywhere else?',
      message: <>Every device but this one has to sign in again with your password.</>,
      confirmLabel: 'Sign out everywhere else',
      onConfirm: () => signOutOthers.mutate(),
    });

  return (
    <SectionCard
      titleId="devices-title"
      title="Signed-in devices"
      description="Where your account is signed in. Sign out any device you do not recognise."
      actions={
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          onClick={confirmSignOutOthers}
          disabled={others.length === 0}
          loading={signOutOthers.isPending}
        >
          Sign out everywhere else
        </Button>
      }
    >
      <ActionError error={actionError} />
      <QueryState
        query={sessions}
        skeleton={<ListSkeleton rows={2} label="Loading your devices" />}
        errorTitle="Your devices could not be loaded"
      >
        {(list) => (
          <BareList gap="xs" aria-label="Signed-in devices">
            {list.map((session) => (
              <DeviceRow key={session.id} session={session} onSignOut={() => confirmSignOut(session)} />
            ))}
          </BareList>
        )}
      </QueryState>
    </SectionCard>
  );
}

function DeviceRow({ session, onSignOut }: { session: TSignedInSession; onSignOut: () => void }) {
  const zone = localZone();
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={session.device}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
          <IconDevices size={20} aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} truncate>
                {session.device}
              </Text>
              {session.current && <Badge variant="light">This device</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {session.ip ?? 'Unknown address'}
            </Text>
            <Text size="xs" c="dimmed">
              Signed in {formatZonedDateTime(session.created_at, zone)} · Last active{' '}
              {formatZonedDateTime(session.last_seen_at, zone)}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button size="xs" variant="subtle" color="red" onClick={onSignOut}>
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}
