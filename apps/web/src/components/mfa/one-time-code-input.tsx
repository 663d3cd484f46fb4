import { TextInput, type TextInputProps } from '@mantine/core';

type TOneTimeCodeInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * Where an authenticator code is typed (sign-in, turning two-step verification on, a step-up). Long enough
 * for a recovery code too; the browser and password managers offer the one-time code.
 */
export function OneTimeCodeInput({ value, onChange, ...props }: TOneTimeCodeInputProps) {
  return (
    <TextInput
      autoComplete="one-time-code"
      inputMode="numeric"
      placeholder="123456"
      maxLength={32}
      required
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
