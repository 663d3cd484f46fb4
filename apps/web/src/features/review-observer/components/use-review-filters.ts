import { REVIEW_STATUSES, type TReviewStatus, type TTag } from '@seller-tools/contract';
import { useSearchParams } from 'react-router';
import { useTags } from '../../../lib/review-tags';
import {
  EMPTY_REVIEW_FILTERS,
  type TRemovedFilter,
  type TReviewFilters,
  type TVerifiedFilter,
} from '../api/reviews';

// The Review Observer's filters live in the address, so a filtered list can be linked to (the dashboard
// links to the newest reviews) and survives a reload. The open review is there too (?review=…).
// Tags are there by name (?tag=Quality&tag=Late+delivery), readable and still unique: a company's tag
// names differ case-insensitively (the server's unique index on lower(name)).

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function listOf(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids of the tags the address names: each `tag` value is a tag's name (any case); links written
 * before names were used carry ids, comma-separated, and still work. A name no tag has any more is
 * dropped.
 */
export function tagIdsFromParams(params: URLSearchParams, tags: readonly TTag[]): string[] {
  const ids = params.getAll('tag').flatMap((value) => {
    const parts = value.split(',').map((part) => part.trim());
    if (parts.every((part) => UUID.test(part)))
      return parts.filter((id) => tags.some((t) => t.tag_id === id));
    const name = value.trim().toLowerCase();
    return tags.filter((t) => t.name.toLowerCase() === name).map((t) => t.tag_id);
  });
  return [...new Set(ids)];
}

export function filtersFromParams(params: URLSearchParams, tags: readonly TTag[] = []): TReviewFilters {
  const verified = params.get('verified');
  const removed = params.get('removed');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    stars: listOf(params, 'stars')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5),
    from: ISO_DAY.test(from) ? from : '',
    to: ISO_DAY.test(to) ? to : '',
    asin: params.get('asin') ?? '',
    verified: verified === 'true' || verified === 'false' ? (verified as TVerifiedFilter) : '',
    q: params.get('q') ?? '',
    tagIds: tagIdsFromParams(params, tags),
    statuses: listOf(params, 'status').filter((s): s is TReviewStatus =>
      (REVIEW_STATUSES as readonly string[]).includes(s),
    ),
    removed: removed === 'true' || removed === 'false' ? (removed as TRemovedFilter) : '',
  };
}

function writeFilters(
  params: URLSearchParams,
  filters: TReviewFilters,
  tags: readonly TTag[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('stars', filters.stars.join(','));
  set('from', filters.from);
  set('to', filters.to);
  set('asin', filters.asin);
  set('verified', filters.verified);
  set('q', filters.q);
  next.delete('tag');
  for (const id of filters.tagIds) {
    const name = tags.find((t) => t.tag_id === id)?.name;
    if (name) next.append('tag', name);
  }
  set('status', filters.statuses.join(','));
  set('removed', filters.removed);
  return next;
}

/** How many of the filters are set (a date range's two ends count apart). */
export function activeFilterCount(filters: TReviewFilters): number {
  return (Object.keys(EMPTY_REVIEW_FILTERS) as (keyof TReviewFilters)[]).filter(
    (key) => JSON.stringify(filters[key]) !== JSON.stringify(EMPTY_REVIEW_FILTERS[key]),
  ).length;
}

export function hasActiveFilters(filters: TReviewFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(EMPTY_REVIEW_FILTERS);
}

export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const tagList = useTags();
  const tags = tagList.data ?? [];
  const filters = filtersFromParams(params, tags);
  const reviewId = params.get('review');

  return {
    filters,
    /** The address names tags whose ids are not known yet: listing now would ignore them. */
    resolvingTags: params.has('tag') && tagList.isPending,
    tags: tagList.data,
    reviewId,
    change: (change: Partial<TReviewFilters>) =>
      setParams(
        (current) => writeFilters(current, { ...filtersFromParams(current, tags), ...change }, tags),
        { replace: true },
      ),
    clear: () => setParams((current) => writeFilters(current, EMPTY_REVIEW_FILTERS, tags), { replace: true }),
    openReview: (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('review', id);
        return next;
      }),
    closeReview: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        return next;
      }),
  };
}
