import { Divider, Indicator, UnstyledButton } from '@mantine/core';
import { SHELL_LABELS, type TMenuItem, type TModule } from '@seller-tools/contract';
import { IconSparkles } from '@tabler/icons-react';
import { MenuTooltip } from './menu-tooltip';
import { ModuleSwitch } from './module-switch';
import classes from './shell.module.css';
import { SideMenu } from './side-menu';

export interface TMenuSectionsProps {
  mainItems: readonly TMenuItem[];
  /** Empty unless the user holds super-admin (spec §6: the bottom system menu). */
  systemItems: readonly TMenuItem[];
  activeName: string | null;
  withTooltips: boolean;
  onWhatsNew: () => void;
  /** Changelog posts published since the user last opened "What's new?": a dot when any. */
  whatsNewCount?: number;
  onNavigate?: () => void;
  /** The user's product line: the switch above the menu (absent: no switch, e.g. in tests of the menu alone). */
  module?: TModule;
}

/** What a screen reader hears on "What's new?" when posts came since the last visit. */
export const WHATS_NEW_UNSEEN = (n: number) => (n === 1 ? '1 new post' : `${n} new posts`);

/** The main menu, the system menu below it and the "What's new?" entry; shared by desktop and mobile. */
export function MenuSections({
  mainItems,
  systemItems,
  activeName,
  withTooltips,
  onWhatsNew,
  whatsNewCount = 0,
  onNavigate,
  module,
}: TMenuSectionsProps) {
  // What both menus take alike.
  const shared = { activeName, withTooltips, onNavigate };
  return (
    <>
      {module && (
        <div className={classes.moduleSwitch}>
          <ModuleSwitch module={module} onSwitched={onNavigate} />
        </div>
      )}
      <SideMenu aria-label="Main menu" items={mainItems} {...shared} />
      {systemItems.length > 0 && (
        <>
          <Divider my="xs" mx="md" />
          <SideMenu aria-label="System menu" items={systemItems} {...shared} />
        </>
      )}
      <ul className={classes.menu}>
        <li>
          <MenuTooltip label={SHELL_LABELS.whatsNew} enabled={withTooltips}>
            {(labelRef, trigger) => (
              <UnstyledButton
                className={classes.menuItem}
                onClick={onWhatsNew}
                aria-description={whatsNewCount > 0 ? WHATS_NEW_UNSEEN(whatsNewCount) : undefined}
                {...trigger}
              >
                <Indicator disabled={whatsNewCount === 0} color="red" size={8} offset={2}>
                  <IconSparkles size={20} stroke={1.7} aria-hidden className={classes.menuIcon} />
                </Indicator>
                <span ref={labelRef} className={classes.menuLabel}>
                  {SHELL_LABELS.whatsNew}
                </span>
              </UnstyledButton>
            )}
          </MenuTooltip>
        </li>
      </ul>
    </>
  );
}
