import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { REVIEW_ROUTES, SHELL_LABELS, STAFF_AUDIT_LABELS } from '@seller-tools/contract';
import { IconLogout, IconSelector, IconUserCircle, IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { TUserInfo } from '../../../lib/storage';
import classes from './shell.module.css';

interface UserMenuProps {
  user: TUserInfo | null;
  onLogOut: () => void;
  /** Staff only (STAFF_AUDIT_ROLES), outside audit mode: opens the "Open a seller" dialog. */
  onOpenSeller?: () => void;
}

/** The avatar dropdown of spec §2: Profile (/settings/accounts) and Logout. */
export function UserMenu({ user, onLogOut, onOpenSeller }: UserMenuProps) {
  const name = user?.fullName || user?.email || '';
  return (
    <Menu position="top-start" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`Account menu for ${name}`}>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={name} src={user?.profileImgUrl} />
            <div className={classes.userText}>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {name}
              </Text>
              {user?.companyName && (
                <Text size="xs" c="dimmed" lh={1.2} truncate>
                  {user.companyName}
                </Text>
              )}
            </div>
            <IconSelector size={16} aria-hidden className={classes.userChevron} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" px="sm" pb="xs" truncate>
          {user?.email}
        </Text>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={REVIEW_ROUTES.settingsAccounts}
          leftSection={<IconUserCircle size={16} />}
        >
          {SHELL_LABELS.profile}
        </Menu.Item>
        {onOpenSeller && (
          <Menu.Item leftSection={<IconUserSearch size={16} />} onClick={onOpenSeller}>
            {STAFF_AUDIT_LABELS.openSeller}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogOut}>
          {SHELL_LABELS.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
