import type { TBoardPost, TChannel, TChannelSignupStep, TServerUserInfo } from '@seller-tools/contract';
import { vi } from 'vitest';
import { jsonResponse, serverUser } from '../../../lib/session/test-fixtures';

/** A store entry as the server sends it; tests override what they need. */
export function channel(overrides: Partial<TChannel> = {}): TChannel {
  const sellerId = overrides.seller_id ?? 'A1SELLER';
  const marketId = overrides.market_id ?? 'ATVPDKIKX0DER';
  const countryCode = overrides.country_code ?? 'us';
  return {
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
    ...overrides,
  };
}

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
}

export interface TRecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  /** Date.now() of the call (fake timers fake it too). */
  at: number;
}

/**
 * Stubs fetch with the shell's endpoints over an in-memory state, recording every call. Anything else
 * answers 404 with an error envelope.
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
    ...overrides,
  };
  const calls: TRecordedCall[] = [];
  let statusCalls = 0;

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const path = url.pathname;
    calls.push({ method, path, query: url.searchParams, body, at: Date.now() });

    if (
      method === 'GET' &&
      /^\/api\/market\/[^/]+\/channel$/.test(path) &&
      path !== '/api/market/amazon/channel'
    ) {
      const favs = state.favorites;
      return jsonResponse({
        error: false,
        data: state.channels.map((c) => ({
          ...c,
          isFavorite: favs.some((f) => f.seller_id === c.seller_id && f.market_id === c.market_id),
        })),
      });
    }
    if (method === 'GET' && path === '/api/market/channel')
      return jsonResponse({ error: false, data: state.current });
    if (method === 'PUT' && path === '/api/market/user/channel') {
      const info = body?.channel_info as { seller_id: string; market_id: string };
      const chosen = state.channels.find(
        (c) => c.seller_id === info.seller_id && c.market_id === info.market_id,
      );
      if (!chosen)
        return jsonResponse({ error: true, message: 'You do not have access to this store.' }, 403);
      state.current = chosen;
      return jsonResponse({ error: false, data: chosen });
    }
    if (method === 'GET' && path === '/api/market/amazon/signup/status') {
      const step = state.signupSteps[Math.min(statusCalls, state.signupSteps.length - 1)] ?? 'done';
      statusCalls += 1;
      if (step === 'error') return jsonResponse({ error: true, message: 'Status unavailable' }, 500);
      return jsonResponse({
        error: false,
        data: { seller_id: url.searchParams.get('sellerId'), signup_step: step },
      });
    }
    if (method === 'GET' && path === '/api/market/account/product/first-date') {
      return jsonResponse({ error: false, data: { data: '2024-05-01' } });
    }
    if (path === '/api/user/config' && (url.searchParams.get('name') ?? body?.name) === 'welcome_tour') {
      if (method === 'PUT') state.tourSeen = body?.data ?? null;
      const config = {
        config_id: 'cfg-tour',
        name: 'welcome_tour',
        data: state.tourSeen,
        updated_at: '2025-01-01T00:00:00Z',
      };
      return jsonResponse({
        error: false,
        data: method === 'GET' && state.tourSeen === null ? null : config,
      });
    }
    if (method === 'GET' && path === '/api/user') return jsonResponse({ error: false, data: state.user });
    if (method === 'GET' && path === '/api/user/config') {
      return jsonResponse({
        error: false,
        data: {
          config_id: 'cfg-1',
          name: 'favorite_channel',
          data: state.favorites,
          updated_at: '2025-01-01T00:00:00Z',
        },
      });
    }
    if (method === 'PUT' && path === '/api/user/config') {
      state.favorites = body?.data as TShellApiState['favorites'];
      return jsonResponse({
        error: false,
        data: {
          config_id: 'cfg-1',
          name: 'favorite_channel',
          data: state.favorites,
          updated_at: '2025-01-01T00:00:00Z',
        },
      });
    }
    if (method === 'GET' && path.startsWith('/api/board/'))
      return jsonResponse({ error: false, data: state.board });
    if (method === 'PUT' && path === '/api/user') {
      state.user = {
        ...state.user,
        is_marketing_preference_set: true,
        is_subscribed_marketing:
          body?.is_subscribed_marketing_list as TServerUserInfo['is_subscribed_marketing'],
      };
      return jsonResponse({ error: false, data: state.user });
    }
    if (method === 'POST' && path === '/api/auth/logout') return jsonResponse({ error: false });
    return jsonResponse({ error: true, message: `No mock for ${method} ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    calls,
    fetchMock,
    /** Calls to one endpoint, in order. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
