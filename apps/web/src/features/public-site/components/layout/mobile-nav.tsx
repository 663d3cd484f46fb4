import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PUBLIC_MENU_LABELS, PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../../../components/ui/brand-logo';
import { FEATURE_LINKS, SERVICE_LINKS, type TNavLink } from '../../site-nav';
import classes from './mobile-nav.module.css';
import { StartNowButton } from './start-now-button';

interface MobileNavProps {
  id: string;
  opened: boolean;
  onClose: () => void;
}

function LinkGroup({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: readonly TNavLink[];
  onNavigate: () => void;
}) {
  const headingId = `mobile-nav-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} className={classes.groupTitle}>
        {title}
      </Text>
      <ul className={classes.list}>
        {links.map(({ label, path, description, icon: Icon }) => (
          <li key={path}>
            <NavLink to={path} className={classes.link} onClick={onNavigate}>
              <span className={classes.icon} aria-hidden>
                <Icon size={20} stroke={1.8} />
              </span>
              <span className={classes.linkText}>
                <span className={classes.label}>{label}</span>
                <span className={classes.description}>{description}</span>
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mobile menu (spec §2): the same items as the bar, in a drawer. Esc, the close button or a link closes it. */
export function MobileNav({ id, opened, onClose }: MobileNavProps) {
  // Widened past the burger's breakpoint (a rotated tablet): the bar takes over from the drawer. Watched
  // here, from the drawer's first use on, rather than by the header on every page load (issue 4).
  const isDesktop = useMediaQuery('(min-width: 62em)');
  useEffect(() => {
    if (isDesktop && opened) onClose();
  }, [isDesktop, opened, onClose]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={<BrandLogo size={26} />}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav id={id} aria-label="Mobile">
        <Stack gap="lg">
          <LinkGroup title={PUBLIC_MENU_LABELS.services} links={SERVICE_LINKS} onNavigate={onClose} />
          <LinkGroup title={PUBLIC_MENU_LABELS.features} links={FEATURE_LINKS} onNavigate={onClose} />
          <ul className={classes.list}>
            {[
              { label: PUBLIC_MENU_LABELS.contactUs, path: PUBLIC_ROUTES.contactUs },
              { label: PUBLIC_MENU_LABELS.aboutUs, path: PUBLIC_ROUTES.aboutUs },
            ].map(({ label, path }) => (
              <li key={path}>
                <NavLink to={path} className={classes.plainLink} onClick={onClose}>
                  {label}
                  <IconChevronRight size={18} aria-hidden />
                </NavLink>
              </li>
            ))}
          </ul>
          <Stack gap="sm">
            <StartNowButton fullWidth size="md" />
            <Button
              component={Link}
              to={PUBLIC_ROUTES.login}
              variant="default"
              radius="xl"
              size="md"
              onClick={onClose}
            >
              {PUBLIC_MENU_LABELS.signIn}
            </Button>
          </Stack>
        </Stack>
      </nav>
    </Drawer>
  );
}
