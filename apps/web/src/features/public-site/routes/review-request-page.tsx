import { ReviewRequestMockup } from '../components/mockups/review-request-mockup';
import { ModulePage } from '../components/module-page';
import { REVIEW_REQUEST } from '../content/review-request';

/** /services/review-request (spec §2). */
export function ReviewRequestPage() {
  return <ModulePage content={REVIEW_REQUEST} visual={<ReviewRequestMockup />} />;
}
