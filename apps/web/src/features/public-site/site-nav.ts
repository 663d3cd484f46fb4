import {
  DEFAULT_SCHEDULING_URL,
  FEATURE_MENU,
  SERVICE_MENU,
  type TPublicMenuEntry,
} from '@seller-tools/contract';
import {
  IconBellRinging,
  IconBolt,
  IconChartLine,
  IconListDetails,
  IconMailForward,
  IconMessageCircleSearch,
  type TablerIcon,
} from '@tabler/icons-react';

export interface TNavLink extends TPublicMenuEntry {
  /** One line under the label in the dropdown. */
  description: string;
  icon: TablerIcon;
}

// Labels and paths come from the contract (spec §2); the one-liners and icons are the site's own.
const SERVICE_DETAILS: Record<string, Pick<TNavLink, 'description' | 'icon'>> = {
  'Product Ratings Tracker': { description: 'Daily star rating of every ASIN', icon: IconChartLine },
  'Review Observer': {
    description: 'New reviews and alerts for the critical ones',
    icon: IconMessageCircleSearch,
  },
  'Review Request Automation': {
    description: "Amazon's own review request, sent for you",
    icon: IconMailForward,
  },
};

const FEATURE_DETAILS: Record<string, Pick<TNavLink, 'description' | 'icon'>> = {
  Automation: { description: 'Rules that do the routine work', icon: IconBolt },
  'Daily Notification': { description: 'One summary email every morning', icon: IconBellRinging },
  'Product Detail Overview': {
    description: 'Everything about one product on one page',
    icon: IconListDetails,
  },
};

function withDetails(
  entries: readonly TPublicMenuEntry[],
  details: Record<string, Pick<TNavLink, 'description' | 'icon'>>,
): TNavLink[] {
  return entries.map((entry) => {
    const detail = details[entry.label];
    if (!detail) throw new Error(`No description for menu entry ${entry.label}`);
    return { ...entry, ...detail };
  });
}

export const SERVICE_LINKS = withDetails(SERVICE_MENU, SERVICE_DETAILS);
export const FEATURE_LINKS = withDetails(FEATURE_MENU, FEATURE_DETAILS);

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configured intro-call page when it is an http(s) URL, else the contract's default. */
export function resolveSchedulingUrl(configured: unknown): string {
  return httpUrl(configured) ?? DEFAULT_SCHEDULING_URL;
}

/** Start Now's intro-call page: VITE_SCHEDULING_URL at build time, else the contract's default. */
export const SCHEDULING_URL = resolveSchedulingUrl(import.meta.env.VITE_SCHEDULING_URL);

/** An external page opens in a new tab that gets no handle on ours and no referrer. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
