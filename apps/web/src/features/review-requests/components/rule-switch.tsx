import { Switch, type SwitchProps } from '@mantine/core';
import type { TRuleDraft } from './rule-draft';

type TSwitchField = { [K in keyof TRuleDraft]: TRuleDraft[K] extends boolean ? K : never }[keyof TRuleDraft];

interface RuleSwitchProps extends Omit<SwitchProps, 'checked' | 'onChange'> {
  field: TSwitchField;
  draft: TRuleDraft;
  onChange: (change: Partial<TRuleDraft>) => void;
}

/** One on/off setting of the rule draft. */
export function RuleSwitch({ field, draft, onChange, ...props }: RuleSwitchProps) {
  return (
    <Switch
      {...props}
      checked={draft[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.checked })}
    />
  );
}
