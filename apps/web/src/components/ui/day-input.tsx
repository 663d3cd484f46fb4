import { ActionIcon, TextInput } from '@mantine/core';
import { formatDefaultDate } from '@seller-tools/contract';
import { IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { parseDay } from '../../lib/dates';

export const DAY_INPUT_HINT = 'Enter a date like 24 Nov 2026.';

interface DayInputProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: ReactNode;
  /** Whether the field may be emptied (an open-ended filter); otherwise an empty field keeps its date. */
  clearable?: boolean;
  w?: number | string;
}

/**
 * A date field in the app's format ("24 Nov 2026", spec §9) where a native date input would show the
 * browser's (mm/dd/yyyy in an American Chromium). Typed dates are read on blur or Enter; the calendar
 * button opens the browser's own date picker.
 */
export function DayInput({ label, value, onChange, min, max, error, clearable = false, w }: DayInputProps) {
  const shown = value ? formatDefaultDate(value) : '';
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  // A change from outside (the calendar, "Clear filters", the address) shows in the field.
  useEffect(() => {
    setText(shown);
    setProblem(null);
  }, [shown]);

  const commit = () => {
    if (text.trim() === '') {
      if (clearable) {
        setProblem(null);
        if (value) onChange('');
      } else setText(shown);
      return;
    }
    const day = parseDay(text);
    if (!day) {
      setProblem(DAY_INPUT_HINT);
      return;
    }
    setProblem(null);
    setText(formatDefaultDate(day));
    if (day !== value) onChange(day);
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextInput
      label={label}
      value={text}
      placeholder="e.g. 24 Nov 2026"
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={problem ?? error}
      w={w}
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Choose the ${label.toLowerCase()} date`}
            onClick={openPicker}
          >
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
          {/* The browser's calendar, opened by the button; invisible, out of the tab order and of the
              accessibility tree (the text field is the control). */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={value}
            min={min}
            max={max}
            onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
            style={{
              position: 'absolute',
              right: 0,
              bottom: 0,
              width: 1,
              height: 1,
              opacity: 0,
              border: 0,
              padding: 0,
            }}
          />
        </>
      }
    />
  );
}
