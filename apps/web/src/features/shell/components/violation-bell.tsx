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
import { REVIEW_ROUTES, ROLES } from '@seller-tools/contract';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkBellRead, useViolationBell } from '../api/violation-bell';

const BELL_ROLES: readonly string[] = [ROLES.violationAdmin, ROLES.violationUser, ROLES.violationReporter];

/** Whether the shell shows the bell: users who have the Violation module (spec §6 roles). */
export const hasViolationBell = (roles: readonly string[]) => roles.some((r) => BELL_ROLES.includes(r));

/** The bell in the shell header: unread violation notices, each opening its event. */
export function ViolationBell() {
  const bell = useViolationBell(true);
  const markRead = useMarkBellRead();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const unread = bell.data?.unread ?? 0;
  const items = bell.data?.items ?? [];
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
      <Popover.Dropdown p="xs">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Violation alerts
          </Text>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No alerts yet: new hijackers, Buy Box losses, suppressions and the like show here.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={320}>
              <Stack gap={4}>
                {items.map((n) => (
                  <UnstyledButton
                    key={n.notice_id}
                    p={6}
                    style={{
                      borderRadius: 6,
                      background: n.read ? undefined : 'var(--mantine-color-blue-0)',
                    }}
                    onClick={() => {
                      if (!n.read) markRead.mutate([n.notice_id]);
                      setOpened(false);
                      navigate(`${REVIEW_ROUTES.violation}?event=${n.event_id}`);
                    }}
                  >
                    <Text size="sm" lineClamp={2}>
                      {n.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {new Date(n.created_at).toLocaleString('en-US', {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          {unread > 0 && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => markRead.mutate(undefined)}
              loading={markRead.isPending}
            >
              Mark all read
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
