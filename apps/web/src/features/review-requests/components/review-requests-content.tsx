import { Stack } from '@mantine/core';
import { marketplaceTimeZone } from '@seller-tools/contract';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useRule } from '../api/rule';
import { ActivitySection } from './activity-section';
import { ImpactSection } from './impact-section';
import { LogSection } from './log-section';
import { RULE_SWITCH_ID, RuleEditor } from './rule-editor';
import { RulesSection } from './rules-section';

/** Brings the rule's on/off switch into view and focuses it (the empty log's "Go to the rule"). */
function goToRule() {
  const toggle = document.getElementById(RULE_SWITCH_ID);
  toggle?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  toggle?.focus({ preventScroll: true });
}

/** The rule, the period's activity and the log of one store. */
export function ReviewRequestsContent({ channelId }: { channelId: string }) {
  const rule = useRule(channelId);
  const { stores } = useShellContext();
  // Until the rule has loaded, the marketplace's zone: the one a new rule starts in.
  const timeZone =
    rule.data?.time_zone ?? marketplaceTimeZone(stores.find((s) => s.channelId === channelId)?.marketplaceId);
  return (
    <Stack gap="xl">
      <QueryState
        query={rule}
        skeleton={<CardsSkeleton cards={2} label="Loading the rule" />}
        errorTitle="The rule could not be loaded"
      >
        {(data) => <RuleEditor channelId={channelId} saved={data} />}
      </QueryState>
      <RulesSection channelId={channelId} timeZone={timeZone} />
      <ActivitySection channelId={channelId} timeZone={timeZone} />
      <ImpactSection channelId={channelId} timeZone={timeZone} />
      <LogSection
        channelId={channelId}
        timeZone={timeZone}
        ruleEnabled={rule.data?.enabled ?? false}
        onGoToRule={goToRule}
      />
    </Stack>
  );
}
