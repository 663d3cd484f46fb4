import { Stack } from '@mantine/core';
import { REVIEW_REQUEST_DEFAULTS } from '@seller-tools/contract';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useRule } from '../api/rule';
import { ActivitySection } from './activity-section';
import { LogSection } from './log-section';
import { RULE_SWITCH_ID, RuleEditor } from './rule-editor';

/** Brings the rule's on/off switch into view and focuses it (the empty log's "Go to the rule"). */
function goToRule() {
  const toggle = document.getElementById(RULE_SWITCH_ID);
  toggle?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  toggle?.focus({ preventScroll: true });
}

/** The rule, the period's activity and the log of one store. */
export function ReviewRequestsContent({ channelId }: { channelId: string }) {
  const rule = useRule(channelId);
  return (
    <Stack gap="xl">
      {rule.isPending ? (
        <CardsSkeleton cards={2} label="Loading the rule" />
      ) : rule.isError ? (
        <ErrorNotice
          error={rule.error}
          title="The rule could not be loaded"
          onRetry={() => void rule.refetch()}
        />
      ) : (
        <RuleEditor channelId={channelId} saved={rule.data} />
      )}
      <ActivitySection channelId={channelId} />
      <LogSection
        channelId={channelId}
        timeZone={rule.data?.time_zone ?? REVIEW_REQUEST_DEFAULTS.timeZone}
        ruleEnabled={rule.data?.enabled ?? false}
        onGoToRule={goToRule}
      />
    </Stack>
  );
}
