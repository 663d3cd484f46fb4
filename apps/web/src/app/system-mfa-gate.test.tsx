import { MFA_MESSAGES } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../lib/session/test-fixtures';
import { mfaApi } from '../test/mfa-api';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { SystemMfaGate } from './system-mfa-gate';

const URI = 'otpauth://totp/Seller%20Tools:root%40system.test?issuer=Seller%20Tools&secret=JBSWY3DPEHPK3PXP';

function renderGate() {
  storeSession({ role: 'super-admin' });
  const router = createMemoryRouter(
    [
      {
        Component: SystemMfaGate,
        children: [{ path: '/system/user-monitoring', Component: () => <h1>Users</h1> }],
      },
    ],
    { initialEntries: ['/system/user-monitoring'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the second-factor gate above system pages (issue 17)', () => {
  it('asks a super-admin without a factor to enrol: QR, a code, the recovery codes once, then the page', async () => {
    const api = mockApi(
      mfaApi({
        required: true,
        uri: URI,
        recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'],
        enrolCode: '123456',
      }),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    // The QR code is drawn here, from the URI: a PNG data URL.
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/mfa/enrolment')).toHaveLength(1);

    const user = userEvent.setup();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.wrongCode);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('abcde-fghjk');
    expect(list).toHaveTextContent('mnpqr-stuvw');
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('lets an enrolled user straight through', async () => {
    mockApi({
      'GET /api/auth/mfa': () => ({
        error: false,
        data: { enabled: true, required: true, recovery_codes_left: 3 },
      }),
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Set up two-step verification')).toBeNull());
  });
});
