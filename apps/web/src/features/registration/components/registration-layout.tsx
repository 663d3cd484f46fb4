import { Paper } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { LeavePageLogo } from '../../../components/ui/leave-page-logo';
import classes from './registration-layout.module.css';

interface RegistrationLayoutProps {
  children: ReactNode;
  /** Right side of the header, e.g. the Login link. */
  headerAction?: ReactNode;
  /** The brand side panel; shown from the md breakpoint up. */
  aside?: ReactNode;
  /** Maximum width of the card in px. */
  width?: number;
}

/** The frame of every registration step: the leave-guarded logo, one centred card, an optional side panel. */
export function RegistrationLayout({ children, headerAction, aside, width = 480 }: RegistrationLayoutProps) {
  return (
    <div className={aside ? `${classes.page} ${classes.withAside}` : classes.page}>
      <div className={classes.column}>
        <header className={classes.header}>
          {/* Spec §2: the logo asks "Leave this page?" and says the progress is saved; Leave goes to /. */}
          <LeavePageLogo leaveTo={PUBLIC_ROUTES.home} />
          {headerAction}
        </header>
        <main className={classes.main}>
          <Paper className={classes.card} radius="lg" p={{ base: 'lg', xs: 40 }} maw={width}>
            {children}
          </Paper>
        </main>
      </div>
      {aside && (
        <aside className={classes.aside}>
          <div className={classes.asideInner}>{aside}</div>
        </aside>
      )}
    </div>
  );
}
