import { Tooltip } from '@mantine/core';
import { type ReactElement, type RefObject, useRef, useState } from 'react';

// A label is cut when its text needs more room than its box: wider (one long word), or taller than the
// lines it may take (shell.module.css clamps menu labels).
function isCut(element: HTMLElement | null): boolean {
  if (!element) return false;
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

export interface TTriggerProps {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

interface MenuTooltipProps {
  label: string;
  /** Off in the mobile drawer and on wide windows (spec §9: tooltips at 1514 px or less). */
  enabled: boolean;
  /** The menu item, given the ref for its label and the handlers that open the tooltip. */
  children: (labelRef: RefObject<HTMLSpanElement | null>, trigger: TTriggerProps) => ReactElement;
}

/**
 * The menu item's label as a tooltip, shown only when the label on screen is cut: a tooltip repeating
 * the visible label only covers the page (issue 15). Measured when the pointer or focus arrives, so
 * a resize needs no listener.
 */
export function MenuTooltip({ label, enabled, children }: MenuTooltipProps) {
  const labelRef = useRef<HTMLSpanElement>(null);
  const [opened, setOpened] = useState(false);
  const show = () => setOpened(enabled && isCut(labelRef.current));
  const hide = () => setOpened(false);
  return (
    <Tooltip
      label={label}
      position="right"
      withArrow
      opened={enabled && opened}
      events={{ hover: false, focus: false, touch: false }}
    >
      {children(labelRef, { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide })}
    </Tooltip>
  );
}
