import type {
  TBoardPost,
  TChannel,
  TChannelSignupStep,
  TMfaStatus,
  TServerUserInfo,
} from '@seller-tools/contract';
import { serverUser } from '../../../lib/session/test-fixtures';
import { fixture } from '../../../test/fixture';
import { jsonResponse, mockRequests, type TMockCall } from '../../../test/request-mock';

/** A store entry as the server sends it; tests override what they need. */
export const channel = fixture<TChannel>(
  ({
    seller_id: sellerId = 'A1SELLER',
    market_id: marketId = 'ATVPDKIKX0DER',
    country_code: countryCode = 'us',
  }) => ({
    channel_id: `${sellerId}-${marketId}`,
    seller_id: sellerId,
    company_name: 'Analytical Engines',
    market_id: marketId,
    country_code: countryCode,
    country_name: 'United States',
    default_marketplace_id: marketId,
    channel_info: { code: marketId, value_2: countryCode },
    channel_store: 'Amazon United States',
    isFavorite: false,
    status: 'connected',
    signup_step: 'done',
    connected_at: '2025-01-01T00:00:00.000Z',
  }),
);

/** One seller's stores in two marketplaces (the store switcher's and the review pages' tests). */
export const US_STORE = channel({ seller_id: 'A1SELLER', market_id: 'ATVPDKIKX0DER', country_code: 'us' });
export const DE_STORE = channel({
  seller_id: 'A1SELLER',
  market_id: 'A1PA6795UKMFR9',
  country_code: 'de',
  country_name: 'Germany',
});

export interface TShellApiState {
  channels: TChannel[];
  current: TChannel | null;
  /** Each signup status call takes the next step; the last one repeats. 'error' answers with an error. */
  signupSteps: (TChannelSignupStep | 'error')[];
  favorites: { seller_id: string; market_id: string }[];
  board: TBoardPost[];
  user: TServerUserInfo;
  /** The welcome_tour user config's data; null: never seen. */
  tourSeen: unknown;
  /** GET /api/auth/mfa: on by default, so system pages open past their second-factor gate. */
  mfa: TMfaStatus;
}

export type TRecordedCall = TMockCall;

/**
 * The request mock with the shell's endpoints over an in-memory state, recording every call. Anything
 * else answers 404 with an error envelope; tests add their page's endpoints with `use`.
 */
export function mockShellApi(overrides: Partial<TShellApiState> = {}) {
  const state: TShellApiState = {
    channels: [],
    current: null,
    signupSteps: ['done'],
    favorites: [],
    board: [],
    user: serverUser(),
    tourSeen: null,
    mfa: { enabled: true, required: true, recovery_codes_left: 10 },
    ...overrides,
  };
  let statusCalls = 0;
  const favoriteConfig = () => ({
    error: false,
    data: {
      config_id: 'cfg-1',
      name: 'favorite_channel',
      data: state.favorites,
      updated_at: '2025-01-01T00:00:00Z',
    },
  });
  // The welcome tour's config shares its path with the favourites; the name tells them apart.
  const isTourConfig = (body: Record<string, unknown> | undefined, url: URL) =>
    (url.searchParams.get('name') ?? body?.name) === 'welcome_tour';
  const tourConfig = (method: string) => ({
    error: false,
    data:
      method === 'GET' && state.tourSeen === null
        ? null
        : {
            config_id: 'cfg-tour',
            name: 'welcome_tour',
            data: state.tourSeen,
            updated_at: '2025-01-01T00:00:00Z',
          },
  });

  const api = mockRequests(
    {
      'GET /api/market/channel': () => ({ error: false, data: state.current }),
      'PUT /api/market/user/channel': (body) => {
        const info = body?.channel_info as { seller_id: string; market_id: string };
        const chosen = state.channels.find(
          (c) => c.seller_id === info.seller_id && c.market_id === info.market_id,
        );
        if (!chosen)
          return jsonResponse({ error: true, message: 'You do not have access to this store.' }, 403);
        state.current = chosen;
        return { error: false, data: chosen };
      },
      'GET /api/market/amazon/signup/status': (_body, url) => {
        const step = state.signupSteps[Math.min(statusCalls, state.signupSteps.length - 1)] ?? 'done';
        statusCalls += 1;
        if (step === 'error') return jsonResponse({ error: true, message: 'Status unavailable' }, 500);
        return { error: false, data: { seller_id: url.searchParams.get('sellerId'), signup_step: step } };
      },
      'GET /api/market/account/product/first-date': () => ({ error: false, data: { data: '2024-05-01' } }),
      'GET /api/user': () => ({ error: false, data: state.user }),
      'PUT /api/user': (body) => {
        state.user = {
          ...state.user,
          is_marketing_preference_set: true,
          is_subscribed_marketing:
            body?.is_subscribed_marketing_list as TServerUserInfo['is_subscribed_marketing'],
        };
        return { error: false, data: state.user };
      },
      'GET /api/user/config': (body, url) => (isTourConfig(body, url) ? tourConfig('GET') : favoriteConfig()),
      'PUT /api/user/config': (body, url) => {
        if (isTourConfig(body, url)) {
          state.tourSeen = body?.data ?? null;
          return tourConfig('PUT');
        }
        state.favorites = body?.data as TShellApiState['favorites'];
        return favoriteConfig();
      },
      'POST /api/auth/logout': () => ({ error: false }),
      'GET /api/auth/mfa': () => ({ error: false, data: state.mfa }),
    },
    {
      // The store list (/api/market/:platform/channel) and the board (/api/board/:kind) are paths with a
      // parameter; anything else answers 404 with an error envelope.
      fallback: (_body, _url, { method, path }) => {
        if (method === 'GET' && /^\/api\/market\/[^/]+\/channel$/.test(path)) {
          const favs = state.favorites;
          return {
            error: false,
            data: state.channels.map((c) => ({
              ...c,
              isFavorite: favs.some((f) => f.seller_id === c.seller_id && f.market_id === c.market_id),
            })),
          };
        }
        if (method === 'GET' && path.endsWith('/unseen')) {
          return { error: false, data: { count: state.board.filter((p) => p.is_new).length } };
        }
        if (method === 'POST' && /^\/api\/board\/[^/]+\/seen$/.test(path)) {
          state.board = state.board.map((p) => ({ ...p, is_new: false }));
          return { error: false, data: { count: 0 } };
        }
        if (method === 'GET' && path.startsWith('/api/board/')) return { error: false, data: state.board };
        return jsonResponse({ error: true, message: `No mock for ${method} ${path}` }, 404);
      },
    },
  );

  return { state, ...api };
}
