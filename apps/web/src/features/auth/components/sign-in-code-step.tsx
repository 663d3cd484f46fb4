import { Button, Stack } from '@mantine/core';
import { GENERIC_ERROR_MESSAGE } from '@seller-tools/contract';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { OneTimeCodeInput } from '../../../components/mfa/one-time-code-input';
import { signInWithCode, type TSignInResult } from '../../../lib/session';
import { FormErrorAlert } from './form-error-alert';

export const SIGN_IN_CODE_TEXTS = {
  title: 'Two-step verification',
  subtitle: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: 'Authentication code',
  codeHint: 'Lost your device? Enter one of your recovery codes instead.',
  verify: 'Verify',
  back: 'Back to sign in',
} as const;

interface SignInCodeStepProps {
  mfaToken: string;
  isRememberMe: boolean;
  /** Signed in: where to go is the caller's choice. */
  onSignedIn: (result: Extract<TSignInResult, { ok: true }>) => void;
  onBack: () => void;
}

/** The second step of a sign-in for an account with two-step verification (issue 17). */
export function SignInCodeStep({ mfaToken, isRememberMe, onSignedIn, onBack }: SignInCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: signInWithCode });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || verify.isPending) return;
    setError(null);
    try {
      const result = await verify.mutateAsync({ mfaToken, code: code.trim(), isRememberMe });
      if (result.ok === true) onSignedIn(result);
      else if (result.ok === false) {
        setError(result.message);
        setCode('');
      }
    } catch {
      setError(GENERIC_ERROR_MESSAGE);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={SIGN_IN_CODE_TEXTS.title}>
      <Stack gap="md">
        <FormErrorAlert message={error} />
        <OneTimeCodeInput
          label={SIGN_IN_CODE_TEXTS.codeLabel}
          description={SIGN_IN_CODE_TEXTS.codeHint}
          name="code"
          // Text, not numeric: a recovery code has letters.
          inputMode="text"
          leftSection={<IconShieldLock size={18} />}
          value={code}
          onChange={setCode}
          size="md"
          data-autofocus
          autoFocus
        />
        <Button type="submit" size="md" fullWidth disabled={code.trim() === ''} loading={verify.isPending}>
          {SIGN_IN_CODE_TEXTS.verify}
        </Button>
        <Button variant="subtle" size="sm" onClick={onBack} disabled={verify.isPending}>
          {SIGN_IN_CODE_TEXTS.back}
        </Button>
      </Stack>
    </form>
  );
}
