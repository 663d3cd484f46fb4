import { Anchor, Text } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import classes from './mapps-layout.module.css';

/** The frame of /mapps/login: opened from another app, so no site menu, just our mark and one card. */
export function MappsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Anchor component={Link} to={PUBLIC_ROUTES.home} aria-label="Seller Tools home" underline="never">
          <BrandLogo size={32} />
        </Anchor>
      </header>
      <main className={classes.card}>{children}</main>
      <Text size="xs" c="dimmed" className={classes.footnote}>
        Your password is checked by Seller Tools only; the app receives a session, never your password.{' '}
        <Anchor component={Link} to={PUBLIC_ROUTES.privacyPolicy} size="xs">
          Privacy Policy
        </Anchor>
      </Text>
    </div>
  );
}
