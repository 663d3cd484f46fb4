import type { ReactNode } from 'react';
import { EmptyPanel } from '../ui/empty-panel';

interface FilteredEmptyProps {
  icon: ReactNode;
  /** Whether any filter is set: then the list is empty because of them. */
  filtered: boolean;
  /** The title when the filters match nothing, e.g. "No events match". */
  noMatch: string;
  /** The title when there is nothing at all yet, e.g. "No events yet". */
  none: string;
  /** What the list would show unfiltered, e.g. "every event". */
  every: string;
  /** Why the list is empty when nothing is filtered, and what will fill it. */
  children: ReactNode;
}

/** A filtered list's empty state: "clear the filters" when they hide everything, else why it is empty. */
export function FilteredEmpty({ icon, filtered, noMatch, none, every, children }: FilteredEmptyProps) {
  return (
    <EmptyPanel icon={icon} title={filtered ? noMatch : none}>
      {filtered ? `Clear the filters to see ${every}.` : children}
    </EmptyPanel>
  );
}
