import type {
  TDashboard,
  TProductHistoryResponse,
  TProductRating,
  TReviewDetailResponse,
  TReviewItem,
  TTag,
  TTagRule,
} from '@seller-tools/contract';
import { fixture } from './fixture';
import { CHANNEL_ID } from './render-in-shell';

// Review-product answers as the server sends them; tests override what they need.

export const reviewItem = fixture<TReviewItem>(({ review_id: id = 'R1ABCDEF' }) => ({
  review_id: id,
  asin: 'B0HARBOR01',
  product_title: 'Harbor Lantern',
  image_url: null,
  stars: 2,
  title: 'Stopped working',
  body: 'The lantern stopped working after a week.',
  review_date: '2025-03-07',
  verified: true,
  variant: 'Colour: Black',
  helpful_votes: 3,
  author: 'Sam',
  status: 'new',
  tags: [],
  note_count: 0,
  removed_at: null,
  review_url: `http://localhost:3100/gp/customer-reviews/${id}`,
  product_url: 'http://localhost:3100/dp/B0HARBOR01',
}));

export const productRating = fixture<TProductRating>(() => ({
  channel_id: CHANNEL_ID,
  marketplace_id: 'ATVPDKIKX0DER',
  country_code: 'us',
  asin: 'B0HARBOR01',
  sku: 'LANTERN-1',
  title: 'Harbor Lantern',
  image_url: null,
  product_url: 'http://localhost:3100/dp/B0HARBOR01',
  rating: 4.24,
  displayed_rating: 4.2,
  ratings_count: 120,
  change: -0.1,
  rating_at_start: 4.3,
  start_reconstructed: false,
  review_count: 40,
  stars: { 1: 4, 2: 3, 3: 5, 4: 10, 5: 18 },
  last_review_date: '2025-03-07',
}));

export const tag = fixture<TTag>(() => ({
  tag_id: '6f0a3c52-1111-4c8e-9a7e-000000000001',
  name: 'Quality',
  color: 'red',
  review_count: 4,
}));

export const TAG_QUALITY = tag();
export const TAG_SHIPPING = tag({
  tag_id: '6f0a3c52-1111-4c8e-9a7e-000000000002',
  name: 'Shipping',
  color: 'blue',
  review_count: 2,
});
export const TAG_PACKAGING = tag({
  tag_id: '6f0a3c52-1111-4c8e-9a7e-000000000003',
  name: 'Packaging',
  color: 'teal',
  review_count: 0,
});

export const tagRule = fixture<TTagRule>(() => ({
  rule_id: '7a1b2c3d-2222-4c8e-9a7e-000000000001',
  name: 'Broken lanterns',
  tag: { tag_id: TAG_QUALITY.tag_id, name: TAG_QUALITY.name, color: TAG_QUALITY.color },
  keywords: ['broken', 'stopped working'],
  stars: [1, 2],
  asins: [],
  active: true,
  updated_at: '2025-03-01T00:00:00.000Z',
}));

export const reviewDetail = fixture<TReviewDetailResponse['data']>(() => ({
  review: reviewItem(),
  notes: [],
  likely_order: {
    amazon_order_id: '111-1234567-1234567',
    purchase_date: '2025-02-20T10:00:00.000Z',
    status: 'Shipped',
    quantity: 1,
    candidates: 1,
  },
}));

const ZERO = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

export function productHistory(): TProductHistoryResponse['data'] {
  const moved = reviewItem({
    review_id: 'R1MOVE',
    stars: 1,
    title: 'Broke on day two',
    review_date: '2025-03-05',
  });
  return {
    product: productRating(),
    tracked_since: '2025-03-03',
    first_review_date: '2025-03-04',
    days: [
      {
        date: '2025-03-03',
        average: 4.26,
        displayed: 4.3,
        ratings_count: 118,
        snapshot: true,
        reconstructed: false,
        new_reviews: ZERO,
      },
      {
        date: '2025-03-04',
        average: 4.25,
        displayed: 4.3,
        ratings_count: 119,
        snapshot: true,
        reconstructed: false,
        new_reviews: { ...ZERO, 5: 1 },
      },
      {
        date: '2025-03-05',
        average: 4.24,
        displayed: 4.2,
        ratings_count: 120,
        snapshot: true,
        reconstructed: false,
        new_reviews: { ...ZERO, 1: 1 },
      },
      {
        date: '2025-03-06',
        average: 4.24,
        displayed: 4.2,
        ratings_count: 120,
        snapshot: false,
        reconstructed: false,
        new_reviews: ZERO,
      },
      {
        date: '2025-03-07',
        average: 4.24,
        displayed: 4.2,
        ratings_count: 120,
        snapshot: true,
        reconstructed: false,
        new_reviews: ZERO,
      },
    ],
    moves: [{ date: '2025-03-05', from: 4.3, to: 4.2, reconstructed: false, reviews: [moved] }],
  };
}

export const dashboard = fixture<TDashboard>(() => ({
  signup_step: 'done',
  products: 12,
  average_rating: 4.37,
  change_7d: -0.03,
  change_30d: 0.1,
  reviews_30d: { 1: 2, 2: 1, 3: 3, 4: 8, 5: 20 },
  reviews_7d: 6,
  falling_products: [{ asin: 'B0HARBOR01', title: 'Harbor Lantern', image_url: null, from: 4.3, to: 4.2 }],
  latest_reviews: [reviewItem()],
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2025, 1, 6 + i)).toISOString().slice(0, 10),
    reviews: i % 3,
    negative: i % 5 === 0 ? 1 : 0,
  })),
  requests: null,
}));
