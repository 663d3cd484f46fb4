import { Container, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { ReviewRequestsContent } from '../components/review-requests-content';

const WILL_SHOW =
  "Amazon's own review request for every eligible order, on the day you choose, with what was sent, skipped or failed and why.";

/** /review/review-request-automation: the rule, its activity and the log per order (issue 8). */
export function ReviewRequestsPage() {
  usePageMeta({
    title: 'Review Request Automation',
    description: "Ask every eligible order for a review with Amazon's own Request a Review, automatically.",
  });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <PageHeader title="Review Request Automation" subtitle={currentStoreLabel} />
          <Text size="sm" c="dimmed" maw={760}>
            Sends Amazon's own "Request a Review" for every eligible order: once per order, inside Amazon's
            window, within its daily limit. Amazon writes the message, so it always follows Amazon's rules for
            buyer messages.
          </Text>
        </Stack>
        <StoreGate importState={importState} channelId={currentChannelId} willShow={WILL_SHOW}>
          {/* Keyed by store: a new store starts from its own rule, period and filters. */}
          {currentChannelId && <ReviewRequestsContent key={currentChannelId} channelId={currentChannelId} />}
        </StoreGate>
      </Stack>
    </Container>
  );
}
