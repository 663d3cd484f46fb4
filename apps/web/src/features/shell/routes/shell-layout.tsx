import {
  DEFAULT_MODULE,
  MOBILE_MAX_WINDOW_WIDTH_PX,
  REIMBURSE_SIDE_MENU,
  SIDE_MENU,
  STAFF_AUDIT_ROLES,
  SYSTEM_MENU,
  showsSystemMenu,
  sideMenuOf,
  TOOLTIP_MAX_WINDOW_WIDTH_PX,
  visibleMenu,
} from '@seller-tools/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { LogoutPopup } from '../../../components/ui/logout-popup';
import { rememberServerUser, rolesOf, useCurrentUser, useLogOut } from '../../../lib/session';
import type { TImportState, TShellContext } from '../../../lib/shell';
import { useBoardUnseen } from '../api/board';
import { useMarketFirstDate } from '../api/first-date';
import { SIGNUP_STATUS_KEY, useSignupStep } from '../api/signup-status';
import { fetchServerUser } from '../api/user';
import { useWelcomeTour } from '../api/welcome-tour';
import { activeMenuName } from '../components/active-menu';
import { AuditBanner } from '../components/audit-banner';
import { DesktopSidebar } from '../components/desktop-sidebar';
import { ImportNotice } from '../components/import-notice';
import { MobileTopBar } from '../components/mobile-top-bar';
import { NewsModal } from '../components/news-modal';
import { NotificationPreferenceModal } from '../components/notification-preference-modal';
import { OpenSellerDialog } from '../components/open-seller-dialog';
import classes from '../components/shell.module.css';
import { StoreSwitcher } from '../components/store-switcher';
import { useShellModals } from '../components/use-shell-modals';
import { useStores } from '../components/use-stores';
import { useWindowWidth } from '../components/use-window-width';
import { UserMenu } from '../components/user-menu';
import { hasViolationBell, ViolationBell } from '../components/violation-bell';
import { WelcomeModal } from '../components/welcome-modal';

// Each line's menu with the system menu: /dashboard is in both, so the active item is looked up in the
// current line's menu only.
const ALL_MENU_ITEMS = {
  review: [...SIDE_MENU, ...SYSTEM_MENU],
  reimburse: [...REIMBURSE_SIDE_MENU, ...SYSTEM_MENU],
} as const;

/** Route handle: a page may force the menu item to highlight (spec §2 "forced active menu name"). */
export interface TActiveMenuHandle {
  activeMenu: string;
}

function forcedMenuName(handles: readonly unknown[]): string | null {
  for (const handle of [...handles].reverse()) {
    if (typeof handle === 'object' && handle !== null && 'activeMenu' in handle) {
      return String((handle as TActiveMenuHandle).activeMenu);
    }
  }
  return null;
}

/**
 * The account turned ready: the user info and every query (the shell's stores, the page's data) are
 * fetched again, so the page shows the imported data before the toast says so. The signup status itself
 * is left alone: it just answered.
 */
async function refreshAfterImport(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    fetchServerUser()
      .then((user) => {
        if (user) rememberServerUser(user);
      })
      .catch(() => undefined),
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] !== SIGNUP_STATUS_KEY[0] || query.queryKey[1] !== SIGNUP_STATUS_KEY[1],
    }),
  ]);
}

