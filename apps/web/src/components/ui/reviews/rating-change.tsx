import { Badge } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';

/** "+0.1", "−0.25", "0.0": one decimal, two for changes smaller than a tenth. */
export function formatChange(value: number): string {
  const abs = Math.abs(value);
  const text = abs.toFixed(abs > 0 && abs < 0.095 ? 2 : 1);
  if (Number(text) === 0) return '0.0';
  return `${value > 0 ? '+' : '−'}${text}`;
}

/** A change in green (up), red (down) or grey (none); "—" without a value. Labelled for screen readers. */
export function RatingChange({ value, period }: { value: number | null; period?: string }) {
  const suffix = period ? ` over ${period}` : '';
  if (value === null) {
    return (
      <Badge variant="light" color="gray" aria-label={`No change data${suffix}`}>
        —
      </Badge>
    );
  }
  const text = formatChange(value);
  const direction = text === '0.0' ? 'flat' : value > 0 ? 'up' : 'down';
  const Icon = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus }[direction];
  const words = { up: 'Up', down: 'Down', flat: 'No change' }[direction];
  return (
    <Badge
      variant="light"
      color={{ up: 'teal', down: 'red', flat: 'gray' }[direction]}
      leftSection={<Icon size={12} aria-hidden />}
      aria-label={direction === 'flat' ? `${words}${suffix}` : `${words} ${text.slice(1)}${suffix}`}
    >
      {text}
    </Badge>
  );
}
