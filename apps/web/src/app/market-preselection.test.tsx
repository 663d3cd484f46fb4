import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeListHandler, mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { routes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LAZY_LOAD = { timeout: 10_000 };

describe('/market-select to registration', () => {
  it('brings the chosen marketplace preselected to the connect step', async () => {
    mockApi({ 'GET /api/code/common': codeListHandler });
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: [PUBLIC_ROUTES.marketSelect] });
    renderWithProviders(<RouterProvider router={router} />);

    await user.click(await screen.findByRole('radio', { name: 'Europe' }, LAZY_LOAD));
    await user.click(await screen.findByRole('radio', { name: /United Kingdom/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with United Kingdom' }));

    // Through /register (which starts a fresh draft) to the account form.
    expect(
      await screen.findByRole('heading', { name: 'Create your account' }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerInfo);

    // The info and verify steps are tested on their own; here the connect step is opened as verify leaves it.
    await act(() =>
      router.navigate(PUBLIC_ROUTES.registerConnectAmazon, {
        state: { from: PUBLIC_ROUTES.registerVerifyEmail },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: /which amazon account/i }, LAZY_LOAD);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Marketplace' })).toHaveValue('United Kingdom'),
    );
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Europe');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  }, 30_000);
});
