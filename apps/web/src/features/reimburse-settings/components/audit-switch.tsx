import { Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** A store-settings form's switch turning its audit on or off (the form's `enabled`). */
export function AuditSwitch<TBody extends { enabled: boolean }>({
  form,
  label,
  description,
  disabled,
}: {
  form: UseFormReturnType<TBody>;
  label: string;
  description: string;
  disabled: boolean;
}) {
  return (
    <Switch
      label={label}
      description={description}
      checked={form.getValues().enabled}
      disabled={disabled}
      onChange={(event) => form.setFieldValue('enabled' as never, event.currentTarget.checked as never)}
    />
  );
}
