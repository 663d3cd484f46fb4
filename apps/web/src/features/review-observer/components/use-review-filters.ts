import { REVIEW_STATUSES, type TReviewStatus } from '@seller-tools/contract';
import { useSearchParams } from 'react-router';
import { EMPTY_REVIEW_FILTERS, type TReviewFilters, type TVerifiedFilter } from '../api/reviews';

// The Review Observer's filters live in the address, so a filtered list can be linked to (the dashboard
// links to the newest reviews) and survives a reload. The open review is there too (?review=…).

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function listOf(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function filtersFromParams(params: URLSearchParams): TReviewFilters {
  const verified = params.get('verified');
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
    tagIds: listOf(params, 'tag'),
    statuses: listOf(params, 'status').filter((s): s is TReviewStatus =>
      (REVIEW_STATUSES as readonly string[]).includes(s),
    ),
  };
}

function writeFilters(params: URLSearchParams, filters: TReviewFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('stars', filters.stars.join(','));
  set('from', filters.from);
  set('to', filters.to);
  set('asin', filters.asin);
  set('verified', filters.verified);
  set('q', filters.q);
  set('tag', filters.tagIds.join(','));
  set('status', filters.statuses.join(','));
  return next;
}

export function hasActiveFilters(filters: TReviewFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(EMPTY_REVIEW_FILTERS);
}

export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const reviewId = params.get('review');

  return {
    filters,
    reviewId,
    change: (change: Partial<TReviewFilters>) =>
      setParams((current) => writeFilters(current, { ...filtersFromParams(current), ...change }), {
        replace: true,
      }),
    clear: () => setParams((current) => writeFilters(current, EMPTY_REVIEW_FILTERS), { replace: true }),
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
