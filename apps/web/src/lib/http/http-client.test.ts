import {
  GENERIC_ERROR_MESSAGE,
  LOADER_HIDE_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  type TErrorEnvelope,
} from '@seller-tools/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLoaderStore } from '../loader';
import { getSession, logout, saveSession, type TUserInfo } from '../storage';
import { createHttpClient, type THttpClientConfig } from './http-client';

const user: TUserInfo = { email: 'ada@example.com', fullName: 'Ada Lovelace' };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(overrides: Partial<THttpClientConfig> = {}) {
  const fetchMock = vi.fn<typeof fetch>(
    overrides.fetch ?? (async () => jsonResponse({ error: false, data: 'ok' })),
  );
  const loader = createLoaderStore();
  const onUnauthorized = vi.fn();
  const logoutMock = vi.fn();
  const client = createHttpClient({
    loader,
    getAccessToken: () => 'token-123',
    getUserInfo: () => user,
    logout: logoutMock,
    onUnauthorized,
    ...overrides,
    fetch: fetchMock,
  });
  function lastCall(): { url: string; init: RequestInit } {
    const call = fetchMock.mock.calls.at(-1);
    if (!call) throw new Error('fetch was not called');
    return { url: String(call[0]), init: call[1] ?? {} };
  }
  return { client, fetchMock, loader, onUnauthorized, logoutMock, lastCall };
}

