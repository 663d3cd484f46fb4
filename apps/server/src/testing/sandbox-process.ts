import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TDb } from '../db/client.ts';
import { marketplaceFacts } from '../db/reference-data.ts';
import { adsGrants, channels } from '../db/schema/index.ts';
import { readAdsProfiles, storeProfile } from '../integrations/amazon/ads-consent.ts';
import { lwaClientOf } from '../integrations/amazon/lwa.ts';
import { secretBoxOf } from '../lib/encryption-key.ts';
import { freePort } from './free-port.ts';
import { stopChild, waitForOk } from './server-process.ts';
import { testConfig } from './test-config.ts';

// The marketplace sandbox as its own process (`node apps/sandbox/src/main.ts`, as `npm start` runs
// it), on a free port: the server reaches it only over HTTP, the way it reaches Amazon.
const SANDBOX_MAIN = fileURLToPath(new URL('../../../sandbox/src/main.ts', import.meta.url));
const REDIRECT_URI = 'http://localhost:3000/auth/user/amazon';

export type TSandboxProcess = {
  /** North America's origin, which also serves LWA, the consent page, product pages and the controls. */
  url: string;
  /** Each region's origin (the sandbox refuses a seller's call at another region's). */
  regionUrls: { na: string; eu: string; fe: string };
  child: ChildProcess;
  /** The server's configuration pointed at this sandbox. */
  env: Record<string, string>;
  control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** Consents as the seller and exchanges the code at LWA: the seller's refresh token for our app. */
  refreshTokenFor(sellerId: string): Promise<string>;
  /** The same through Amazon Ads' own consent (Login with Amazon, /ap/oa): the seller's Ads refresh token. */
  adsRefreshTokenFor(sellerId: string): Promise<string>;
  /**
   * Consents as the seller, exchanges the code at LWA, and stores the store with its sealed token; and,
   * unless `ads: false`, gives it its separate Amazon Ads grant too (connectAds).
   */
  connectStore(
    db: TDb,
    companyId: string,
    sellerId: string,
    marketplaceId?: string,
    options?: { ads?: boolean },
  ): Promise<{ id: string }>;
  /**
   * Amazon Ads' own consent for a store (issue 18), as the "Connect advertising" flow stores it: the
   * sealed Ads refresh token and the profile of the store's marketplace (`none` when it has none).
   */
  connectAds(db: TDb, channelId: string, sellerId: string, marketplaceId?: string): Promise<void>;
  stop(): Promise<void>;
};

export async function startSandboxProcess(env: Record<string, string> = {}): Promise<TSandboxProcess> {
  const ports = { na: await freePort(), eu: await freePort(), fe: await freePort() };
  const child = spawn(process.execPath, [SANDBOX_MAIN], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      SANDBOX_PORT: String(ports.na),
      SANDBOX_EU_PORT: String(ports.eu),
      SANDBOX_FE_PORT: String(ports.fe),
      SANDBOX_HOST: '127.0.0.1',
    },
  });
  const regionUrls = {
    na: `http://127.0.0.1:${ports.na}`,
    eu: `http://127.0.0.1:${ports.eu}`,
    fe: `http://127.0.0.1:${ports.fe}`,
  };
  const url = regionUrls.na;
  await waitForOk(`${url}/sandbox/clock`, [child]);
  await Promise.all([
    waitForOk(`${regionUrls.eu}/healthz`, [child]),
    waitForOk(`${regionUrls.fe}/healthz`, [child]),
  ]);
  return {
    url,
    regionUrls,
    child,
    ...sandboxConsents(regionUrls),
    stop: () => stopChild(child),
  };
}

export type TSandboxConsents = Pick<
  TSandboxProcess,
  'env' | 'control' | 'refreshTokenFor' | 'adsRefreshTokenFor' | 'connectStore' | 'connectAds'
>;

/**
 * The consents of a sandbox already running at `regionUrls` (its own process here, or the e2e suite's):
 * the seller's SP-API and Amazon Ads grants, as the connect flows store them.
 */
