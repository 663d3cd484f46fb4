import type { ReactNode } from 'react';
import { ErrorNotice } from './error-notice';
import { ListSkeleton } from './skeletons';

/** What QueryState reads of a TanStack query result (a plain object with these fields works too). */
export interface TQueryLike<TData> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
  refetch?: () => unknown;
}

interface QueryStateProps<TData> {
  query: TQueryLike<TData>;
  /** Shown while the first answer is on its way; rows of a list by default. */
  skeleton?: ReactNode;
  /** The error notice's title, e.g. "Users could not be loaded". */
  errorTitle: string;
  /**
   * When the answer counts as "nothing yet"; the `empty` node is shown instead of the children. Left out,
   * a list with no item (an empty array, or a page whose `items` is one) is empty when there is an `empty`
   * node.
   */
  isEmpty?: (data: TData) => boolean;
  /** Usually an `EmptyPanel`. */
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/** An empty array, or a page of a list (`{ items }`) without items. */
function isEmptyList(data: unknown): boolean {
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  return Array.isArray(list) && list.length === 0;
}

/**
 * The four states of a list or a page's data, in one place: pending → skeleton, error → the notice with
 * "Try again" calling refetch, empty → the empty panel, else the children with the data.
 */
export function QueryState<TData>({
  query,
  skeleton,
  errorTitle,
  isEmpty,
  empty,
  children,
}: QueryStateProps<TData>) {
  if (query.isPending) return <>{skeleton ?? <ListSkeleton />}</>;
  if (query.isError || query.data === undefined) {
    const { refetch } = query;
    return (
      <ErrorNotice
        error={query.error}
        title={errorTitle}
        onRetry={refetch ? () => void refetch() : undefined}
      />
    );
  }
  const nothing = isEmpty ? isEmpty(query.data) : empty !== undefined && isEmptyList(query.data);
  if (nothing) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}
