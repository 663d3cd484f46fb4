import { Button, Radio, Stack } from '@mantine/core';
import { ENROL_MESSAGES, POST_LOGIN_ROUTE, REIMBURSE_ROUTES, type TEnrolment } from '@seller-tools/contract';
import { IconBuildingStore, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { useSaveAttempt } from '../../../lib/forms/use-save-attempt';
import { showToast } from '../../../lib/toast';
import { addStore, rememberEnrolment } from '../api/enrolment';
import { ConnectStoreButton } from '../components/connect-store-button';
import { EnrolPage } from '../components/enrol-page';
import { StepActions } from '../components/step-actions';
import { ConnectAnother, StoreChoices } from '../components/store-option';

/** /add-new (outside the shell): enrol one more store in the reimbursement line, or connect one first. */
export function AddNewPage() {
  return (
    <EnrolPage
      meta={{
        title: 'Add a store',
        description: 'Enrol another of your Amazon stores in reimbursement recovery.',
      }}
      title="Add a store to reimbursement recovery"
      subtitle="The terms you accepted apply; the store is audited as soon as it is enrolled."
      skeleton={{ rows: 3, label: 'Loading your stores' }}
      errorTitle="Your stores could not be loaded"
    >
      {(data) => (data.finished ? <AddStoreForm enrolment={data} /> : <NotEnrolled step={data.step} />)}
    </EnrolPage>
  );
}

function NotEnrolled({ step }: { step: number }) {
  return (
    <EmptyPanel
      icon={<IconLock size={28} />}
      title="Enrol your company first"
      action={
        <Button component={Link} to={`${REIMBURSE_ROUTES.signupStep}/${step}`}>
          Start recovering
        </Button>
      }
    >
      Stores join reimbursement recovery once your company has enrolled: choose the stores, accept the terms
      and add the billing details.
    </EmptyPanel>
  );
}

function AddStoreForm({ enrolment }: { enrolment: TEnrolment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const candidates = enrolment.stores.filter((s) => !s.chosen);
  const [picked, setPicked] = useState<string | null>(candidates[0]?.channel_id ?? null);
  const { error, setError, saving, attempt } = useSaveAttempt();

  if (candidates.length === 0)
    return (
      <EmptyPanel
        icon={<IconBuildingStore size={28} />}
        title="Every connected store is enrolled"
        action={<ConnectStoreButton variant="filled" />}
      >
        Connect another Amazon store; it shows up here to enrol.
      </EmptyPanel>
    );

  const submit = async () => {
    if (!picked) return setError(ENROL_MESSAGES.storeRequired);
    await attempt(async () => {
      const answer = await addStore(picked);
      rememberEnrolment(queryClient, answer.data);
      showToast({ kind: 'success', message: answer.message ?? 'The store is enrolled.' });
      await queryClient.invalidateQueries();
      await navigate(POST_LOGIN_ROUTE);
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group value={picked} onChange={setPicked} label="Store to enrol">
          <StoreChoices stores={candidates} kind="radio" />
        </Radio.Group>
        <ConnectAnother prompt="Not listed?" />
        <StepActions saving={saving} error={error} onBack={() => navigate(POST_LOGIN_ROUTE)}>
          Enrol this store
        </StepActions>
      </Stack>
    </form>
  );
}
