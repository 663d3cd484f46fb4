import { Container, Stack } from '@mantine/core';
import { usePageMeta } from '../../../lib/page-meta';
import { rolesOf, useCurrentUser } from '../../../lib/session';
import { useShellContext } from '../../../lib/shell';
import classes from '../components/dashboard.module.css';
import { DashboardContent } from '../components/dashboard-content';
import { PasswordNotice } from '../components/password-notice';
import { WelcomeSection } from '../components/welcome-section';

/** /dashboard: the post-login target; the current store's ratings and reviews at a glance. */
export function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your ratings and reviews at a glance.' });
  const user = useCurrentUser();
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();

  return (
    <div className={classes.page}>
      <WelcomeSection user={user} roles={rolesOf(user)} storeLabel={currentStoreLabel} />
      <Container size="xl" className={classes.cards}>
        <Stack gap="lg">
          {user?.isNeedPasswordChange && <PasswordNotice />}
          <DashboardContent
            importState={importState}
            channelId={currentChannelId}
            storeLabel={currentStoreLabel}
          />
        </Stack>
      </Container>
    </div>
  );
}
