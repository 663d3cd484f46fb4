import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { timeZoneOptions } from '../../lib/time-zones';

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (zone: string) => void;
};

/**
 * A searchable pick of every IANA zone the browser knows. A saved zone this browser does not list stays
 * choosable (it comes first), so opening a form never drops it.
 */
export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  const zones = useMemo(() => {
    const options = timeZoneOptions();
    return !value || options.some((o) => o.value === value) ? options : [{ value, label: value }, ...options];
  }, [value]);
  return (
    <Select
      label="Time zone"
      data={zones}
      value={value || null}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone matches"
      {...props}
    />
  );
}
