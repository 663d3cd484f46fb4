// The initial import at scale (issue 6): the real server process connects the sandbox's big seller
// (200 ASINs, about 100 000 orders in two years) through the product's own connect flow, against a
// sandbox whose rate limits run at ×100, and its job worker imports everything. Records the wall time
// from connect to "done" (bar: 60 s), each stage's time, rows written per table, and the requests the
// sandbox counted per operation.
import {
  createVerifiedUser,
  startSandboxProcess,
  startServerProcess,
  type TSandboxProcess,
  tableCounts,
} from '@seller-tools/server/testing';

/** The first North American demo seller: the sandbox pins it at 200 ASINs and ~100 000 orders. */
export const BIG_SELLER = 'A1US9WKS7FGPAW';
const US = 'ATVPDKIKX0DER';
export const IMPORT_RATE_MULTIPLIER = 100;
export const IMPORT_BAR_S = 60;
const TIMEOUT_MS = 10 * 60_000;
const PASSWORD = 'Bench!Passw0rd';

const TABLES = [
  'products',
  'orders',
  'order_items',
  'reviews',
  'rating_snapshots',
  'fba_ledger_events',
  'fba_reimbursements',
  'fba_customer_returns',
  'ads_profiles',
  'ads_campaigns',
  'ads_ad_groups',
  'ads_keywords',
  'ads_targets',
  'ads_product_ads',
  'ads_daily_metrics',
] as const;

type TStage = {
  stage: string;
  status: string;
  counts: Record<string, number>;
  reason: string | null;
  started_at: string | null;
  finished_at: string | null;
};
type TCounter = { requests: number; succeeded: number; throttled: number; faulted: number; rejected: number };

export type TImportFigures = {
  seller: string;
  rateMultiplier: number;
  wallSeconds: number;
  barSeconds: number;
  withinBar: boolean;
  stages: Record<string, { seconds: number | null; counts: Record<string, number> }>;
  rows: Record<string, number>;
  totalRows: number;
  requests: Record<string, TCounter>;
  throttled: number;
};

/** What a bench may do with the imported store before the server stops (bench/audit.ts audits it). */
export type TAfterImport = (ctx: { databaseUrl: string; sandbox: TSandboxProcess }) => Promise<void>;

export async function runImportBench(afterImport?: TAfterImport): Promise<TImportFigures> {
  const sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: String(IMPORT_RATE_MULTIPLIER) });
  try {
    const server = await startServerProcess({ env: sandbox.env });
    try {
      const figures = await measure(server.baseUrl, server.databaseUrl, sandbox);
      await afterImport?.({ databaseUrl: server.databaseUrl, sandbox });
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await sandbox.stop();
  }
}

