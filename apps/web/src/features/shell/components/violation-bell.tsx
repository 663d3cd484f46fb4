import {
  ActionIcon,
  Button,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { REVIEW_ROUTES, ROLES, reviewAlertPath } from '@seller-tools/contract';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useMarkBellRead,
  useMarkReviewAlertsRead,
  useReviewAlertBell,
  useViolationBell,
} from '../api/bell-feed';

const BELL_ROLES: readonly string[] = [ROLES.violationAdmin, ROLES.violationUser, ROLES.violationReporter];

/** Whether the shell shows the violation notices: users who have the Violation module (spec §6 roles). */
export const hasViolationBell = (roles: readonly string[]) => roles.some((r) => BELL_ROLES.includes(r));

type TBellItem = { id: string; title: string; createdAt: string; read: boolean; open: () => void };

/** One section of the dropdown: its notices, newest first, or what will show there. */
function BellSection(props: { title: string; empty: string; items: TBellItem[] }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {props.title}
      </Text>
      {props.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        props.items.map((n) => (
          <UnstyledButton
            key={n.id}
            p={6}
            style={{ borderRadius: 6, background: n.read ? undefined : 'var(--mantine-color-blue-0)' }}
            onClick={n.open}
          >
            <Text size="sm" lineClamp={2}>
              {n.title}
            </Text>
            <Text size="xs" c="dimmed">
              {new Date(n.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </UnstyledButton>
        ))
      )}
    </Stack>
  );
}

/**
 * The bell in the shell header, the notification centre: unread violation notices (for users with the
 * Violation module) and review alerts (issue 25: negative reviews, rating drops, removed reviews), each
 * opening what it is about.
 */
export function ViolationBell({
  violations = true,
  reviews = false,
}: {
  violations?: boolean;
  reviews?: boolean;
}) {
  const bell = useViolationBell(violations);
  const markRead = useMarkBellRead();
  const reviewBell = useReviewAlertBell(reviews);
  const markReviewsRead = useMarkReviewAlertsRead();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const violationUnread = violations ? (bell.data?.unread ?? 0) : 0;
  const reviewUnread = reviews ? (reviewBell.data?.unread ?? 0) : 0;
  const unread = violationUnread + reviewUnread;
  const go = (to: string) => {
    setOpened(false);
    navigate(to);
  };
  const violationItems: TBellItem[] = (bell.data?.items ?? []).map((n) => ({
    id: n.notice_id,
    title: n.title,
    createdAt: n.created_at,
    read: n.read,
    open: () => {
      if (!n.read) markRead.mutate([n.notice_id]);
      go(`${REVIEW_ROUTES.violation}?event=${n.event_id}`);
    },
  }));
  const reviewItems: TBellItem[] = (reviewBell.data?.items ?? []).map((a) => ({
    id: a.alert_id,
    title: a.title,
    createdAt: a.created_at,
    read: a.read,
    open: () => {
      if (!a.read) markReviewsRead.mutate([a.alert_id]);
      go(reviewAlertPath(a));
    },
  }));
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={4} color="red">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Notifications, ${unread} unread`}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
        <Stack gap="xs">
          <ScrollArea.Autosize mah={360}>
            <Stack gap="sm">
              {violations && (
                <BellSection
                  title="Violation alerts"
                  empty="No alerts yet: new hijackers, Buy Box losses, suppressions and the like show here."
                  items={violationItems}
                />
              )}
              {reviews && (
                <BellSection
                  title="Review alerts"
                  empty="No review alerts yet: negative reviews, rating drops and reviews Amazon removed show here."
                  items={reviewItems}
                />
              )}
            </Stack>
          </ScrollArea.Autosize>
          {unread > 0 && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                if (violationUnread > 0) markRead.mutate(undefined);
                if (reviewUnread > 0) markReviewsRead.mutate(undefined);
              }}
              loading={markRead.isPending || markReviewsRead.isPending}
            >
              Mark all read
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
