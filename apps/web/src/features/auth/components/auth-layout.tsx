import { Anchor, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { AuthBrandPanel } from './auth-brand-panel';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Replaces the default logo link to `/` (e.g. a logo that asks before leaving). */
  logo?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in screens: logo header, a centred form column and the brand panel on desktop. */
export function AuthLayout({ title, subtitle, logo, children }: AuthLayoutProps) {
  return (
    <div className={classes.page}>
      <div className={classes.formSide}>
        <header className={classes.header}>
          {logo ?? (
            <Anchor component={Link} to={PUBLIC_ROUTES.home} aria-label="Seller Tools home" underline="never">
              <BrandLogo size={30} />
            </Anchor>
          )}
        </header>
        <main className={classes.main}>
          <Stack className={classes.content} gap="xl">
            <Stack gap={6}>
              <Title order={1} className={classes.title}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </main>
      </div>
      <AuthBrandPanel />
    </div>
  );
}
