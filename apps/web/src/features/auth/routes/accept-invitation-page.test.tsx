import { PUBLIC_ROUTES, TEAM_MESSAGES } from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AcceptInvitationPage } from './accept-invitation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'qK7C0PYm4vKINTeg-nY0rz9T0xLzqCGwd3LOilhbgCU';
const PREVIEW = {
  email: 'grace@example.com',
  name: 'Grace H',
  company_name: 'Harbor Goods',
  expires_at: '2026-12-01T00:00:00.000Z',
};

function renderAt(search: string) {
  const router = createMemoryRouter(
    [
      { path: PUBLIC_ROUTES.acceptInvitation, Component: AcceptInvitationPage },
      { path: PUBLIC_ROUTES.login, Component: () => <p>stub sign-in page</p> },
    ],
    { initialEntries: [`${PUBLIC_ROUTES.acceptInvitation}${search}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/invitation/accept', () => {
  it('shows whom the link invites to, then creates the account with the chosen name and password', async () => {
    const api = mockApi({
      'POST /api/user/invitation/preview': () => ({ error: false, data: PREVIEW }),
      'POST /api/user/invitation/accept': () => ({
        error: false,
        message: TEAM_MESSAGES.accepted,
        data: { email: PREVIEW.email },
      }),
    });
    renderAt(`?token=${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText('Harbor Goods')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(PREVIEW.email);
    // The token goes in a body, never in a query string.
    expect(api.callsTo('POST', '/api/user/invitation/preview')[0]?.body).toMatchObject({ token: TOKEN });
    expect(api.callsTo('POST', '/api/user/invitation/preview')[0]?.query.toString()).toBe('');

    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue('Grace H');
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Quartz#Meadow57');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Quartz#Meadow5');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/invitation/accept')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Confirm password/), '7');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TEAM_MESSAGES.accepted);
    expect(api.callsTo('POST', '/api/user/invitation/accept')[0]?.body).toMatchObject({
      token: TOKEN,
      name: 'Grace Hopper',
      password: 'Quartz#Meadow57',
    });
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByText('stub sign-in page')).toBeInTheDocument();
  });

  it("says a spent or expired link no longer works, with the server's message, and offers no form", async () => {
    mockApi({
      'POST /api/user/invitation/preview': () =>
        jsonResponse({ error: true, message: TEAM_MESSAGES.invitationInvalid }, 404),
    });
    renderAt(`?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.invitationInvalid);
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server without a token', async () => {
    const api = mockApi({});
    renderAt('');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.invitationInvalid);
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal of the account (an address that got an account meanwhile)", async () => {
    mockApi({
      'POST /api/user/invitation/preview': () => ({ error: false, data: PREVIEW }),
      'POST /api/user/invitation/accept': () =>
        jsonResponse({ error: true, message: TEAM_MESSAGES.emailTaken }, 409),
    });
    renderAt(`?token=${TOKEN}`);
    const user = userEvent.setup();
    await screen.findByText('Harbor Goods');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Quartz#Meadow57');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Quartz#Meadow57');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.emailTaken);
  });
});
