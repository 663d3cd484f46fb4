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
    format: 'json',
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
    [`PUT /api/webhooks/${ID}`]: (body) => {
      const updated = endpoint({ ...(body as object) });
      state.endpoints = [updated];
      return { error: false, data: updated };
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
      format: 'json',
      enabled: true,
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the endpoint, never the secret again.
    expect(await screen.findByText('https://hooks.example.com/reviews')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('lets the admin choose the Slack format for an endpoint, and pausing it keeps the format', async () => {
    const { api } = setup({ endpoints: [endpoint()] });
    const user = userEvent.setup();
    expect(await screen.findByText(/JSON \(signed\) · Negative review/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: /Edit endpoint https:\/\/hooks.example.com\/reviews/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect(within(dialog).getByRole('radio', { name: 'JSON (signed)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Slack' }));
    expect(within(dialog).getByText(/a summary of the event and a link to it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/webhooks/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/webhooks/${ID}`)[0]?.body).toMatchObject({ format: 'slack' });
    expect(await screen.findByText(/Slack · Negative review/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('switch', { name: 'Send events to https://hooks.example.com/reviews' }),
    );
    await waitFor(() => expect(api.callsTo('PUT', `/api/webhooks/${ID}`)).toHaveLength(2));
    expect(api.callsTo('PUT', `/api/webhooks/${ID}`)[1]?.body).toMatchObject({
      format: 'slack',
      enabled: false,
    });
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