/** The signed-in shell of spec §2: side menu (or mobile top bar), store switcher, user menu and modals. */
export function ShellLayout() {
  const user = useCurrentUser();
  const roles = rolesOf(user);
  const module = user?.module ?? DEFAULT_MODULE;
  const { pathname } = useLocation();
  const matches = useMatches();
  const width = useWindowWidth();
  const isMobile = width <= MOBILE_MAX_WINDOW_WIDTH_PX;
  const withTooltips = width <= TOOLTIP_MAX_WINDOW_WIDTH_PX;
  const { isLoggingOut, logOut } = useLogOut();
  // Staff open a seller's reimbursement line read-only (audit mode) from the account menu.
  const [openSellerOpened, setOpenSellerOpened] = useState(false);
  const isAuditing = user?.isAuditing === true;
  const onOpenSeller =
    !isAuditing && STAFF_AUDIT_ROLES.some((role) => roles.includes(role))
      ? () => setOpenSellerOpened(true)
      : undefined;

  const stores = useStores(user, module);
  const sellerId = stores.currentChannel?.seller_id ?? user?.currentSellerId;
  const signupStep = useSignupStep(sellerId, module);
  useMarketFirstDate(sellerId, stores.currentChannel?.market_id ?? user?.currentMarketId, module);
  const queryClient = useQueryClient();
  const tour = useWelcomeTour();
  const whatsNew = useBoardUnseen('changelog');
  const shellModals = useShellModals({
    step: signupStep.data,
    needsPreferences: user?.isMarketingPreferenceSet === false,
    tourSeen: tour.seen,
    onReady: () => refreshAfterImport(queryClient),
  });
  const closeWelcome = () => {
    tour.markSeen();
    shellModals.close();
  };

  const importState: TImportState =
    signupStep.data === 'connect' || (!signupStep.data && stores.stores.length === 0 && !stores.isLoading)
      ? 'no-store'
      : signupStep.data === 'importing'
        ? 'importing'
        : 'ready';

  const menu = {
    mainItems: visibleMenu(sideMenuOf(module, SIDE_MENU), roles),
    systemItems: showsSystemMenu(roles) ? visibleMenu(SYSTEM_MENU, roles) : [],
    activeName: activeMenuName(
      ALL_MENU_ITEMS[module],
      pathname,
      forcedMenuName(matches.map((m) => m.handle)),
    ),
    withTooltips,
    onWhatsNew: () => shellModals.open('news'),
    whatsNewCount: whatsNew.data ?? 0,
    module,
  };

  const storeSwitcher = (
    <StoreSwitcher
      stores={stores.stores}
      current={stores.currentStore}
      onSelect={stores.select}
      onToggleFavorite={stores.toggleFavorite}
      compact={isMobile}
    />
  );
  // The notification centre: violation notices for the Violation module's roles, review alerts for anyone
  // with a store (the server lists only the stores each user may see).
  const violationBell = hasViolationBell(roles);
  const reviewBell = stores.channels.length > 0;
  const bell =
    violationBell || reviewBell ? <ViolationBell violations={violationBell} reviews={reviewBell} /> : null;
  const importNotice =
    importState === 'importing' ? <ImportNotice onOpen={() => shellModals.open('welcome')} /> : null;
  const context: TShellContext = {
    importState,
    currentStoreLabel: stores.currentStore
      ? `${stores.currentStore.companyName} · ${stores.currentStore.countryName}`
      : null,
    currentSellerId: stores.currentChannel?.seller_id ?? null,
    currentChannelId: stores.currentChannel?.channel_id ?? null,
    stores: stores.channels,
  };

  return (
    <div className={classes.layout}>
      {isMobile ? (
        <MobileTopBar
          {...menu}
          storeSwitcher={storeSwitcher}
          importNotice={importNotice}
          onLogOut={logOut}
          onOpenSeller={onOpenSeller}
          bell={bell}
        />
      ) : (
        <DesktopSidebar
          {...menu}
          storeSwitcher={storeSwitcher}
          importNotice={importNotice}
          userMenu={<UserMenu user={user} onLogOut={logOut} onOpenSeller={onOpenSeller} />}
          bell={bell}
        />
      )}
      <main className={classes.main} data-mobile={isMobile || undefined}>
        {isAuditing && <AuditBanner companyName={user?.auditCompanyName ?? user?.companyName ?? ''} />}
        <Outlet context={context} />
      </main>

      <NotificationPreferenceModal
        opened={shellModals.modal === 'preferences'}
        email={user?.email ?? ''}
        onNext={(serverUser) => {
          rememberServerUser(serverUser);
          // The tour plays once per user: a second store's import does not replay it.
          if (tour.seen) shellModals.close();
          else shellModals.open('welcome');
        }}
      />
      <WelcomeModal opened={shellModals.modal === 'welcome'} onClose={closeWelcome} />
      <NewsModal opened={shellModals.modal === 'news'} onClose={shellModals.close} type="changelog" />
      <LogoutPopup opened={isLoggingOut} />
      {onOpenSeller && (
        <OpenSellerDialog opened={openSellerOpened} onClose={() => setOpenSellerOpened(false)} />
      )}
    </div>
  );
}
