import { POST_LOGIN_ROUTE, PUBLIC_ROUTES } from '@seller-tools/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, STORAGE_KEYS } from '../storage';
import { postSignInTarget, rememberRedirectPath, takeRememberedPath } from './redirect-path';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { jsonResponse, loginResponse, serverUser } from './test-fixtures';
import { useSession } from './use-session';
import { userInfoFromServer } from './user-info-from-server';

function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('userInfoFromServer', () => {
  it('maps the server fields of spec §3', () => {
    const info = userInfoFromServer(
      serverUser({
        image: 'https://cdn.example.com/ada.png',
        role: 'super-admin,case-manager',
        is_need_password_change: true,
        unsubscribe_req_date: '2025-01-02',
        stripe_customer_id: 'cus_1',
        module_config: { reimburse: { current_seller_info: { seller_id: 'S9' } } },
        current_channel_info: { seller_id: 'A1B2C3', marketplace_id: 'ATVPDKIKX0DER' },
        plan_list: [{ plan_name: 'reimburse', modules: ['reimburse'] }],
      }),
    );
    expect(info).toEqual({
      email: 'ada@example.com',
      loginEmail: 'ada@example.com',
      userName: 'ada@example.com',
      fullName: 'Ada Lovelace',
      profileImgUrl: 'https://cdn.example.com/ada.png',
      companyName: 'Analytical Engines',
      companyId: 'c-1',
      role: 'super-admin,case-manager',
      isNeedPasswordChange: true,
      isSubscribedMarketing: false,
      unsubscribeDate: '2025-01-02',
      ppcTimezone: 'America/Los_Angeles',
      stripeCustomerId: 'cus_1',
      moduleConfig: { reimburse: { current_seller_info: { seller_id: 'S9' } } },
      currentSellerId: 'A1B2C3',
      currentMarketId: 'ATVPDKIKX0DER',
      module: 'review',
      plans: [{ plan_name: 'reimburse', modules: ['reimburse'] }],
      isMarketingPreferenceSet: true,
      isCompanyAdmin: true,
      isAuditing: false,
      auditCompanyName: undefined,
    });
  });

  it.each(['general_newsletter_email', 'new_feature_guide_email', 'recent_update_email'] as const)(
    'counts as subscribed to marketing when %s is on',
    (flag) => {
      const marketing = {
        general_newsletter_email: false,
        new_feature_guide_email: false,
        recent_update_email: false,
        [flag]: true,
      };
      expect(
        userInfoFromServer(serverUser({ is_subscribed_marketing: marketing })).isSubscribedMarketing,
      ).toBe(true);
    },
  );

  it('leaves currentSellerId out without a connected store', () => {
    expect(userInfoFromServer(serverUser()).currentSellerId).toBeUndefined();
  });
});

describe('signIn', () => {
  it('posts the credentials and keeps the session in localStorage with remember-me', async () => {
    const fetchMock = mockFetch(jsonResponse(loginResponse()));
    const result = await signIn({ user_name: 'ada@example.com', password: 'Secret#123', remember_me: true });

    expect(result).toEqual({ ok: true, needsPasswordChange: false });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      user_name: 'ada@example.com',
      password: 'Secret#123',
      remember_me: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-abc');
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(getSession()?.userInfo?.fullName).toBe('Ada Lovelace');
  });

  it('keeps the session in sessionStorage without remember-me', async () => {
    mockFetch(jsonResponse(loginResponse()));
    await signIn({ user_name: 'ada@example.com', password: 'Secret#123', remember_me: false });
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-abc');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('reports a needed password change', async () => {
    mockFetch(jsonResponse(loginResponse({ is_need_password_change: true }, true)));
    await expect(signIn({ user_name: 'ada@example.com', password: 'Temp#1234' })).resolves.toEqual({
      ok: true,
      needsPasswordChange: true,
    });
  });

  it('returns the server message on failure and stores nothing', async () => {
    mockFetch(jsonResponse({ error: true, message: 'Invalid email or password.' }, 401));
    await expect(signIn({ user_name: 'ada@example.com', password: 'nope' })).resolves.toEqual({
      ok: false,
      message: 'Invalid email or password.',
    });
    expect(getSession()).toBeNull();
  });

  it('rethrows a network error', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(failure));
    await expect(signIn({ user_name: 'a@b.co', password: 'x' })).rejects.toBe(failure);
  });
});

describe('signOut', () => {
  it('revokes on the server and clears the stored session', async () => {
    mockFetch(jsonResponse(loginResponse()));
    await signIn({ user_name: 'ada@example.com', password: 'Secret#123', remember_me: true });
    const fetchMock = mockFetch(jsonResponse({ error: false }));

    await signOut();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-abc');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    mockFetch(jsonResponse(loginResponse()));
    await signIn({ user_name: 'ada@example.com', password: 'Secret#123' });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await signOut();
    expect(getSession()).toBeNull();
  });
});

describe('redirect after sign-in', () => {
  it('goes to the change-password screen when a change is needed', () => {
    expect(postSignInTarget(true, '/reports')).toBe(PUBLIC_ROUTES.changePassword);
  });

  it('restores a remembered path, else goes to the dashboard', () => {
    expect(postSignInTarget(false, '/reports?tab=2')).toBe('/reports?tab=2');
    expect(postSignInTarget(false)).toBe(POST_LOGIN_ROUTE);
  });

  it.each(['//evil.example.com', 'https://evil.example.com', '/login', '/login/password', ''])(
    'ignores the unsafe path %j',
    (path) => {
      expect(postSignInTarget(false, path)).toBe(POST_LOGIN_ROUTE);
    },
  );

  it('remembers a path for one sign-in only', () => {
    rememberRedirectPath('/settings/accounts');
    expect(takeRememberedPath()).toBe('/settings/accounts');
    expect(takeRememberedPath()).toBeNull();
  });
});

describe('useSession', () => {
  it('follows sign-in and sign-out', async () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    mockFetch(jsonResponse(loginResponse()));
    await act(() => signIn({ user_name: 'ada@example.com', password: 'Secret#123' }));
    expect(result.current?.userInfo?.fullName).toBe('Ada Lovelace');
    const first = result.current;
    expect(result.current).toBe(first);

    mockFetch(jsonResponse({ error: false }));
    await act(() => signOut());
    expect(result.current).toBeNull();
  });
});
