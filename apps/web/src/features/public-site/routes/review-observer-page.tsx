import { ReviewObserverMockup } from '../components/mockups/review-observer-mockup';
import { ModulePage } from '../components/module-page';
import { REVIEW_OBSERVER } from '../content/review-observer';

/** /services/review-observer (spec §2). */
export function ReviewObserverPage() {
  return <ModulePage content={REVIEW_OBSERVER} visual={<ReviewObserverMockup />} />;
}
