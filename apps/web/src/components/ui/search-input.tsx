import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@seller-tools/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

interface SearchInputProps {
  label: string;
  placeholder?: string;
  /** The search in effect. */
  value: string;
  /** Called SEARCH_DEBOUNCE_MS (spec §9: 500 ms) after the user stops typing. */
  onSearch: (value: string) => void;
  maxLength?: number;
}

/** A search box that reports its text once typing pauses for the spec's search debounce. */
export function SearchInput({ label, placeholder, value, onSearch, maxLength = 200 }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const reported = useRef(value);

  // A reset from outside (e.g. "Clear filters") shows in the box.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced !== reported.current) {
      reported.current = debounced;
      onSearch(debounced);
    }
  }, [debounced, onSearch]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              setText('');
            }}
          />
        ) : null
      }
    />
  );
}
