import { Badge } from '@mantine/core';
import { hourLabel, zoneName } from './format';
import type { TRuleDraft } from './rule-draft';

/** On, off or test mode, as a badge beside the rule's title. */
export function RuleBadge({ enabled, testMode }: { enabled: boolean; testMode: boolean }) {
  if (!enabled)
    return (
      <Badge color="gray" variant="light">
        Off
      </Badge>
    );
  if (testMode)
    return (
      <Badge color="grape" variant="light">
        On · test mode
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      On
    </Badge>
  );
}

/** The rule in one sentence, as it stands in the form. */
export function ruleSentence(draft: TRuleDraft): string {
  if (!draft.enabled) {
    return 'Off: no order is scheduled. Turn it on to ask every eligible order for a review, including orders delivered recently that are still inside Amazon’s window.';
  }
  const days = Number(draft.delay_days);
  const when = Number.isInteger(days) ? `${days} days after delivery` : 'on the chosen day after delivery';
  const at = `at ${hourLabel(draft.send_hour).slice(0, 5)} ${zoneName(draft.time_zone)} time`;
  return draft.test_mode
    ? `Test mode: every eligible order is recorded ${when}, ${at}, and nothing is sent.`
    : `Every eligible order gets Amazon’s review request ${when}, ${at}.`;
}
