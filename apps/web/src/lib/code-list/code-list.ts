import {
  CODE_CLASS,
  type TCodeCommonQuery,
  type TCodeItem,
  ZCodeCommonResponse,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, isErrorEnvelope } from '../http';

// Shared by registration (connect step) and the public site (/market-select), hence here and not in a
// feature. Code lists change only when an administrator edits them: no need to refetch within a visit.
const CODE_LIST_STALE_MS = 10 * 60_000;

/** GET /api/code/common. An error answer becomes a failed query so the field can say it did not load. */
export async function fetchCodeList(query: TCodeCommonQuery, signal?: AbortSignal): Promise<TCodeItem[]> {
  // Silent: each dropdown shows its own spinner instead of covering the form with the global loader.
  const result = await http.get('/api/code/common', {
    query,
    signal,
    silent: true,
    schema: ZCodeCommonResponse,
  });
  if (isErrorEnvelope(result)) throw new Error(result.message);
  return result.data;
}

function useCodeList(query: TCodeCommonQuery, enabled = true) {
  return useQuery({
    queryKey: ['code-common', query.class, query.value_1 ?? null],
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
