import { listPlansEndpoint } from '@seller-tools/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../storage';
import { fetchPlans } from './plans';
import { jsonResponse, planItem, storeSession } from './test-fixtures';

const REIMBURSE = [{ plan_name: 'reimburse', modules: ['reimburse' as const] }];

afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe('fetchPlans', () => {
  it('asks the server, so a plan an operator assigned after sign-in counts at once', async () => {
    storeSession({ plan_list: [] });
    const plan = planItem({ description: 'FBA reimbursement recovery' });
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ error: false, data: [plan] }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchPlans()).map((p) => p.plan_name)).toEqual(['reimburse']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(listPlansEndpoint.path);
  });

  it('falls back to the plans sign-in stored when the server cannot answer', async () => {
    storeSession({ plan_list: REIMBURSE });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ error: true, message: 'down' }, 503)),
    );
    expect((await fetchPlans()).map((p) => p.plan_name)).toEqual(['reimburse']);
  });
});
