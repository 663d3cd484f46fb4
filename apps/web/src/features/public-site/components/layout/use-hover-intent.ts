import { useCallback, useEffect, useRef } from 'react';

/**
 * Debounces hover: `hover(true|false)` applies only after the pointer has stayed in (or out of) the
 * element for `delayMs`, so sweeping across the menu bar opens nothing and a brief slip off a dropdown
 * does not close it (spec §9: dropdown open delay 300 ms debounce). `cancel` drops what is pending.
 */
export function useHoverIntent(apply: (hovered: boolean) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const hover = useCallback(
    (hovered: boolean) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        applyRef.current(hovered);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return { hover, cancel };
}
