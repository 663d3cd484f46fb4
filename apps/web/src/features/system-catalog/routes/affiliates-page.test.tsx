import { SYSTEM_ROUTES, type TAffiliate } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { AffiliateDetailPage } from './affiliate-detail-page';
import { AffiliatesPage } from './affiliates-page';

afterEach(() => vi.unstubAllGlobals());

const AGENT_ID = '5b0c7a52-0000-4c8e-9a7e-000000000001';
const AGENT: TAffiliate = {
  user_id: AGENT_ID,
  name: 'Agent A',
  email: 'a@example.com',
  affiliate_code: 'AGENTA',
  referred_companies: 3,
  sign_ups: 2,
  activations: 1,
};

describe('/system/affiliates', () => {
  it('shows an agent their own row with counts and no code editing', async () => {
    storeSession({ role: 'affiliate-agent' });
    mockApi({
      'GET /api/system/affiliates': () => ({
        error: false,
        data: { items: [AGENT], total: 1, page: 1, page_size: 20 },
      }),
    });
    renderInShell(<AffiliatesPage />, { path: SYSTEM_ROUTES.affiliates });
    const row = (await screen.findByRole('link', { name: 'Agent A' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Agent Aa@example.com', 'AGENTA', '3', '2', '1']);
    expect(screen.queryByRole('button', { name: /Set code/ })).toBeNull();
  });

  it('lets a super-admin set a code, checked on both sides', async () => {
    storeSession({ role: 'super-admin' });
    const api = mockApi({
      'GET /api/system/affiliates': () => ({
        error: false,
        data: { items: [AGENT], total: 1, page: 1, page_size: 20 },
      }),
      [`PUT /api/system/affiliates/${AGENT_ID}/code`]: () => ({
        error: false,
        data: { ...AGENT, affiliate_code: 'SPRING-25' },
      }),
    });
    const user = userEvent.setup();
    renderInShell(<AffiliatesPage />, { path: SYSTEM_ROUTES.affiliates });
    await user.click(await screen.findByRole('button', { name: 'Set code of Agent A' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: /Affiliate code/ });
    await user.clear(input);
    await user.type(input, 'a b');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Use 3 to 32 letters, digits, - or _ for the affiliate code.'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'spring-25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/system/affiliates/${AGENT_ID}/code`)[0]?.body).toMatchObject({
        affiliate_code: 'SPRING-25',
      }),
    );
  });

  it('lists the referred companies on the detail page, and shows a refusal for another agent', async () => {
    storeSession({ role: 'affiliate-agent' });
    mockApi({
      [`GET /api/system/affiliates/${AGENT_ID}`]: () => ({
        error: false,
        data: {
          affiliate: AGENT,
          companies: {
            items: [
              {
                company_id: 'c-9',
                company_name: 'Referred Goods',
                created_at: '2026-11-01T10:00:00.000Z',
                signed_up: true,
                activated: true,
                store_count: 2,
              },
            ],
            total: 1,
            page: 1,
            page_size: 20,
          },
        },
      }),
      'GET /api/system/affiliates/5b0c7a52-0000-4c8e-9a7e-000000000002': () =>
        jsonResponse({ error: true, message: 'You do not have permission to do this.' }, 403),
    });
    renderInShell(<AffiliateDetailPage />, {
      path: `${SYSTEM_ROUTES.affiliates}/detail/:affiliate`,
      at: `${SYSTEM_ROUTES.affiliates}/detail/${AGENT_ID}`,
    });
    expect(await screen.findByText('Referred Goods')).toBeInTheDocument();
    expect(screen.getByText('Activated')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the refusal for another agent’s detail', async () => {
    storeSession({ role: 'affiliate-agent' });
    mockApi({
      'GET /api/system/affiliates/5b0c7a52-0000-4c8e-9a7e-000000000002': () =>
        jsonResponse({ error: true, message: 'You do not have permission to do this.' }, 403),
    });
    renderInShell(<AffiliateDetailPage />, {
      path: `${SYSTEM_ROUTES.affiliates}/detail/:affiliate`,
      at: `${SYSTEM_ROUTES.affiliates}/detail/5b0c7a52-0000-4c8e-9a7e-000000000002`,
    });
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  });
});
