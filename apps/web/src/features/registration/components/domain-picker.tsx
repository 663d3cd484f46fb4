import { Combobox, Group, InputBase, Loader, Radio, Text, useCombobox } from '@mantine/core';
import { CUSTOM_DOMAIN } from '../info-form-model';

export const CUSTOM_DOMAIN_LABEL = 'Type a domain';

interface DomainPickerProps {
  /** The listed domains, the default first. */
  domains: readonly string[];
  value: string;
  onChange: (value: string) => void;
  loading?: boolean;
  error?: boolean;
  describedBy?: string;
}

/** The email domain dropdown of spec §2: a radio-style list whose last option takes a typed domain. */
export function DomainPicker({ domains, value, onChange, loading, error, describedBy }: DomainPickerProps) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const options = [
    ...domains.map((domain) => ({ value: domain, label: domain })),
    {
      value: CUSTOM_DOMAIN,
      label: CUSTOM_DOMAIN_LABEL,
    },
  ];
  const selected = options.find((option) => option.value === value);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(next) => {
        onChange(next);
        combobox.closeDropdown();
      }}
      position="bottom-end"
      width={240}
      shadow="md"
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          aria-label="Email domain"
          aria-describedby={describedBy}
          error={error}
          rightSection={loading ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
        >
          <Text component="span" truncate="end" size="sm">
            {selected?.label ?? CUSTOM_DOMAIN_LABEL}
          </Text>
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Email domains">
          {options.map((option) => {
            const checked = option.value === value;
            return (
              <Combobox.Option value={option.value} key={option.value} active={checked} selected={checked}>
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator checked={checked} size="xs" aria-hidden />
                  <Text component="span" size="sm" fs={option.value === CUSTOM_DOMAIN ? 'italic' : undefined}>
                    {option.label}
                  </Text>
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
