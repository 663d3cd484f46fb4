import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MFA_MESSAGES } from '@seller-tools/contract';
import { type FormEvent, useState } from 'react';
import { MfaEnrolment } from '../../../components/mfa/mfa-enrolment';
import { StepUpCodeInput } from '../../../components/mfa/step-up-code-input';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessageOf } from '../../../lib/http';
import { useDisableMfa, useMfaStatus, useRefreshMfaStatus } from '../../../lib/mfa';
import { showToast } from '../../../lib/toast';

const TITLE_ID = 'two-step-title';

/** Settings → Accounts: two-step verification, optional for sellers and required for staff (issue 17). */
export function TwoStepSection() {
  const status = useMfaStatus();
  const refresh = useRefreshMfaStatus();
  const disable = useDisableMfa();
  const [mode, setMode] = useState<'view' | 'enrol' | 'disable'>('view');
  const [code, setCode] = useState('');

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    disable.mutate(code.trim(), {
      onSuccess: () => {
        setMode('view');
        setCode('');
        showToast({ kind: 'success', message: MFA_MESSAGES.disabled });
      },
      onError: () => setCode(''),
    });
  };

  const mfa = status.data;
  const description = !mfa
    ? 'A code from an authenticator app at each sign-in.'
    : mfa.enabled
      ? `On: each sign-in asks for a code from your authenticator app. ${mfa.recovery_codes_left} recovery codes left.`
      : 'Off: add a code from an authenticator app to each sign-in, so a stolen password alone is not enough.';

  let actions = null;
  if (mfa && mode === 'view') {
    if (!mfa.enabled) actions = <Button onClick={() => setMode('enrol')}>Set up</Button>;
    else if (!mfa.required)
      actions = (
        <Button variant="default" color="red" onClick={() => setMode('disable')}>
          Turn off
        </Button>
      );
  }

  return (
    <SectionCard titleId={TITLE_ID} title="Two-step verification" description={description} actions={actions}>
      {status.isError && (
        <ErrorNotice
          error={status.error}
          title="Two-step verification could not be loaded"
          onRetry={() => void status.refetch()}
        />
      )}
      {mfa?.enabled && mfa.required && mode === 'view' && (
        <Text size="sm" c="dimmed">
          {MFA_MESSAGES.staffCannotDisable}
        </Text>
      )}
      {mode === 'enrol' && (
        <MfaEnrolment
          onDone={() => {
            setMode('view');
            void refresh();
            showToast({ kind: 'success', message: MFA_MESSAGES.enabled });
          }}
        />
      )}
      {mode === 'disable' && (
        <form onSubmit={turnOff} aria-label="Turn off two-step verification">
          <Stack gap="sm">
            {disable.isError && (
              <Alert color="red" role="alert">
                {errorMessageOf(disable.error)}
              </Alert>
            )}
            <StepUpCodeInput value={code} onChange={setCode} />
            <Group gap="sm">
              <Button variant="default" onClick={() => setMode('view')} disabled={disable.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={disable.isPending} disabled={code.trim() === ''}>
                Turn off
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
