import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PUBLIC_MENU_LABELS, PUBLIC_ROUTES } from '@seller-tools/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../../../components/ui/brand-logo';
import { FEATURE_LINKS, SERVICE_LINKS, type TNavLink } from '../../site-nav';
import { NavDropdown } from './nav-dropdown';
import classes from './site-header.module.css';
import { StartNowButton } from './start-now-button';

// The drawer (Mantine's Drawer, focus trap, scroll lock, floating-ui) is a third of `/`'s JavaScript
// after React and the router, and most visitors never open it: it loads on first use, and already when
// the pointer or focus reaches the burger (issue 4: first-load JS of `/`).
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));

const isAmong = (links: readonly TNavLink[], pathname: string) =>
  links.some((link) => link.path === pathname);

/** The public menu (spec §2): the bar from md up, a burger and drawer below it. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Mounted from the first opening on, so the drawer can animate its closing.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (drawerOpened) setDrawerUsed(true);
  }, [drawerOpened]);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={PUBLIC_ROUTES.home} className={classes.logo} aria-label="Seller Tools home">
          <BrandLogo size={30} />
        </Link>

        <nav aria-label="Main" className={classes.desktopNav}>
          <ul className={classes.navList}>
            {[
              { label: PUBLIC_MENU_LABELS.services, links: SERVICE_LINKS },
              { label: PUBLIC_MENU_LABELS.features, links: FEATURE_LINKS },
            ].map(({ label, links }) => (
              <li key={label}>
                <NavDropdown label={label} links={links} active={isAmong(links, pathname)} />
              </li>
            ))}
            <li>
              <NavLink to={PUBLIC_ROUTES.contactUs} className={classes.navItem}>
                {PUBLIC_MENU_LABELS.contactUs}
              </NavLink>
            </li>
            <li>
              <NavLink to={PUBLIC_ROUTES.aboutUs} className={classes.navItem}>
                {PUBLIC_MENU_LABELS.aboutUs}
              </NavLink>
            </li>
          </ul>
        </nav>

        <Group gap="sm" wrap="nowrap" className={classes.actions}>
          <Button component={Link} to={PUBLIC_ROUTES.login} variant="subtle" radius="xl" visibleFrom="xs">
            {PUBLIC_MENU_LABELS.signIn}
          </Button>
          <StartNowButton visibleFrom="md" />
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            onPointerEnter={() => void loadMobileNav()}
            onFocus={() => void loadMobileNav()}
            hiddenFrom="md"
            size="sm"
            aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={drawerOpened}
            aria-controls="public-mobile-menu"
          />
        </Group>
      </Container>
      {(drawerOpened || drawerUsed) && (
        <Suspense fallback={null}>
          <MobileNav id="public-mobile-menu" opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </header>
  );
}
