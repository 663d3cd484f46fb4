import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { BILLING_COUNTRIES, BILLING_LIMITS, type TBillingDetailsInput } from '@seller-tools/contract';
import type { ReactNode } from 'react';

// Who the invoices are made out to: the same fields (and the contract's one ZBillingDetails) in
// enrolment's step 4 and in Settings → Billing, whichever form state drives them.

type TName = keyof TBillingDetailsInput;

/** What a field is given by its form: the value, its change and blur, and its error. */
export type TBillingFieldProps = {
  value?: unknown;
  onChange?: (value: never) => void;
  onBlur?: () => void;
  error?: ReactNode;
};

/** Billing details with nothing filled in yet, or only a name and an email. */
export function emptyBillingDetails(known: { name?: string; email?: string } = {}) {
  return {
    name: known.name ?? '',
    email: known.email ?? '',
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    postal_code: '',
    country: '',
  } satisfies Required<TBillingDetailsInput>;
}

const COUNTRY_OPTIONS = Object.entries(BILLING_COUNTRIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

const TEXT_FIELDS: readonly {
  name: Exclude<TName, 'country'>;
  label: string;
  max: number;
  required: boolean;
  autoComplete: string;
}[] = [
  {
    name: 'name',
    label: 'Name on invoices',
    max: BILLING_LIMITS.name,
    required: true,
    autoComplete: 'organization',
  },
  { name: 'email', label: 'Billing email', max: BILLING_LIMITS.email, required: true, autoComplete: 'email' },
  {
    name: 'address_line1',
    label: 'Address',
    max: BILLING_LIMITS.line,
    required: true,
    autoComplete: 'address-line1',
  },
  {
    name: 'address_line2',
    label: 'Address line 2',
    max: BILLING_LIMITS.line,
    required: false,
    autoComplete: 'address-line2',
  },
  { name: 'city', label: 'City', max: BILLING_LIMITS.city, required: true, autoComplete: 'address-level2' },
  {
    name: 'state',
    label: 'State or region',
    max: BILLING_LIMITS.state,
    required: false,
    autoComplete: 'address-level1',
  },
  {
    name: 'postal_code',
    label: 'Postal code',
    max: BILLING_LIMITS.postalCode,
    required: true,
    autoComplete: 'postal-code',
  },
];

export function BillingDetailsFields({
  fieldProps,
  readOnly = false,
}: {
  fieldProps: (name: TName) => TBillingFieldProps;
  readOnly?: boolean;
}) {
  const country = fieldProps('country');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {TEXT_FIELDS.map((field) => (
        <TextInput
          key={field.name}
          label={field.label}
          required={field.required}
          maxLength={field.max}
          autoComplete={field.autoComplete}
          type={field.name === 'email' ? 'email' : 'text'}
          readOnly={readOnly}
          {...(fieldProps(field.name) as object)}
        />
      ))}
      <Select
        label="Country"
        required
        searchable
        // Required: choosing the selected country again keeps it (Mantine's default would empty it).
        allowDeselect={false}
        readOnly={readOnly}
        data={COUNTRY_OPTIONS}
        value={(country.value as string) || null}
        // An emptied choice is '' (the schema's "Choose the country."), never null.
        onChange={(value) => (country.onChange as ((v: string) => void) | undefined)?.(value ?? '')}
        onBlur={country.onBlur}
        error={country.error}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
