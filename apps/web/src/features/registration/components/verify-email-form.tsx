import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GENERIC_ERROR_MESSAGE,
  MODAL_TITLES,
  PUBLIC_ROUTES,
  SIGNUP_MESSAGES,
  VERIFY_CODE_LENGTH,
  ZVerifyCodeRequest,
} from '@seller-tools/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { zodResolver } from '../../../lib/forms';
import { isErrorEnvelope } from '../../../lib/http';
import { useResendCode } from '../api/resend-code';
import { useVerifyCode } from '../api/verify-code';
import { useResendCooldown, waitSecondsOf } from '../code-cooldown';
import { readDraft, saveDraft } from '../draft';
import { stepState } from '../step-guard';
import { openMessageDialog } from './dialogs';
import { StepButton } from './step-button';
import { VerificationCodeInput } from './verification-code-input';

// The code's rule and message from the verify request (POST /api/email/codeverify).
const checkCode = zodResolver<{ code: string }>(z.object({ code: ZVerifyCodeRequest.shape.code }));

const isComplete = (code: string) => code.length === VERIFY_CODE_LENGTH && /^\d+$/.test(code);

/** The code entry of /register/verify/email with Send Again and Continue (spec §2, §4, §8). */
export function VerifyEmailForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const form = useForm({ mode: 'controlled', initialValues: { code: '' } });
  const { code } = form.getValues();
  const [checked, setChecked] = useState(false);
  const firstBox = useRef<HTMLInputElement>(null);
  const cooldown = useResendCooldown();

  const clearCode = () => {
    form.setFieldValue('code', '');
    setChecked(false);
    firstBox.current?.focus();
  };

  const onInvalidPaste = () =>
    openMessageDialog({ title: MODAL_TITLES.invalidCode, message: SIGNUP_MESSAGES.pastedCodeInvalid });

  async function onSendAgain() {
    const { companyId } = readDraft();
    try {
      const result = await resend.mutateAsync({ email, company_id: companyId || undefined });
      if (isErrorEnvelope(result)) {
        // Too soon: the button counts the wait down instead of a dialog saying so.
        const wait = waitSecondsOf(result.message);
        if (wait !== null) cooldown.waitFor(wait);
        else openMessageDialog({ title: 'Send Again', message: result.message });
        return;
      }
      cooldown.sent();
      clearCode();
      openMessageDialog({
        title: SIGNUP_MESSAGES.resendSuccessTitle,
        message: SIGNUP_MESSAGES.resendSuccessMessage,
        kind: 'success',
      });
    } catch {
      openMessageDialog({ title: 'Send Again', message: GENERIC_ERROR_MESSAGE });
    }
  }

  async function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete(code) || verify.isPending) return;
    const draft = readDraft();
    let result: Awaited<ReturnType<typeof verify.mutateAsync>>;
    try {
      result = await verify.mutateAsync({
        email,
        code,
        company_id: draft.companyId || undefined,
        user_id: draft.userId || undefined,
        username: email,
      });
    } catch {
      openMessageDialog({ title: 'Verify Email', message: GENERIC_ERROR_MESSAGE });
      return;
    }

    if (isErrorEnvelope(result)) {
      openMessageDialog({
        title: SIGNUP_MESSAGES.invalidCodeTitle,
        message: SIGNUP_MESSAGES.invalidCodeMessage,
        // The server may say more (an expired code, too many tries); that tells the user to Send Again.
        detail: saysMore(result.message) ? result.message : undefined,
        buttonLabel: 'Try again',
        onClose: clearCode,
      });
      return;
    }

    saveDraft({
      signupToken: result.data.signup_token,
      userId: result.data.user_id,
      companyId: result.data.company_id,
    });
    navigate(PUBLIC_ROUTES.registerConnectAmazon, { state: stepState(PUBLIC_ROUTES.registerVerifyEmail) });
  }

  // "Please enter a verify code." once the user has left the boxes with a partial code.
  const error = checked && code !== '' ? ((checkCode({ code }).code as string | undefined) ?? null) : null;

  return (
    <form onSubmit={onContinue} noValidate aria-label="Verify email">
      <Stack gap="xl">
        <VerificationCodeInput
          value={code}
          onChange={(next) => {
            form.setFieldValue('code', next);
            if (isComplete(next)) setChecked(false);
          }}
          onInvalidPaste={onInvalidPaste}
          onBlur={() => setChecked(true)}
          error={error}
          inputRef={firstBox}
        />
        <StepButton type="submit" disabled={!isComplete(code)} loading={verify.isPending}>
          Continue
        </StepButton>
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            Didn't get the email?
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onSendAgain}
            loading={resend.isPending}
            disabled={cooldown.secondsLeft > 0}
          >
            {cooldown.secondsLeft > 0 ? `Send Again (${cooldown.secondsLeft} s)` : 'Send Again'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The server's plain "wrong code" answer repeats the dialog; only an expired or exhausted code adds news.
function saysMore(serverMessage: string): boolean {
  const repeats: readonly string[] = [SIGNUP_MESSAGES.invalidCodeTitle, SIGNUP_MESSAGES.invalidCodeMessage];
  return !repeats.includes(serverMessage);
}