async function measure(
  baseUrl: string,
  databaseUrl: string,
  sandbox: TSandboxProcess,
): Promise<TImportFigures> {
  const api = async (method: string, path: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as Record<string, unknown> & { data?: unknown };
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  const user = await createVerifiedUser(databaseUrl, {
    email: 'import-bench@example.com',
    password: PASSWORD,
  });
  const login = await api('POST', '/api/auth/login', null, { user_name: user.email, password: PASSWORD });
  const token = String(login.accessToken);
  // The seller's consent on the sandbox's page, as the connect popup gives it.
  const issued = (await api('POST', '/api/market/amazon/state', token, { code: US })).data as {
    state: string;
    consent_url: string;
  };
  const consent = await confirmConsent(sandbox, issued.consent_url);
  const authCode = consent.back.searchParams.get('spapi_oauth_code');
  if (!authCode) throw new Error(`the consent page gave no code (HTTP ${consent.status})`);
  await sandbox.control('DELETE', '/sandbox/counters');

  const started = performance.now();
  await api('POST', '/api/market/amazon', token, {
    admin_email: user.email,
    seller_id: BIG_SELLER,
    sp_api_auth_code: authCode,
    code: US,
    moduleType: 'review',
    state: consent.back.searchParams.get('state') ?? issued.state,
  });
  // Amazon Ads is a consent of its own (issue 18): the seller gives it right after connecting, as the
  // page offers, so the import reads the Ads history too.
  await connectAdvertising(api, token, sandbox);
  let stages: TStage[] = [];
  for (;;) {
    const status = (await api('GET', '/api/market/amazon/integration/status', token)).data as {
      signup_step: string;
      stages: TStage[];
    }[];
    stages = status[0]?.stages ?? [];
    if (status[0]?.signup_step === 'done' && stages.find((s) => s.stage === 'ads')?.status === 'done') break;
    const failed = stages.find((s) => s.status === 'failed');
    if (failed) throw new Error(`import stage ${failed.stage} failed: ${failed.reason}`);
    if (performance.now() - started > TIMEOUT_MS) throw new Error('the import did not finish in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const wallSeconds = round((performance.now() - started) / 1000, 1);

  const counters = (await sandbox.control('GET', '/sandbox/counters')) as {
    operations: Record<string, TCounter & { firstAt: string; lastAt: string }>;
  };
  const requests = Object.fromEntries(
    Object.entries(counters.operations)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([op, c]) => [
        op,
        {
          requests: c.requests,
          succeeded: c.succeeded,
          throttled: c.throttled,
          faulted: c.faulted,
          rejected: c.rejected,
        },
      ]),
  );
  const rows = await tableCounts(databaseUrl, TABLES);
  return {
    seller: BIG_SELLER,
    rateMultiplier: IMPORT_RATE_MULTIPLIER,
    wallSeconds,
    barSeconds: IMPORT_BAR_S,
    withinBar: wallSeconds <= IMPORT_BAR_S,
    stages: Object.fromEntries(
      stages.map((s) => [
        s.stage,
        {
          seconds:
            s.started_at && s.finished_at
              ? round((Date.parse(s.finished_at) - Date.parse(s.started_at)) / 1000, 1)
              : null,
          counts: s.counts,
        },
      ]),
    ),
    rows,
    totalRows: Object.values(rows).reduce((a, b) => a + b, 0),
    requests,
    throttled: Object.values(requests).reduce((n, c) => n + c.throttled, 0),
  };
}

export function importSummary(f: TImportFigures): string {
  return `import of ${f.seller} at ×${f.rateMultiplier}: ${f.wallSeconds} s (bar ${f.barSeconds} s), ${f.rows.orders} orders, ${f.totalRows} rows, ${Object.values(f.requests).reduce((n, c) => n + c.requests, 0)} requests, ${f.throttled} throttled`;
}

/** The seller (BIG_SELLER) confirms a consent page of the sandbox (SP-API's or Ads'); where it sends the browser back. */
async function confirmConsent(sandbox: TSandboxProcess, consentPage: string) {
  const consentUrl = new URL(consentPage);
  const res = await fetch(`${sandbox.url}${consentUrl.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(consentUrl.searchParams),
      action: 'confirm',
      selling_partner_id: BIG_SELLER,
    }).toString(),
  });
  return { back: new URL(res.headers.get('location') ?? 'http://invalid/'), status: res.status };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** "Connect advertising" for the bench's store: the Ads state, the sandbox's Login with Amazon page, the callback. */
async function connectAdvertising(
  api: (method: string, path: string, token: string | null, body?: unknown) => Promise<{ data?: unknown }>,
  token: string,
  sandbox: TSandboxProcess,
): Promise<void> {
  const [store] = (await api('GET', '/api/market/amazon/integration/status', token)).data as {
    channel_id: string;
  }[];
  if (!store) throw new Error('the connected store is not listed');
  const issued = (await api('POST', '/api/market/amazon/ads/state', token, { channel_id: store.channel_id }))
    .data as { consent_url: string };
  const allowed = await confirmConsent(sandbox, issued.consent_url);
  const code = allowed.back.searchParams.get('code');
  if (!code) throw new Error(`the Ads consent page gave no code (HTTP ${allowed.status})`);
  await api('POST', '/api/market/amazon/ads', token, {
    channel_id: store.channel_id,
    code,
    state: allowed.back.searchParams.get('state'),
  });
}
