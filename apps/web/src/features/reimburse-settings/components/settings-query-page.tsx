import type { ReactNode } from 'react';
import { QueryState, type TQueryLike } from '../../../components/ui/query-state';
import { SettingsFrame } from './settings-frame';

interface SettingsQueryPageProps<TData> {
  title: string;
  description: string;
  /** What the page will show once a store is connected (per-store pages). */
  willShow?: string;
  query: TQueryLike<TData>;
  /** Shown while the page's data loads. */
  skeleton: ReactNode;
  errorTitle: string;
  children: (data: TData) => ReactNode;
}

/** A reimbursement settings page over one query: the frame, then the query's states, then the page. */
export function SettingsQueryPage<TData>({
  query,
  skeleton,
  errorTitle,
  children,
  ...frame
}: SettingsQueryPageProps<TData>) {
  return (
    <SettingsFrame {...frame}>
      <QueryState query={query} skeleton={skeleton} errorTitle={errorTitle}>
        {children}
      </QueryState>
    </SettingsFrame>
  );
}
