import type { ReactNode } from 'react';
import { PasswordField } from '../../../components/ui/credential-inputs';
import { PasswordRuleChecklist } from './password-rule-checklist';

/** What one password box shows and reports. */
interface TPasswordBinding {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur?: () => void;
  error: ReactNode;
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  password: TPasswordBinding;
  confirm: TPasswordBinding;
}

/** A new password, typed twice, with the live rule checklist under the two boxes. */
export function NewPasswordFields({ labels, password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={labels.password} name="new-password" autoComplete="new-password" {...password} />
      <PasswordField
        label={labels.confirm}
        name="confirm-password"
        autoComplete="new-password"
        {...confirm}
      />
      <PasswordRuleChecklist newPassword={password.value} confirmPassword={confirm.value} />
    </>
  );
}
