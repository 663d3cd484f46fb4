import { Alert, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import {
  formatMoney,
  type TPpcAmountForm,
  type TPpcChange,
  type TPpcEntityType,
  ZPpcAmountForm,
} from '@seller-tools/contract';
import { useState } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import { useContractForm } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useApplyChanges } from '../api/changes';
import { currencyDigits, toMinor } from './change-format';

// One amount of one entity (a bid, a daily budget, an ad group's default bid) edited and sent to Amazon
// through POST /api/ppc/changes. Amazon's refusal stays in the dialog, in Amazon's words.

export interface TEditAmountTarget {
  channelId: string;
  entityType: TPpcEntityType;
  entityId: string;
  /** What the dialog names ("Keyword: blue mug"). */
  label: string;
  /** The current amount in minor units, and its currency. */
  currentMinor: number | null;
  currency: string | null;
  campaignId?: string;
  adGroupId?: string;
}

/** What opens an edit dialog: the thing edited, and what follows the change. */
export interface TEditDialogProps {
  opened: boolean;
  onClose: () => void;
  target: TEditAmountTarget;
  onApplied?: (change: TPpcChange) => void;
}

interface EditAmountModalProps extends TEditDialogProps {
  field: 'bid' | 'budget' | 'default-bid';
  title: string;
  amountLabel: string;
}

export function EditAmountModal({
  opened,
  onClose,
  target,
  field,
  title,
  amountLabel,
  onApplied,
}: EditAmountModalProps) {
  const digits = currencyDigits(target.currency);
  const initial: TPpcAmountForm = {
    amount: target.currentMinor === null ? 0 : target.currentMinor / 10 ** digits,
    reason: '',
  };
  const { values, set, touch, touchAll, errorOf, isValid, reset } = useContractForm(ZPpcAmountForm, initial);
  const apply = useApplyChanges(target.channelId);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the field shows while typing ("0." is no number yet); the form holds the number.
  const [typed, setTyped] = useState<string | number>(initial.amount);

  const close = () => {
    reset();
    setTyped(initial.amount);
    setRefusal(null);
    onClose();
  };
  const submit = () => {
    if (!isValid) {
      touchAll();
      return;
    }
    setRefusal(null);
    apply.mutate(
      [
        {
          entity_type: target.entityType,
          entity_id: target.entityId,
          ...(target.campaignId ? { campaign_id: target.campaignId } : {}),
          ...(target.adGroupId ? { ad_group_id: target.adGroupId } : {}),
          field,
          old_value: target.currentMinor === null ? null : String(target.currentMinor),
          new_value: String(toMinor(values.amount, target.currency)),
          reason: values.reason.trim() || `${title} by hand`,
        },
      ],
      {
        onSuccess: ([change]) => {
          if (change?.status !== 'applied') {
            setRefusal(change?.amazon_message ?? 'Amazon did not apply the change.');
            return;
          }
          showToast({
            kind: 'success',
            message: `${amountLabel} is now ${formatMoney(Number(change.new_value), target.currency)}.`,
          });
          onApplied?.(change);
          close();
        },
        onError: (error) => setRefusal(errorMessageOf(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{target.label}</Text>
          {target.currentMinor !== null && (
            <Text size="xs" c="dimmed">
              Now {formatMoney(target.currentMinor, target.currency)}
            </Text>
          )}
          <NumberInput
            label={amountLabel}
            value={typed}
            onChange={(v) => {
              setTyped(v);
              set('amount', v === '' ? Number.NaN : Number(v));
            }}
            onBlur={() => touch('amount')}
            error={errorOf('amount')}
            decimalScale={digits}
            min={0}
            hideControls
            data-autofocus
          />
          <Textarea
            label="Note for the change log"
            placeholder="Why (optional)"
            value={values.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
            onBlur={() => touch('reason')}
            error={errorOf('reason')}
            rows={2}
          />
          {refusal && (
            <Alert color="red" title="Amazon did not apply the change">
              {refusal}
            </Alert>
          )}
          <FormActions onCancel={close} pending={apply.isPending}>
            Apply at Amazon
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
