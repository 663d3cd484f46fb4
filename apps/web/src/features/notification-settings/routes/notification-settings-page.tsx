import { Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { usePageMeta } from '../../../lib/page-meta';
import { useCurrentUser } from '../../../lib/session';
import { useUser } from '../api/marketing-preferences';
import { useNotificationSettings } from '../api/notification-settings';
import { SettingsForm } from '../components/settings-form';

/** /settings/notification: the daily summary, review and rating alerts, and the marketing emails. */
export function NotificationSettingsPage() {
  usePageMeta({ title: 'Notifications', description: 'Your daily summary, alerts and emails.' });
  const settings = useNotificationSettings();
  const user = useUser();
  const isAdmin = useCurrentUser()?.isCompanyAdmin !== false;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title="Notifications" subtitle="Emails go to you only; each person chooses their own." />
        {(settings.isPending || user.isPending) && !settings.isError && !user.isError && (
          <CardsSkeleton cards={3} label="Loading your settings" />
        )}
        {settings.isError && (
          <ErrorNotice
            error={settings.error}
            title="Your notification settings could not be loaded"
            onRetry={() => void settings.refetch()}
          />
        )}
        {user.isError && (
          <ErrorNotice
            error={user.error}
            title="Your email preferences could not be loaded"
            onRetry={() => void user.refetch()}
          />
        )}
        {settings.data && user.data && (
          <SettingsForm
            email={user.data.email}
            settings={settings.data}
            preferences={user.data.is_subscribed_marketing}
          />
        )}
        {isAdmin && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Text size="sm">
              Send review alerts to Slack or your own tools too:{' '}
              <Anchor component={Link} to={REVIEW_ROUTES.settingsWebhooks}>
                set up webhooks
              </Anchor>{' '}
              (signed, retried, with a delivery log; for the whole company).
            </Text>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
