import type { TMenuItem } from '@seller-tools/contract';

function flatten(items: readonly TMenuItem[]): TMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The menu item to highlight (spec §2): a forced name when the page sets one, else the item whose path
 * is the longest prefix of the current path, so /system/affiliates/detail/x lights up Affiliates.
 */
export function activeMenuName(
  items: readonly TMenuItem[],
  pathname: string,
  forced?: string | null,
): string | null {
  const all = flatten(items);
  if (forced && all.some((item) => item.name === forced)) return forced;
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  let best: TMenuItem | null = null;
  for (const item of all) {
    if (!item.path || !isUnder(path, item.path)) continue;
    if (!best?.path || item.path.length > best.path.length) best = item;
  }
  return best?.name ?? null;
}

/** The group holding the named item, so it starts expanded when one of its children is active. */
export function parentOf(items: readonly TMenuItem[], name: string | null): string | null {
  if (!name) return null;
  for (const item of items) {
    if (item.children?.some((child) => child.name === name)) return item.name;
  }
  return null;
}
