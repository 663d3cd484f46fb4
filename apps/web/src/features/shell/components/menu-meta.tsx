import {
  type Icon,
  IconAffiliate,
  IconAlertOctagon,
  IconBell,
  IconBox,
  IconChartBar,
  IconClipboardList,
  IconCode,
  IconLayoutDashboard,
  IconMail,
  IconMailFast,
  IconMessageStar,
  IconPlugConnected,
  IconSettings,
  IconShieldLock,
  IconStar,
  IconTags,
  IconTargetArrow,
  IconTool,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';

/** The human label and icon of each route name of spec §2; the names themselves stay the spec's. */
export const MENU_META: Readonly<Record<string, { label: string; icon: Icon }>> = {
  'menu-dashboard': { label: 'Dashboard', icon: IconLayoutDashboard },
  'menu-ratings-and-reviews-ratings': { label: 'Product Ratings Tracker', icon: IconStar },
  'menu-ratings-and-reviews-reviews': { label: 'Review Observer', icon: IconMessageStar },
  'menu-review-request-automation': { label: 'Review Request Automation', icon: IconMailFast },
  'menu-amazon-violation': { label: 'Violation', icon: IconAlertOctagon },
  'ppc-manager': { label: 'PPC Manager', icon: IconTargetArrow },
  reports: { label: 'Reports', icon: IconChartBar },
  'menu-settings': { label: 'Settings', icon: IconSettings },
  'menu-settings-accounts': { label: 'Accounts', icon: IconUserCircle },
  'menu-settings-tag-automation': { label: 'Tag Automation', icon: IconTags },
  'menu-settings-integrations': { label: 'Integrations', icon: IconPlugConnected },
  'menu-settings-notification': { label: 'Notification', icon: IconBell },
  'menu-system': { label: 'System', icon: IconTool },
  'menu-case-manager': { label: 'Case Manager', icon: IconClipboardList },
  'menu-system-email-campaign': { label: 'Email Campaign', icon: IconMail },
  'menu-system-monitoring': { label: 'User Monitoring', icon: IconUsers },
  'menu-system-general-code': { label: 'General Code', icon: IconCode },
  'menu-system-role-management': { label: 'Role Management', icon: IconShieldLock },
  'menu-system-plan-management': { label: 'Plan Management', icon: IconBox },
  'menu-system-affiliates': { label: 'Affiliates', icon: IconAffiliate },
};

export function menuLabel(name: string): string {
  return MENU_META[name]?.label ?? name;
}
