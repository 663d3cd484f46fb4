import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useReimburseNotification } from '../api/accounts';
import { NotificationForm } from '../components/notification-form';
import { SettingsFrame } from '../components/settings-frame';

/** /reimburse/settings/notification: the user's own reimbursement emails. */
export function ReimburseNotificationPage() {
  const settings = useReimburseNotification();
  return (
    <SettingsFrame title="Notifications" description="Emails go to you only; each person chooses their own.">
      <QueryState
        query={settings}
        skeleton={<CardsSkeleton cards={1} label="Loading your settings" />}
        errorTitle="Your notification settings could not be loaded"
      >
        {(data) => <NotificationForm settings={data} />}
      </QueryState>
    </SettingsFrame>
  );
}
