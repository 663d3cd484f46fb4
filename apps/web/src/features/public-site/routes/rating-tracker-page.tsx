import { RatingTrackerMockup } from '../components/mockups/rating-tracker-mockup';
import { ModulePage } from '../components/module-page';
import { RATING_TRACKER } from '../content/rating-tracker';

/** /services/rating-tracker (spec §2). */
export function RatingTrackerPage() {
  return <ModulePage content={RATING_TRACKER} visual={<RatingTrackerMockup />} />;
}
