import { Anchor, Group, ScrollArea } from '@mantine/core';
import { POST_LOGIN_ROUTE } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { MenuSections, type TMenuSectionsProps } from './menu-sections';
import classes from './shell.module.css';

interface DesktopSidebarProps extends TMenuSectionsProps {
  storeSwitcher: ReactNode;
  userMenu: ReactNode;
  /** Shown under the store switcher while the first import runs. */
  importNotice?: ReactNode;
  /** The violation bell, for users who have the module. */
  bell?: ReactNode;
}

/** The desktop side menu: logo, store switcher, menus, and the user avatar at the bottom. */
export function DesktopSidebar({
  storeSwitcher,
  userMenu,
  importNotice,
  bell,
  ...menu
}: DesktopSidebarProps) {
  return (
    <aside className={classes.sidebar}>
      <div className={classes.sidebarHeader}>
        <Anchor component={Link} to={POST_LOGIN_ROUTE} aria-label="Seller Tools dashboard" underline="never">
          <BrandLogo size={30} />
        </Anchor>
        {storeSwitcher}
      </div>
      {importNotice}
      <ScrollArea className={classes.sidebarScroll} type="hover" scrollbarSize={6}>
        <MenuSections {...menu} />
      </ScrollArea>
      <div className={classes.sidebarFooter}>
        {bell ? (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0, flex: 1 }}>{userMenu}</div>
            {bell}
          </Group>
        ) : (
          userMenu
        )}
      </div>
    </aside>
  );
}
