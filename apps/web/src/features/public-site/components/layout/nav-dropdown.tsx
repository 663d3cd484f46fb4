import { Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { DROPDOWN_ANIMATION_MS, DROPDOWN_OPEN_DEBOUNCE_MS } from '@seller-tools/contract';
import { IconChevronDown } from '@tabler/icons-react';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import type { TNavLink } from '../../site-nav';
import classes from './site-header.module.css';
import { useHoverIntent } from './use-hover-intent';

interface NavDropdownProps {
  label: string;
  links: readonly TNavLink[];
  /** Whether the current page is one of the links (the trigger is marked). */
  active?: boolean;
}

// The spec's 200 ms, handed to the stylesheet's fade-and-slide.
const ANIMATION_STYLE = { '--dropdown-duration': `${DROPDOWN_ANIMATION_MS}ms` } as CSSProperties;

// How the panel was opened: a click pins it open until a click elsewhere, Esc or focus leaving it.
type TOpenedBy = 'hover' | 'click' | null;

/**
 * A dropdown of the public menu (spec §2) as a disclosure: a button with aria-expanded that shows a list of
 * links. Hover opens and closes it after the spec's debounce, with its 200 ms animation; click, Enter and
 * Space toggle at once; ArrowDown/ArrowUp open it at the first/last link and move between links, Home/End
 * jump, Esc closes and returns focus to the button, and Tab moves on as usual, closing it on the way out.
 */
export function NavDropdown({ label, links, active = false }: NavDropdownProps) {
  const panelId = useId();
  const [openedBy, setOpenedBy] = useState<TOpenedBy>(null);
  const opened = openedBy !== null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const { hover, cancel } = useHoverIntent((hovered) => {
    // A pinned panel stays; otherwise hover decides.
    setOpenedBy((current) => (current === 'click' ? current : hovered ? 'hover' : null));
  }, DROPDOWN_OPEN_DEBOUNCE_MS);

  const close = () => {
    cancel();
    setOpenedBy(null);
  };
  const rootRef = useClickOutside<HTMLDivElement>(() => opened && close());

  const linkElements = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const elements = linkElements();
    elements.at(index % elements.length)?.focus();
  };

  // A hidden panel's links cannot take focus: the arrow keys ask for it, and it moves once rendered open.
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  useEffect(() => {
    if (focusRequest === null || !opened) return;
    focusLink(focusRequest);
    setFocusRequest(null);
  });
  const openAndFocus = (index: number) => {
    cancel();
    setOpenedBy('click');
    setFocusRequest(index);
  };

  const onButtonClick = () => {
    cancel();
    // A click on a panel that hover opened pins it rather than closing it under the pointer.
    setOpenedBy((current) => (current === 'click' ? null : 'click'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = linkElements();
    const index = elements.indexOf(document.activeElement as HTMLAnchorElement);
    const onButton = event.target === buttonRef.current;
    switch (event.key) {
      case 'Escape':
        if (!opened) return;
        event.preventDefault();
        close();
        buttonRef.current?.focus();
        return;
      case 'ArrowDown':
        event.preventDefault();
        if (onButton) openAndFocus(0);
        else focusLink(index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (onButton) openAndFocus(-1);
        else focusLink(index - 1 + elements.length);
        return;
      case 'Home':
      case 'End':
        if (onButton || index < 0) return;
        event.preventDefault();
        focusLink(event.key === 'Home' ? 0 : -1);
        return;
    }
  };

  // Focus moving out of the button and panel (Tab, a click elsewhere) closes the panel.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (opened && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only hears hover and bubbling keys; the button and links are the controls
    <div
      ref={rootRef}
      className={classes.dropdown}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <UnstyledButton
        ref={buttonRef}
        className={classes.navItem}
        aria-expanded={opened}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={onButtonClick}
      >
        {label}
        <IconChevronDown size={16} className={classes.chevron} aria-hidden />
      </UnstyledButton>
      <div
        ref={panelRef}
        id={panelId}
        className={classes.panel}
        data-opened={opened || undefined}
        // Inline, so a hidden panel is hidden (and its links unfocusable) with or without the stylesheet.
        style={{ visibility: opened ? 'visible' : 'hidden', ...ANIMATION_STYLE }}
      >
        <ul className={classes.panelList}>
          {links.map(({ label: linkLabel, path, description, icon: Icon }) => (
            <li key={path}>
              <Link to={path} className={classes.panelLink} onClick={close}>
                <span className={classes.panelIcon} aria-hidden>
                  <Icon size={20} stroke={1.8} />
                </span>
                <span>
                  <Text component="span" className={classes.panelLabel}>
                    {linkLabel}
                  </Text>
                  <Text component="span" className={classes.panelDescription}>
                    {description}
                  </Text>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