// A fetch that never answers but rejects, like the real one, when its signal aborts.
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('http client: request shape', () => {
  it('sends the stored token as a Bearer header, with cookies, on the same origin', async () => {
    const { client, lastCall } = setup();
    await client.get('/api/user');
    const { url, init } = lastCall();
    expect(url.startsWith('/api/user')).toBe(true);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });

  it('uses a configured base URL', async () => {
    const { client, lastCall } = setup({ baseUrl: 'https://gateway.example.com' });
    await client.get('/api/plan/list');
    expect(lastCall().url.startsWith('https://gateway.example.com/api/plan/list')).toBe(true);
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, lastCall } = setup({ getAccessToken: () => null });
    await client.get('/api/code/common');
    expect(new Headers(lastCall().init.headers).has('Authorization')).toBe(false);
  });

  it('adds login_name and login_email to a POST body, keeping the caller fields', async () => {
    const { client, lastCall } = setup();
    await client.post('/api/user/contact-us', { message: 'Hi' });
    const { init } = lastCall();
    expect(JSON.parse(String(init.body))).toEqual({
      message: 'Hi',
      login_name: 'Ada Lovelace',
      login_email: 'ada@example.com',
    });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('adds them to a PUT without a body too', async () => {
    const { client, lastCall } = setup();
    await client.put('/api/user/delete');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({
      login_name: 'Ada Lovelace',
      login_email: 'ada@example.com',
    });
  });

  it('prefers loginEmail (the signed-in person while auditing) for login_email', async () => {
    const { client, lastCall } = setup({
      getUserInfo: () => ({ ...user, email: 'seller@example.com', loginEmail: 'admin@example.com' }),
    });
    await client.post('/api/market/amazon', {});
    expect(JSON.parse(String(lastCall().init.body)).login_email).toBe('admin@example.com');
  });

  it('adds login_name and login_email to a GET query string', async () => {
    const { client, lastCall } = setup();
    await client.get('/api/market/channel', { query: { moduleType: 'review', sellerId: undefined } });
    const url = new URL(lastCall().url, 'http://localhost');
    expect(url.searchParams.get('moduleType')).toBe('review');
    expect(url.searchParams.has('sellerId')).toBe(false);
    expect(url.searchParams.get('login_name')).toBe('Ada Lovelace');
    expect(url.searchParams.get('login_email')).toBe('ada@example.com');
    expect(lastCall().init.body).toBeUndefined();
  });

  it('adds nothing to calls whose path contains api/auth/login', async () => {
    const { client, lastCall } = setup();
    await client.post('/api/auth/login', { user_name: 'ada', password: 'secret' });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ user_name: 'ada', password: 'secret' });

    await client.get('/api/auth/login/status', { query: { a: 1 } });
    const url = new URL(lastCall().url, 'http://localhost');
    expect([...url.searchParams.keys()]).toEqual(['a']);
  });

  it('appends the fields to FormData uploads without a JSON content type', async () => {
    const { client, lastCall } = setup();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.csv');
    await client.post('/api/files/upload', form);
    const body = lastCall().init.body as FormData;
    expect(body.get('login_email')).toBe('ada@example.com');
    expect(new Headers(lastCall().init.headers).has('Content-Type')).toBe(false);
  });

  it('uses the global fetch by default', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ error: false, data: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient();
    await expect(client.get('/healthz')).resolves.toEqual({ error: false, data: 1 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('http client: time-out', () => {
  it(`aborts a call after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const { client } = setup({ fetch: hangingFetch() });
    const result = client.get('/api/user');
    const settled = vi.fn();
    result.catch(settled);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it.each(['/api/reports/export', '/api/files/upload'])('applies no time-out to %s', async (path) => {
    vi.useFakeTimers();
    const { client, lastCall } = setup({ fetch: hangingFetch() });
    const settled = vi.fn();
    client.post(path, {}).catch(settled);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3);
    expect(settled).not.toHaveBeenCalled();
    expect(lastCall().init.signal?.aborted).toBe(false);
  });

  it('passes a caller cancellation through', async () => {
    const { client } = setup({ fetch: hangingFetch() });
    const controller = new AbortController();
    const result = client.get('/api/user', { signal: controller.signal });
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('http client: responses', () => {
  it('returns a success body as it is', async () => {
    const { client } = setup();
    await expect(client.get('/api/user')).resolves.toEqual({ error: false, data: 'ok' });
  });

  it('validates a success body with a schema when given', async () => {
    const { client, fetchMock } = setup();
    const schema = z.object({ error: z.literal(false), data: z.object({ id: z.number() }) });
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: false, data: { id: 7, extra: true } }));
    await expect(client.get('/api/user', { schema })).resolves.toEqual({ error: false, data: { id: 7 } });
  });

  it('returns an error envelope of a 4xx/5xx as a value, not a throw', async () => {
    const { client, fetchMock, onUnauthorized } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: true, message: 'Already exist in Email-Code.' }, 400),
    );
    const result = (await client.post('/api/signup', {})) as TErrorEnvelope;
    expect(result).toEqual({ error: true, message: 'Already exist in Email-Code.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a non-envelope error response into the generic envelope', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/api/user')).resolves.toEqual({ error: true, message: GENERIC_ERROR_MESSAGE });
  });

  it('returns an error flag sent with status 200 as a value too', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: true, message: 'Invalid' }));
    await expect(client.post('/api/email/codeverify', {})).resolves.toEqual({
      error: true,
      message: 'Invalid',
    });
  });

  it('rethrows a network error (no response)', async () => {
    const { client, fetchMock } = setup();
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(failure);
    await expect(client.get('/api/user')).rejects.toBe(failure);
  });

  it('reads a blob when asked (exports)', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(new Response('a,b\n1,2', { status: 200 }));
    const result = await client.get<Blob>('/api/reports/export', { responseType: 'blob' });
    expect(result).toBeInstanceOf(Blob);
  });

  it("shows a successful response to onResponse, e.g. for a download's file name", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      new Response('a,b', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="r.csv"' },
      }),
    );
    const onResponse = vi.fn<(response: Response) => void>();
    await client.get<Blob>('/api/review/report/export', { responseType: 'blob', onResponse });
    expect(onResponse).toHaveBeenCalledOnce();
    expect(onResponse.mock.calls[0]?.[0].headers.get('Content-Disposition')).toBe(
      'attachment; filename="r.csv"',
    );
  });
});

describe('http client: 401', () => {
  it('logs out and calls onUnauthorized', async () => {
    const { client, fetchMock, onUnauthorized, logoutMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: true, message: 'Unauthorized' }, 401));
    const result = await client.get('/api/user');
    expect(logoutMock).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result).toEqual({ error: true, message: 'Unauthorized' });
  });

  it('clears the stored session through the real logout', async () => {
    saveSession({
      accessToken: 'tok',
      expiredDate: new Date(Date.now() + 60_000),
      userInfo: user,
      isRememberMe: false,
    });
    const { client, fetchMock, onUnauthorized } = setup({ logout });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await client.get('/api/user');
    expect(getSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves a wrong sign-in to the sign-in form (api/auth/login)', async () => {
    const { client, fetchMock, onUnauthorized, logoutMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: true, message: 'Wrong password' }, 401));
    const result = await client.post('/api/auth/login', { user_name: 'ada', password: 'x' });
    expect(result).toEqual({ error: true, message: 'Wrong password' });
    expect(logoutMock).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('http client: loader', () => {
  it('shows the loader for the call and releases it afterwards', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    const { client, loader } = setup({
      fetch: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const result = client.get('/api/user');
    expect(loader.getSnapshot().visible).toBe(true);
    answer(jsonResponse({ error: false, data: 1 }));
    await result;
    expect(loader.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS);
    expect(loader.getSnapshot().visible).toBe(false);
  });

  it('does not show the loader for silent calls', async () => {
    const { client, loader } = setup({ fetch: hangingFetch() });
    client.get('/api/market/amazon/signup/status', { silent: true }).catch(() => {});
    expect(loader.getSnapshot().visible).toBe(false);
  });

  it('hides the loader at once on a network error', async () => {
    const { client, fetchMock, loader } = setup();
    loader.show();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/api/user')).rejects.toThrow('Failed to fetch');
    expect(loader.getSnapshot().visible).toBe(false);
  });

  it('hides the loader at once on an error response', async () => {
    const { client, fetchMock, loader } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: true, message: 'Nope' }, 500));
    await client.get('/api/user');
    expect(loader.getSnapshot().visible).toBe(false);
  });
});
