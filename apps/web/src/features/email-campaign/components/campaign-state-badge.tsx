import { Badge } from '@mantine/core';
import type { TCampaignState } from '@seller-tools/contract';

const COLORS: Record<TCampaignState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'teal',
  cancelled: 'red',
};

export function CampaignStateBadge({ state }: { state: TCampaignState }) {
  return (
    <Badge color={COLORS[state]} variant="light">
      {state}
    </Badge>
  );
}
