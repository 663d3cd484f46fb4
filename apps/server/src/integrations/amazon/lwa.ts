import type { TConfig } from '../../config.ts';

// Login with Amazon (LWA) token endpoint: exchanges the authorization code of the seller's consent for a
// refresh token, and refresh tokens for access tokens (docs/amazon-reference.md, "Website authorization").
// The URL comes from configuration, so the same code talks to Amazon and to the local sandbox.

export const LWA_TIMEOUT_MS = 15_000;

export type TLwaTokens = {
  accessToken: string;
  tokenType: string;
  expiresIn: number;
  /** Always present after an authorization-code exchange; a refresh may or may not return a new one. */
  refreshToken: string | null;
};

/** A failed LWA call. `message` is readable as is; `code` is LWA's error (e.g. invalid_grant) when it sent one. */
export class LwaError extends Error {
  readonly code: string | null;
  readonly status: number | null;
  constructor(
    message: string,
    options: { code?: string | null; status?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'LwaError';
    this.code = options.code ?? null;
    this.status = options.status ?? null;
  }
}

export type TLwaClient = {
  exchangeAuthorizationCode(
    code: string,
    redirectUri: string,
  ): Promise<TLwaTokens & { refreshToken: string }>;
  refresh(refreshToken: string): Promise<TLwaTokens>;
};

export function createLwaClient(options: {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): TLwaClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? LWA_TIMEOUT_MS;

  async function post(form: Record<string, string>): Promise<TLwaTokens> {
    let response: Response;
    try {
      response = await doFetch(options.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          ...form,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new LwaError(
        timedOut ? `Amazon did not answer within ${timeoutMs / 1000} s` : 'Amazon could not be reached',
        { cause: err },
      );
    }

    const body = await readJson(response);
    if (!response.ok) {
      const code = stringField(body, 'error');
      const description = stringField(body, 'error_description');
      const reason = [code, description].filter(Boolean).join(': ') || `HTTP ${response.status}`;
      throw new LwaError(reason, { code, status: response.status });
    }
    const accessToken = stringField(body, 'access_token');
    const expiresIn =
      body && typeof body === 'object' ? (body as Record<string, unknown>).expires_in : undefined;
    if (!accessToken || typeof expiresIn !== 'number') {
      throw new LwaError('Amazon answered without an access token', { status: response.status });
    }
    return {
      accessToken,
      tokenType: stringField(body, 'token_type') ?? 'bearer',
      expiresIn,
      refreshToken: stringField(body, 'refresh_token'),
    };
  }

  return {
    async exchangeAuthorizationCode(code, redirectUri) {
      const tokens = await post({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      if (!tokens.refreshToken) throw new LwaError('Amazon answered without a refresh token');
      return { ...tokens, refreshToken: tokens.refreshToken };
    },
    refresh(refreshToken) {
      return post({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function stringField(body: unknown, name: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The client for the configured LWA endpoint and application credentials. */
export function lwaClientOf(
  config: Pick<TConfig, 'AMAZON_LWA_URL' | 'AMAZON_CLIENT_ID' | 'AMAZON_CLIENT_SECRET'>,
): TLwaClient {
  return createLwaClient({
    tokenUrl: config.AMAZON_LWA_URL,
    clientId: config.AMAZON_CLIENT_ID,
    clientSecret: config.AMAZON_CLIENT_SECRET,
  });
}
