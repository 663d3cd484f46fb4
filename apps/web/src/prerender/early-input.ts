// A prerendered page shows its buttons before the app's code has arrived, and until the page is hydrated
// they do nothing. So the clicks and keys that reach a control in that time are kept (client-entry.ts
// starts at once) and handed to React once hydration has begun (start.tsx): React then hydrates what
// they target first and runs their handlers, as it does for input during hydration.

interface TEarlyInput {
  target: Element;
  event: MouseEvent | KeyboardEvent;
}

const kept: TEarlyInput[] = [];
// Where the pointer rests, if on the page: hover opens the menu's dropdowns.
let hovered: Element | null = null;

// A link needs no app: the browser follows it, and this page is gone.
const CONTROL = 'button, input, select, textarea, [role="button"], [tabindex]';

function keep(event: Event): void {
  if (!(event instanceof MouseEvent || event instanceof KeyboardEvent)) return;
  const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (target && !target.closest('a[href]')) kept.push({ target, event });
}

function trackHover(event: MouseEvent): void {
  hovered = event.target instanceof Element ? event.target : null;
}

// Leaving the window: relatedTarget is null.
function trackLeaving(event: MouseEvent): void {
  if (event.relatedTarget === null) hovered = null;
}

export function keepEarlyInput(): void {
  document.addEventListener('click', keep, true);
  document.addEventListener('keydown', keep, true);
  document.addEventListener('mouseover', trackHover, true);
  document.addEventListener('mouseout', trackLeaving, true);
}

/** Stops keeping input, and forgets it: the page is rendered afresh rather than hydrated. */
export function dropEarlyInput(): void {
  document.removeEventListener('click', keep, true);
  document.removeEventListener('keydown', keep, true);
  document.removeEventListener('mouseover', trackHover, true);
  document.removeEventListener('mouseout', trackLeaving, true);
  kept.length = 0;
  hovered = null;
}

function copyOf(event: MouseEvent | KeyboardEvent): Event {
  const init = { bubbles: true, cancelable: true, composed: true };
  if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    return new KeyboardEvent('keydown', { ...init, key, code, shiftKey, altKey, ctrlKey, metaKey });
  }
  const { clientX, clientY, button, detail } = event;
  return new MouseEvent('click', { ...init, clientX, clientY, button, detail });
}

/** Replays what was kept, after hydrateRoot: its listeners are on the root from then on. */
export function replayEarlyInput(): void {
  const replayed = [...kept];
  const resting = hovered;
  dropEarlyInput();
  for (const { target, event } of replayed) {
    if (target.isConnected) target.dispatchEvent(copyOf(event));
  }
  // React has not seen the pointer arrive on what it rests on: tell it.
  resting?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
}
