import { Checkbox, Stack } from '@mantine/core';
import { type TEnrolment, type TEnrolStoresBody, ZEnrolStoresBody } from '@seller-tools/contract';
import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { saveStores } from '../api/enrolment';
import { ConnectStoreButton } from './connect-store-button';
import { StepActions } from './step-actions';
import { ConnectAnother, StoreChoices } from './store-option';
import { useStepForm } from './use-step-form';

/** Step 1: which of the company's connected stores to enrol; another can be connected from here. */
export function StoresStep({ enrolment, onNext }: { enrolment: TEnrolment; onNext: () => unknown }) {
  const initial = enrolment.stores.filter((s) => s.chosen).map((s) => s.channel_id);
  const { values, set, errorOf, error, saving, onSubmit } = useStepForm<TEnrolStoresBody>(
    ZEnrolStoresBody,
    { channel_ids: initial },
    saveStores,
    onNext,
  );
  if (enrolment.stores.length === 0)
    return (
      <EmptyPanel
        icon={<IconBuildingStore size={28} />}
        title="No store connected yet"
        action={<ConnectStoreButton variant="filled" />}
      >
        Connect your Amazon seller account: the free audit then reads its inventory, shipments and refunds,
        and you come back here to enrol it.
      </EmptyPanel>
    );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Checkbox.Group
          value={values.channel_ids}
          onChange={(ids) => set('channel_ids', ids)}
          label="Stores to enrol"
          description="We audit these stores continuously and prepare a case for everything Amazon owes."
          error={errorOf('channel_ids')}
        >
          <StoreChoices stores={enrolment.stores} kind="checkbox" />
        </Checkbox.Group>
        <ConnectAnother prompt="A store missing?" />
        <StepActions saving={saving} error={error}>
          Next
        </StepActions>
      </Stack>
    </form>
  );
}
