import { Stack } from '@mantine/core';
import type { TChangePasswordErrors, TChangePasswordValues } from '@seller-tools/contract';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { PasswordField } from '../../../components/ui/credential-inputs';
import { NewPasswordFields } from './new-password-fields';

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
  // What each of the three fields takes from the shared state.
  const bind = (field: TField) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
    onBlur: touch(field),
    error: errorOf(field),
  });

  return (
    <Stack gap="md">
      <PasswordField
        label={currentLabel}
        name="current-password"
        autoComplete="current-password"
        leftSection={<IconKey size={18} aria-hidden />}
        {...bind('currentPassword')}
      />
      <NewPasswordFields
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        password={bind('newPassword')}
        confirm={bind('confirmPassword')}
      />
    </Stack>
  );
}
