import { Switch } from '@mantine/core';
import type { TPpcEntityType } from '@seller-tools/contract';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useApplyChanges } from '../api/changes';

interface StateToggleProps {
  channelId: string;
  entityType: TPpcEntityType;
  entityId: string;
  /** ENABLED, PAUSED or ARCHIVED (an archived entity cannot be switched). */
  state: string;
  /** The accessible name ("Keyword blue mug"). */
  label: string;
}

/** Enables or pauses a campaign, ad group, keyword or target at Amazon; Amazon's refusal is shown. */
export function StateToggle({ channelId, entityType, entityId, state, label }: StateToggleProps) {
  const apply = useApplyChanges(channelId);
  const enabled = state === 'ENABLED';
  const next = enabled ? 'PAUSED' : 'ENABLED';
  return (
    <Switch
      aria-label={`${label}: ${enabled ? 'enabled' : 'paused'}`}
      checked={enabled}
      disabled={state === 'ARCHIVED' || apply.isPending}
      onChange={() =>
        apply.mutate(
          [
            {
              entity_type: entityType,
              entity_id: entityId,
              field: 'state',
              old_value: state,
              new_value: next,
              reason: `${next === 'PAUSED' ? 'Paused' : 'Enabled'} by hand`,
            },
          ],
          {
            onSuccess: ([change]) =>
              showToast(
                change?.status === 'applied'
                  ? { kind: 'success', message: `${label} ${next === 'PAUSED' ? 'paused' : 'enabled'}.` }
                  : { kind: 'error', message: change?.amazon_message ?? 'Amazon did not apply the change.' },
              ),
            onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
          },
        )
      }
    />
  );
}
