import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useReimburseNotification } from '../api/accounts';
import { NotificationForm } from '../components/notification-form';
import { SettingsQueryPage } from '../components/settings-query-page';

/** /reimburse/settings/notification: the user's own reimbursement emails. */
export function ReimburseNotificationPage() {
  const settings = useReimburseNotification();
  return (
    <SettingsQueryPage
      title="Notifications"
      description="Emails go to you only; each person chooses their own."
      query={settings}
      skeleton={<CardsSkeleton cards={1} label="Loading your settings" />}
      errorTitle="Your notification settings could not be loaded"
    >
      {(data) => <NotificationForm settings={data} />}
    </SettingsQueryPage>
  );
}
