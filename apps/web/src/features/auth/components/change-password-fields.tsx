import { PasswordInput, Stack } from '@mantine/core';
import type { TChangePasswordErrors, TChangePasswordValues } from '@seller-tools/contract';
import { IconKey, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { PasswordRuleChecklist } from './password-rule-checklist';

type TField = keyof TChangePasswordValues;

interface ChangePasswordFieldsProps {
  values: TChangePasswordValues;
  errors: TChangePasswordErrors;
  onChange: (field: TField, value: string) => void;
  /** Label of the first field: a temporary password after a reset, else the current one. */
  currentLabel: string;
}

/** The three password fields with the live rule checklist; a field shows its message once it has been left. */
export function ChangePasswordFields({ values, errors, onChange, currentLabel }: ChangePasswordFieldsProps) {
  const [touched, setTouched] = useState<Partial<Record<TField, boolean>>>({});
  const touch = (field: TField) => () => setTouched((previous) => ({ ...previous, [field]: true }));
  const errorOf = (field: TField) => (touched[field] && values[field] !== '' ? errors[field] : null);

  return (
    <Stack gap="md">
      <PasswordInput
        label={currentLabel}
        name="current-password"
        autoComplete="current-password"
        leftSection={<IconKey size={18} />}
        value={values.currentPassword}
        onChange={(event) => onChange('currentPassword', event.currentTarget.value)}
        onBlur={touch('currentPassword')}
        error={errorOf('currentPassword')}
        size="md"
        required
      />
      <PasswordInput
        label="New password"
        name="new-password"
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        value={values.newPassword}
        onChange={(event) => onChange('newPassword', event.currentTarget.value)}
        onBlur={touch('newPassword')}
        error={errorOf('newPassword')}
        size="md"
        required
      />
      <PasswordInput
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.currentTarget.value)}
        onBlur={touch('confirmPassword')}
        error={errorOf('confirmPassword')}
        size="md"
        required
      />
      <PasswordRuleChecklist newPassword={values.newPassword} confirmPassword={values.confirmPassword} />
    </Stack>
  );
}
