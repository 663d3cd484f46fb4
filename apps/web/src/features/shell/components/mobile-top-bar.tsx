import { Anchor, Burger, Button, Drawer, Stack } from '@mantine/core';
import { POST_LOGIN_ROUTE, SHELL_LABELS, STAFF_AUDIT_LABELS } from '@seller-tools/contract';
import { IconLogout, IconUserSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo, BrandMark } from '../../../components/ui/brand-logo';
import { MenuSections, type TMenuSectionsProps } from './menu-sections';
import classes from './shell.module.css';

interface MobileTopBarProps extends TMenuSectionsProps {
  storeSwitcher: ReactNode;
  importNotice?: ReactNode;
  onLogOut: () => void;
  /** Staff only, outside audit mode: opens the "Open a seller" dialog. */
  onOpenSeller?: () => void;
  /** The violation bell, for users who have the module. */
  bell?: ReactNode;
}

interface DrawerActionProps {
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A button under the drawer's menu (Open a seller, Logout). */
function DrawerAction({ icon, color, onClick, children }: DrawerActionProps) {
  return (
    <Button
      variant="subtle"
      color={color}
      mx="md"
      mt="sm"
      justify="flex-start"
      leftSection={icon}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Mobile (spec §2): a top bar with hamburger, logo and store switcher; the menu slides in with Logout. */
export function MobileTopBar({
  storeSwitcher,
  importNotice,
  onLogOut,
  onOpenSeller,
  bell,
  ...menu
}: MobileTopBarProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  // The drawer closes first, then what was tapped happens.
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <header className={classes.topBar}>
        <Burger
          opened={opened}
          onClick={() => setOpened((value) => !value)}
          size="sm"
          aria-label="Open menu"
        />
        <Anchor
          component={Link}
          to={POST_LOGIN_ROUTE}
          aria-label="Seller Tools dashboard"
          underline="never"
          className={classes.topBarLogo}
        >
          <BrandMark size={30} />
        </Anchor>
        <div className={classes.topBarStore}>{storeSwitcher}</div>
        {bell}
      </header>
      <Drawer
        opened={opened}
        onClose={close}
        size={280}
        padding={0}
        title={<BrandLogo size={26} />}
        styles={{ header: { paddingInline: 16 } }}
      >
        <Stack gap={0} pb="md">
          {importNotice}
          <MenuSections
            {...menu}
            // A tap would open a tooltip over the drawer; its labels have the drawer's width anyway.
            withTooltips={false}
            onNavigate={close}
            onWhatsNew={closeThen(menu.onWhatsNew)}
          />
          {onOpenSeller && (
            <DrawerAction icon={<IconUserSearch size={18} />} onClick={closeThen(onOpenSeller)}>
              {STAFF_AUDIT_LABELS.openSeller}
            </DrawerAction>
          )}
          <DrawerAction icon={<IconLogout size={18} />} color="red" onClick={closeThen(onLogOut)}>
            {SHELL_LABELS.logout}
          </DrawerAction>
        </Stack>
      </Drawer>
    </>
  );
}
