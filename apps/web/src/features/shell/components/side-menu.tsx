import { Collapse, UnstyledButton } from '@mantine/core';
import { MENU_SLIDE_MS, type TMenuItem } from '@seller-tools/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { parentOf } from './active-menu';
import { MENU_META, menuLabel } from './menu-meta';
import { MenuTooltip } from './menu-tooltip';
import classes from './shell.module.css';

/** What every item of the menu is told: which one is current, and how its links behave. */
interface TMenuState {
  activeName: string | null;
  /** Tooltips of cut labels (spec §9: on windows up to 1514 px); never in the mobile drawer. */
  withTooltips: boolean;
  /** Called after a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

interface SideMenuProps extends TMenuState {
  /** The items this user may see (visibleMenu of the contract). */
  items: readonly TMenuItem[];
  'aria-label': string;
}

function MenuIcon({ name }: { name: string }) {
  const ItemIcon = MENU_META[name]?.icon;
  return ItemIcon ? <ItemIcon size={20} stroke={1.7} aria-hidden className={classes.menuIcon} /> : null;
}

/** One link of the menu, in its list item; current when it is the active name. */
function MenuLink({
  item,
  activeName,
  withTooltips,
  onNavigate,
  nested,
}: TMenuState & { item: TMenuItem; nested?: boolean }) {
  const label = menuLabel(item.name);
  const active = item.name === activeName;
  return (
    <li>
      <MenuTooltip label={label} enabled={withTooltips}>
        {(labelRef, trigger) => (
          <UnstyledButton
            component={Link}
            to={item.path ?? '#'}
            className={classes.menuItem}
            data-active={active || undefined}
            data-nested={nested || undefined}
            data-menu-name={item.name}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            {...trigger}
          >
            {!nested && <MenuIcon name={item.name} />}
            <span ref={labelRef} className={classes.menuLabel}>
              {label}
            </span>
          </UnstyledButton>
        )}
      </MenuTooltip>
    </li>
  );
}

function MenuGroup({
  item,
  defaultOpened,
  ...menu
}: TMenuState & { item: TMenuItem; defaultOpened: boolean }) {
  const { activeName, withTooltips } = menu;
  const [opened, setOpened] = useState(defaultOpened);
  const label = menuLabel(item.name);
  const childActive = item.children?.some((child) => child.name === activeName) ?? false;
  const listId = `${item.name}-items`;
  return (
    <li>
      <MenuTooltip label={label} enabled={withTooltips}>
        {(labelRef, trigger) => (
          <UnstyledButton
            className={classes.menuItem}
            data-menu-name={item.name}
            data-child-active={childActive || undefined}
            aria-expanded={opened}
            aria-controls={listId}
            onClick={() => setOpened((value) => !value)}
            {...trigger}
          >
            <MenuIcon name={item.name} />
            <span ref={labelRef} className={classes.menuLabel}>
              {label}
            </span>
            <IconChevronRight
              size={16}
              className={classes.chevron}
              data-opened={opened || undefined}
              aria-hidden
            />
          </UnstyledButton>
        )}
      </MenuTooltip>
      <Collapse expanded={opened} transitionDuration={MENU_SLIDE_MS}>
        <ul id={listId} className={classes.subMenu}>
          {item.children?.map((child) => (
            <MenuLink key={child.name} item={child} {...menu} nested />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

/** A list of menu items with expandable groups (spec §2 signed-in shell). */
export function SideMenu({ items, 'aria-label': label, ...menu }: SideMenuProps) {
  const openGroup = parentOf(items, menu.activeName);
  return (
    <nav aria-label={label}>
      <ul className={classes.menu}>
        {items.map((item) =>
          item.children ? (
            <MenuGroup key={item.name} item={item} {...menu} defaultOpened={openGroup === item.name} />
          ) : (
            <MenuLink key={item.name} item={item} {...menu} />
          ),
        )}
      </ul>
    </nav>
  );
}
