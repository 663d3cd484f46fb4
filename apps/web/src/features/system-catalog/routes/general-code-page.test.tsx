import { SYSTEM_ROUTES, type TSystemCode } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { GeneralCodePage } from './general-code-page';

afterEach(() => vi.unstubAllGlobals());

function code(overrides: Partial<TSystemCode>): TSystemCode {
  return {
    id: 1,
    class: 'EMAIL_DOMAIN',
    code: 'gmail.com',
    name: 'gmail.com',
    value_1: null,
    value_2: null,
    value_3: 'gmail.com',
    value_4: null,
    value_5: null,
    value_6: null,
    value_7: null,
    sort_order: 1,
    is_active: true,
    ...overrides,
  };
}

function page(items: TSystemCode[]) {
  return {
    error: false,
    data: { items, total: items.length, page: 1, page_size: 20, classes: ['EMAIL_DOMAIN', 'REGION'] },
  };
}

describe('/system/general-code', () => {
  it('lists codes and deactivates one', async () => {
    storeSession({ role: 'super-admin' });
    let rows = [code({}), code({ id: 2, code: 'aol.com', name: 'aol.com', is_active: false })];
    const api = mockApi({
      'GET /api/system/codes': () => page(rows),
      'PUT /api/system/codes/1/active': (body) => {
        rows = rows.map((r) =>
          r.id === 1 ? { ...r, is_active: (body as { is_active: boolean }).is_active } : r,
        );
        return { error: false, data: rows[0] };
      },
    });
    const user = userEvent.setup();
    renderInShell(<GeneralCodePage />, { path: SYSTEM_ROUTES.generalCode });
    expect(await screen.findAllByText('aol.com', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate gmail.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate gmail.com?' });
    expect(api.callsTo('PUT', '/api/system/codes/1/active')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/system/codes/1/active')[0]?.body).toMatchObject({ is_active: false }),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate gmail.com' })).toBeInTheDocument();
  });

  it('checks class and code before sending, then shows the server’s duplicate message', async () => {
    storeSession({ role: 'super-admin' });
    const api = mockApi({
      'GET /api/system/codes': () => page([code({})]),
      'POST /api/system/codes': () =>
        jsonResponse(
          { error: true, message: 'The code "gmail.com" already exists in class "EMAIL_DOMAIN".' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderInShell(<GeneralCodePage />, { path: SYSTEM_ROUTES.generalCode });
    await user.click(await screen.findByRole('button', { name: 'Add code' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a class.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a code.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/system/codes')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Class/ }), 'EMAIL_DOMAIN');
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), ' gmail.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code "gmail.com" already exists in class "EMAIL_DOMAIN".',
    );
    expect(api.callsTo('POST', '/api/system/codes')[0]?.body).toMatchObject({ class: 'EMAIL_DOMAIN' });
  });

  it('shows an empty state', async () => {
    storeSession({ role: 'super-admin' });
    mockApi({ 'GET /api/system/codes': () => page([]) });
    renderInShell(<GeneralCodePage />, { path: SYSTEM_ROUTES.generalCode });
    expect(await screen.findByText('No codes found')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the server’s refusal when the list cannot be read', async () => {
    storeSession();
    mockApi({
      'GET /api/system/codes': () =>
        jsonResponse({ error: true, message: 'You do not have permission to do this.' }, 403),
    });
    renderInShell(<GeneralCodePage />, { path: SYSTEM_ROUTES.generalCode });
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  });
});
