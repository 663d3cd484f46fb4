import { DailyNotificationMockup } from '../components/mockups/daily-notification-mockup';
import { ModulePage } from '../components/module-page';
import { DAILY_NOTIFICATION } from '../content/daily-notification';

/** /features/daily-notification (spec §2). */
export function DailyNotificationPage() {
  return <ModulePage content={DAILY_NOTIFICATION} visual={<DailyNotificationMockup />} />;
}
