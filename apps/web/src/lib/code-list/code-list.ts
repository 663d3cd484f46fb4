import {
  CODE_CLASS,
  codeCommonEndpoint,
  type TCodeCommonQuery,
  type TCodeItem,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../http';

// Shared by registration (connect step) and the public site (/market-select), hence here and not in a
// feature. Code lists change only when an administrator edits them: no need to refetch within a visit.
const CODE_LIST_STALE_MS = 10 * 60_000;

/** GET /api/code/common. An error answer becomes a failed query so the field can say it did not load. */
export async function fetchCodeList(query: TCodeCommonQuery, signal?: AbortSignal): Promise<TCodeItem[]> {
  // Silent: each dropdown shows its own spinner instead of covering the form with the global loader.
  const result = await call(codeCommonEndpoint, { query }, { signal, silent: true });
  if (isErrorEnvelope(result)) throw new Error(result.message);
  return result.data;
}

/** Query keys of the code lists (one per list and region). */
export const codeListKeys = {
  all: ['code-common'] as const,
  list: (query: TCodeCommonQuery) => ['code-common', query.class, query.value_1 ?? null] as const,
};

function useCodeList(query: TCodeCommonQuery, enabled = true) {
  return useQuery({
    queryKey: codeListKeys.list(query),
    queryFn: ({ signal }) => fetchCodeList(query, signal),
    enabled,
    staleTime: CODE_LIST_STALE_MS,
  });
}

export function useEmailDomains() {
  return useCodeList({ class: CODE_CLASS.emailDomain });
}

export function useRegions() {
  return useCodeList({ class: CODE_CLASS.region });
}

/** Marketplaces of one region (by region name, spec §4); idle until a region is chosen. */
export function useMarketplaces(regionName: string | null) {
  return useCodeList(
    { class: CODE_CLASS.marketplace, value_1: regionName ?? undefined },
    regionName !== null,
  );
}

/** Spec §5: an item without the display key (name) cannot be shown or chosen, so it is left out. */
export function displayableCodes(items: readonly TCodeItem[] | undefined): TCodeItem[] {
  return (items ?? []).filter((item) => item.name.trim() !== '' && item.code !== '');
}
