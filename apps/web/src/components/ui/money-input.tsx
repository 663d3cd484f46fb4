import { NumberInput, type NumberInputProps } from '@mantine/core';
import { currencyDigits, currencySymbol } from '@seller-tools/contract';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'prefix' | 'decimalScale'> {
  /** Minor units (cents), or null when empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: string;
}

/** Money typed in the store's currency with its symbol (spec §9), held in minor units. */
export function MoneyInput({ value, onChange, currency, ...props }: MoneyInputProps) {
  const digits = currencyDigits(currency);
  const scale = 10 ** digits;
  return (
    <NumberInput
      {...props}
      prefix={currencySymbol(currency)}
      decimalScale={digits}
      thousandSeparator=","
      min={0}
      allowNegative={false}
      value={value === null ? '' : value / scale}
      onChange={(next) => onChange(next === '' ? null : Math.round(Number(next) * scale))}
    />
  );
}
