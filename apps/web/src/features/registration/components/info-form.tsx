import { Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  GENERIC_ERROR_MESSAGE,
  MODAL_TITLES,
  PASSWORD_MAX_LENGTH,
  PUBLIC_ROUTES,
  SIGNUP_MESSAGES,
  SUBMIT_DEBOUNCE_MS,
} from '@seller-tools/contract';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isErrorEnvelope } from '../../../lib/http';
import { useEmailDomains } from '../api/code-list';
import { putResendCode } from '../api/resend-code';
import { useSignup } from '../api/signup';
import { forgetCodeSent, rememberCodeSent } from '../code-cooldown';
import { readDraft, saveDraft } from '../draft';
import { readInfoDraft, saveInfoDraft } from '../info-draft';
import {
  CUSTOM_DOMAIN,
  composeEmail,
  domainOf,
  hasErrors,
  isInfoComplete,
  type TInfoField,
  type TInfoValues,
  toSignupRequest,
  validateInfo,
} from '../info-form-model';
import { stepState } from '../step-guard';
import { openConfirmDialog, openMessageDialog } from './dialogs';
import { EmailField } from './email-field';
import { PasswordChecklist } from './password-checklist';
import { StepButton } from './step-button';

const NO_TOUCHED: Record<TInfoField, boolean> = {
  fullName: false,
  email: false,
  companyName: false,
  password: false,
};