export function sandboxConsents(regionUrls: TSandboxProcess['regionUrls']): TSandboxConsents {
  const url = regionUrls.na;
  const serverEnv = {
    AMAZON_LWA_URL: `${url}/auth/o2/token`,
    ...sandboxRegionEnv(regionUrls),
    AMAZON_PRODUCT_PAGES_URL: url,
    AMAZON_CONSENT_BASE_URL: url,
    AMAZON_ADS_CONSENT_BASE_URL: url,
  };
  const config = testConfig(serverEnv);

  const control: TSandboxProcess['control'] = async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return res.json();
  };

  async function refreshTokenFor(sellerId: string): Promise<string> {
    const consent = await fetch(`${url}/apps/authorize/consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        application_id: config.AMAZON_APP_ID,
        state: 'test-state',
        redirect_uri: REDIRECT_URI,
        action: 'confirm',
        selling_partner_id: sellerId,
      }).toString(),
    });
    const code = new URL(consent.headers.get('location') ?? 'http://x/').searchParams.get('spapi_oauth_code');
    if (!code) throw new Error(`consent gave no code (HTTP ${consent.status})`);
    const tokens = await lwaClientOf(config).exchangeAuthorizationCode(code, REDIRECT_URI);
    return tokens.refreshToken;
  }

  async function adsTokensFor(sellerId: string) {
    const consent = await fetch(`${url}/ap/oa`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.AMAZON_CLIENT_ID,
        response_type: 'code',
        scope: 'advertising::campaign_management',
        state: 'test-ads-state',
        redirect_uri: REDIRECT_URI,
        action: 'confirm',
        selling_partner_id: sellerId,
      }).toString(),
    });
    const code = new URL(consent.headers.get('location') ?? 'http://x/').searchParams.get('code');
    if (!code) throw new Error(`ads consent gave no code (HTTP ${consent.status})`);
    return lwaClientOf(config).exchangeAuthorizationCode(code, REDIRECT_URI);
  }

  async function connectAds(db: TDb, channelId: string, sellerId: string, marketplaceId = 'ATVPDKIKX0DER') {
    const tokens = await adsTokensFor(sellerId);
    const profiles = await readAdsProfiles(
      { adsUrl: url, clientId: config.AMAZON_CLIENT_ID },
      tokens.accessToken,
    );
    const profile = storeProfile(profiles ?? [], { sellerId, marketplaceId });
    await db.insert(adsGrants).values({
      channelId,
      refreshTokenEnc: secretBoxOf(config).seal(tokens.refreshToken),
      profileId: profile ? String(profile.profileId) : 'none',
      accountName: profile?.accountInfo?.name ?? null,
    });
  }

  return {
    env: serverEnv,
    control,
    refreshTokenFor,
    adsRefreshTokenFor: async (sellerId) => (await adsTokensFor(sellerId)).refreshToken,
    connectAds,
    async connectStore(db, companyId, sellerId, marketplaceId = 'ATVPDKIKX0DER', options = {}) {
      const region = marketplaceFacts(marketplaceId)?.region ?? 'North America';
      const refreshToken = await refreshTokenFor(sellerId);
      const [row] = await db
        .insert(channels)
        .values({
          companyId,
          sellerId,
          marketplaceId,
          region,
          refreshTokenEnc: secretBoxOf(config).seal(refreshToken),
        })
        .returning({ id: channels.id });
      if (!row) throw new Error('no channel row');
      if (options.ads !== false) await connectAds(db, row.id, sellerId, marketplaceId);
      return row;
    },
  };
}

/** The server's per-region SP-API and Ads base URLs for a sandbox's regional origins. */
export function sandboxRegionEnv(urls: { na: string; eu: string; fe: string }): Record<string, string> {
  return {
    AMAZON_SP_API_URL_NA: urls.na,
    AMAZON_SP_API_URL_EU: urls.eu,
    AMAZON_SP_API_URL_FE: urls.fe,
    AMAZON_ADS_API_URL_NA: urls.na,
    AMAZON_ADS_API_URL_EU: urls.eu,
    AMAZON_ADS_API_URL_FE: urls.fe,
  };
}
