import { Collapse, UnstyledButton } from '@mantine/core';
import { MENU_SLIDE_MS, type TMenuItem } from '@seller-tools/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { parentOf } from './active-menu';
import { MENU_META, menuLabel } from './menu-meta';
import { MenuTooltip } from './menu-tooltip';
import classes from './shell.module.css';

interface SideMenuProps {
  /** The items this user may see (visibleMenu of the contract). */
  items: readonly TMenuItem[];
  activeName: string | null;
  /** Tooltips of cut labels (spec §9: on windows up to 1514 px); never in the mobile drawer. */
  withTooltips: boolean;
  /** Called after a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
  'aria-label': string;
}

function MenuIcon({ name }: { name: string }) {
  const ItemIcon = MENU_META[name]?.icon;
  return ItemIcon ? <ItemIcon size={20} stroke={1.7} aria-hidden className={classes.menuIcon} /> : null;
}

function MenuLink({
  item,
  active,
  withTooltips,
  onNavigate,
  nested,
}: {
  item: TMenuItem;
  active: boolean;
  withTooltips: boolean;
  onNavigate?: () => void;
  nested?: boolean;
}) {
  const label = menuLabel(item.name);
  return (
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
  );
}

function MenuGroup({
  item,
  activeName,
  withTooltips,
  onNavigate,
  defaultOpened,
}: {
  item: TMenuItem;
  activeName: string | null;
  withTooltips: boolean;
  onNavigate?: () => void;
  defaultOpened: boolean;
}) {
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
            <li key={child.name}>
              <MenuLink
                item={child}
                active={child.name === activeName}
                withTooltips={withTooltips}
                onNavigate={onNavigate}
                nested
              />
            </li>
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

/** A list of menu items with expandable groups (spec §2 signed-in shell). */
export function SideMenu({ items, activeName, withTooltips, onNavigate, ...rest }: SideMenuProps) {
  const openGroup = parentOf(items, activeName);
  return (
    <nav aria-label={rest['aria-label']}>
      <ul className={classes.menu}>
        {items.map((item) =>
          item.children ? (
            <MenuGroup
              key={item.name}
              item={item}
              activeName={activeName}
              withTooltips={withTooltips}
              onNavigate={onNavigate}
              defaultOpened={openGroup === item.name}
            />
          ) : (
            <li key={item.name}>
              <MenuLink
                item={item}
                active={item.name === activeName}
                withTooltips={withTooltips}
                onNavigate={onNavigate}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