/** The account form of /register/info (spec §2, §4, §5, §8). */
export function InfoForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  const domainsQuery = useEmailDomains();
  const domains = useMemo(
    () => (domainsQuery.data ?? []).map(domainOf).filter((domain) => domain !== ''),
    [domainsQuery.data],
  );
  // "Leave this page?" says the progress is saved: what was typed comes back (never the password).
  const [draft] = useState(readInfoDraft);
  const form = useForm<TInfoValues>({ mode: 'controlled', initialValues: draft });
  const values = form.getValues();
  useEffect(() => saveInfoDraft(values), [values]);
  const [touched, setTouched] = useState(NO_TOUCHED);
  const [submitted, setSubmitted] = useState(false);
  const checklistId = useId();

  // Spec §9: the first listed domain is the default; without a list the user types one.
  useEffect(() => {
    if (values.domainChoice !== '') return;
    if (domains[0]) form.setFieldValue('domainChoice', domains[0]);
    else if (domainsQuery.isError) form.setFieldValue('domainChoice', CUSTOM_DOMAIN);
  }, [domains, domainsQuery.isError, values.domainChoice, form.setFieldValue]);

  const errors = validateInfo(values);
  const shown = (field: TInfoField) => (touched[field] || submitted ? errors[field] : null);
  const set = (patch: Partial<TInfoValues>) => form.setValues(patch);
  const touch = (field: TInfoField) => setTouched((current) => ({ ...current, [field]: true }));
  // What a plain text field takes from the form: its value, its change, its blur and its message.
  const bindText = (field: 'fullName' | 'companyName') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set({ [field]: event.currentTarget.value }),
    onBlur: () => touch(field),
    error: shown(field),
  });

  // Typing or autofilling a whole address into the local part splits it at the @.
  const onLocalChange = (raw: string) => {
    const at = raw.indexOf('@');
    if (at < 0) return set({ emailLocal: raw });
    const domain = raw
      .slice(at + 1)
      .trim()
      .toLowerCase();
    const listed = domains.find((candidate) => candidate.toLowerCase() === domain);
    if (domain === '') return set({ emailLocal: raw.slice(0, at) });
    set(
      listed
        ? { emailLocal: raw.slice(0, at), domainChoice: listed }
        : { emailLocal: raw.slice(0, at), domainChoice: CUSTOM_DOMAIN, customDomain: domain },
    );
  };

  async function submit(current: TInfoValues) {
    setSubmitted(true);
    // Spec §5: the email is rechecked here and any invalid field blocks the form.
    if (hasErrors(validateInfo(current))) return;
    const email = composeEmail(current);

    let result: Awaited<ReturnType<typeof signup.mutateAsync>>;
    try {
      result = await signup.mutateAsync(toSignupRequest(current, readDraft().referralCode));
    } catch {
      openMessageDialog({ title: MODAL_TITLES.createAccount, message: GENERIC_ERROR_MESSAGE });
      return;
    }

    if (isErrorEnvelope(result)) {
      // Spec §8. Our server no longer answers this (issue 17, M5: a taken email is answered like a new
      // one and its owner gets a new code by mail), but the screen keeps the spec's behaviour for it.
      if (result.message === SIGNUP_MESSAGES.alreadyExistInEmailCode) {
        offerVerification(email, current.password);
      } else {
        openMessageDialog({ title: MODAL_TITLES.createAccount, message: result.message });
      }
      return;
    }

    // The sign-up sent the first code: Send Again waits out the interval from now.
    rememberCodeSent();
    saveDraft({
      email,
      password: current.password,
      companyId: result.data.company_id,
      userId: result.data.user_id,
    });
    navigate(PUBLIC_ROUTES.registerVerifyEmail, { state: stepState(PUBLIC_ROUTES.registerInfo) });
  }

  // Spec §8: an email registered but never verified can go straight to verification with a fresh code.
  function offerVerification(email: string, password: string) {
    openConfirmDialog({
      title: MODAL_TITLES.createAccount,
      message: (
        <Text>
          An account for <b>{email}</b> is waiting for email verification. We will send a new code so you can
          finish creating it.
        </Text>
      ),
      confirmLabel: 'Verify Email',
      onConfirm: async () => {
        saveDraft({ email, password });
        forgetCodeSent();
        let failure: string | null = null;
        try {
          const result = await putResendCode({ email });
          if (isErrorEnvelope(result)) failure = result.message;
          else rememberCodeSent();
        } catch {
          failure = GENERIC_ERROR_MESSAGE;
        }
        navigate(PUBLIC_ROUTES.registerVerifyEmail, { state: stepState(PUBLIC_ROUTES.registerInfo) });
        // A code sent a moment ago may still be valid, so the verify page is still the right place.
        if (failure) openMessageDialog({ title: MODAL_TITLES.createAccount, message: failure });
      },
    });
  }

  // Spec §4: two clicks within the debounce window make one request.
  const debouncedSubmit = useDebouncedCallback(
    (current: TInfoValues) => void submit(current),
    SUBMIT_DEBOUNCE_MS,
  );
  // Checked when the debounced send runs (spec §5, the contract's rule sets via validateInfo), not here.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isInfoComplete(values) || signup.isPending) return;
    debouncedSubmit(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create an account">
      <Stack gap="md">
        <TextInput
          label="Full name"
          {...bindText('fullName')}
          placeholder="Jane Cooper"
          autoComplete="name"
        />
        <EmailField
          local={values.emailLocal}
          onLocalChange={onLocalChange}
          domains={domains}
          domainsLoading={domainsQuery.isLoading}
          domainChoice={values.domainChoice}
          onDomainChoiceChange={(domainChoice) => {
            set({ domainChoice });
            if (values.emailLocal.trim() !== '') touch('email');
          }}
          customDomain={values.customDomain}
          onCustomDomainChange={(customDomain) => set({ customDomain })}
          onBlur={() => touch('email')}
          error={shown('email')}
        />
        <TextInput
          label="Company name"
          {...bindText('companyName')}
          placeholder="Cooper Home Goods"
          autoComplete="organization"
        />
        <div>
          <PasswordInput
            label="Password"
            value={values.password}
            onChange={(event) => set({ password: event.currentTarget.value })}
            onBlur={() => touch('password')}
            error={shown('password') !== null}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            aria-describedby={checklistId}
          />
          <PasswordChecklist id={checklistId} password={values.password} showFailures={submitted} />
        </div>

        <Text size="sm" c="dimmed">
          By creating an account you agree to our{' '}
          <Anchor component={Link} to={PUBLIC_ROUTES.termsOfService} target="_blank" rel="noopener">
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to={PUBLIC_ROUTES.privacyPolicy} target="_blank" rel="noopener">
            Privacy Policy
          </Anchor>
          .
        </Text>

        <StepButton type="submit" disabled={!isInfoComplete(values)} loading={signup.isPending}>
          Create an account
        </StepButton>
      </Stack>
    </form>
  );
}
