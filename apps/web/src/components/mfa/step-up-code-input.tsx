import { OneTimeCodeInput } from './one-time-code-input';

export const STEP_UP_TEXTS = {
  codeLabel: 'Authentication code',
  codeHint: 'Enter a current code from your authenticator app to confirm.',
} as const;

interface StepUpCodeInputProps {
  value: string;
  onChange: (value: string) => void;
}

/** The fresh code a sensitive staff action asks for (issue 17 step-up: granting roles, deleting users). */
export function StepUpCodeInput({ value, onChange }: StepUpCodeInputProps) {
  return (
    <OneTimeCodeInput
      label={STEP_UP_TEXTS.codeLabel}
      description={STEP_UP_TEXTS.codeHint}
      name="mfa_code"
      value={value}
      onChange={onChange}
      data-autofocus
    />
  );
}
