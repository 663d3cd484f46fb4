import { ActionIcon, Group, Text } from '@mantine/core';
import type { TPpcEntityType } from '@seller-tools/contract';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { TEditAmountTarget } from './edit-amount-modal';
import { EditBidModal } from './edit-bid-modal';
import { EditBudgetModal } from './edit-budget-modal';
import { formatMoney } from './format';
import { StateToggle } from './state-toggle';

// The tables' editable cells: a bid or budget with a pencil that opens its dialog, and a state switch.
// Both go through POST /api/ppc/changes, so every edit is in the change log and can be undone.

/** Which entity of which store a cell edits. */
export type TEditableEntity = {
  channelId: string;
  entityType: TPpcEntityType;
  entityId: string;
  label: string;
  campaignId?: string;
  adGroupId?: string;
};

/** An amount in minor units with its edit dialog (a bid, an ad group's default bid, a daily budget). */
export function EditableAmount({
  entity,
  amount,
  currency,
  kind,
}: {
  entity: TEditableEntity;
  amount: number | null;
  currency: string | null;
  kind: 'bid' | 'budget';
}) {
  const [opened, setOpened] = useState(false);
  const target: TEditAmountTarget = { ...entity, currentMinor: amount, currency };
  const what = kind === 'budget' ? 'daily budget' : entity.entityType === 'ad-group' ? 'default bid' : 'bid';
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Text size="sm">{formatMoney(amount, currency)}</Text>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`Edit ${what} of ${entity.label}`}
        onClick={() => setOpened(true)}
      >
        <IconPencil size={14} />
      </ActionIcon>
      {opened &&
        (kind === 'budget' ? (
          <EditBudgetModal opened onClose={() => setOpened(false)} target={target} />
        ) : (
          <EditBidModal opened onClose={() => setOpened(false)} target={target} />
        ))}
    </Group>
  );
}

/** Enabled/paused as a switch (archived entities cannot be switched at Amazon). */
export function EditableState({ entity, state }: { entity: TEditableEntity; state: string }) {
  return (
    <StateToggle
      channelId={entity.channelId}
      entityType={entity.entityType}
      entityId={entity.entityId}
      state={state}
      label={entity.label}
    />
  );
}
