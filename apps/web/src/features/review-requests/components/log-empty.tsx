import { IconMailFast, IconSearch } from '@tabler/icons-react';
import { EmptyAction, EmptyPanel } from '../../../components/ui/empty-panel';

interface LogEmptyProps {
  filtered: boolean;
  ruleEnabled: boolean;
  onClear: () => void;
  onGoToRule: () => void;
}

/** Nothing in the log: because of the filter, because the rule is off, or because nothing is due yet. */
export function LogEmpty({ filtered, ruleEnabled, onClear, onGoToRule }: LogEmptyProps) {
  if (filtered) {
    return (
      <EmptyPanel
        icon={<IconSearch size={28} />}
        title="No orders match"
        action={<EmptyAction onClick={onClear}>Clear search and filters</EmptyAction>}
      >
        Check the order id or ASIN, or choose more states.
      </EmptyPanel>
    );
  }
  if (!ruleEnabled) {
    return (
      <EmptyPanel
        icon={<IconMailFast size={28} />}
        title="No review requests yet"
        action={<EmptyAction onClick={onGoToRule}>Go to the rule</EmptyAction>}
      >
        Turn the rule on to schedule every eligible order, including orders delivered recently that are still
        inside Amazon's 5–30 day window. Use test mode first to see what would be sent.
      </EmptyPanel>
    );
  }
  return (
    <EmptyPanel icon={<IconMailFast size={28} />} title="No review requests yet">
      The rule is on. Eligible orders appear here as they are scheduled, with every attempt to ask Amazon; new
      orders arrive with each sync.
    </EmptyPanel>
  );
}
