import {
  REVIEW_ROUTES,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  WEBHOOK_MESSAGES,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { WebhooksPage } from './webhooks-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '5b7e1c2a-3333-4c8e-9a7e-0000000000a1';
const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz012345';

function endpoint(overrides: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint {
  return {
    id: ID,
    url: 'https://hooks.example.com/reviews',
    description: 'Team channel',
    event_types: ['review.negative'],
    enabled: true,
    created_at: '2026-11-20T10:00:00.000Z',
    last_status: null,
    ...overrides,
  };
}

function setup(options: { endpoints?: TWebhookEndpoint[]; deliveries?: TWebhookDelivery[] } = {}) {
  storeSession();
  const state = { endpoints: options.endpoints ?? [], deliveries: options.deliveries ?? [] };
  const api = mockApi({
    'GET /api/webhooks': () => ({ error: false, data: state.endpoints }),
    'POST /api/webhooks': (body) => {
      const created = endpoint({ ...(body as object) });
      state.endpoints = [...state.endpoints, created];
      return { error: false, data: { ...created, secret: SECRET } };
    },
    [`GET /api/webhooks/${ID}/deliveries`]: () => ({ error: false, data: state.deliveries }),
    [`POST /api/webhooks/${ID}/test`]: () => {
      const delivery: TWebhookDelivery = {
        id: 'd1',
        event_type: 'webhook.test',
        event_key: 'webhook.test:1',
        status: 'delivered',
        attempts: 1,
        response_code: 200,
        last_error: null,
        created_at: '2026-11-22T12:00:00.000Z',
        delivered_at: '2026-11-22T12:00:01.000Z',
        next_attempt_at: null,
      };
      state.deliveries = [delivery];
      return { error: false, data: delivery };
    },
  });
  renderInShell(<WebhooksPage />, { path: REVIEW_ROUTES.settingsWebhooks });
  return { api, state };
}

describe('/settings/webhooks', () => {
  it('shows a real empty state, then adds an endpoint, refusing plain http, and shows its secret once', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await user.type(url, 'http://hooks.example.com/in');
    await user.tab();
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.urlHttps)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(api.callsTo('POST', '/api/webhooks')).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/reviews');
    await user.click(within(dialog).getByRole('checkbox', { name: /New review/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(secretDialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(secretDialog).getByText(/shown only once/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/webhooks')[0]?.body).toMatchObject({
      url: 'https://hooks.example.com/reviews',
      event_types: ['review.negative', 'review.new'],
      enabled: true,
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the endpoint, never the secret again.
    expect(await screen.findByText('https://hooks.example.com/reviews')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('sends a test and shows it in the delivery log; an empty log says so', async () => {
    const { api } = setup({ endpoints: [endpoint()] });
    const user = userEvent.setup();
    await screen.findByText('https://hooks.example.com/reviews');

    await user.click(screen.getByRole('button', { name: 'Delivery log' }));
    let log = await screen.findByRole('dialog', { name: 'Delivery log' });
    expect(await within(log).findByText('No deliveries yet')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Close delivery log' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Send test' }));
    log = await screen.findByRole('dialog', { name: 'Delivery log' });
    const rows = await within(log).findByRole('list', { name: 'Deliveries' });
    expect(within(rows).getByText('webhook.test')).toBeInTheDocument();
    expect(within(rows).getByText('delivered')).toBeInTheDocument();
    expect(within(rows).getByText(/1 attempt · HTTP 200/)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/webhooks/${ID}/test`)).toHaveLength(1);
  });

  it("shows the server's refusal to a member who is not the company administrator", async () => {
    storeSession();
    mockApi({
      'GET /api/webhooks': () =>
        new Response(JSON.stringify({ error: true, message: WEBHOOK_MESSAGES.adminOnly }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderInShell(<WebhooksPage />, { path: REVIEW_ROUTES.settingsWebhooks });
    expect(await screen.findByText(WEBHOOK_MESSAGES.adminOnly)).toBeInTheDocument();
  });
});
