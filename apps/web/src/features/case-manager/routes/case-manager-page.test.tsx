import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { caseDetail as detail, queueCase } from '../../../test/case-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { CaseManagerPage } from './case-manager-page';

afterEach(() => vi.unstubAllGlobals());

describe('/reimburse/case-manager', () => {
  it('lists the queue with the seller, claims a case and bulk files the selected ones', async () => {
    storeSession();
    const second = queueCase({
      case_id: '00000000-0000-4000-8000-000000000002',
      group_key: 'shipment:FBA15ABCDE',
      kind: 'short-received',
      state: 'filed',
      company_name: 'CS Rival',
      claimed_amount: 1000,
    });
    const api = mockApi({
      'GET /api/reimburse/case-manager/cases': () => ({
        error: false,
        data: { items: [queueCase(), second], next_cursor: null },
      }),
      'POST /api/reimburse/case-manager/cases/00000000-0000-4000-8000-000000000001/assign': () => ({
        error: false,
        data: detail({ assignee_id: '00000000-0000-4000-8000-0000000000aa', assignee_name: 'Casey' }),
      }),
      'POST /api/reimburse/case-manager/cases/file': () => ({
        error: false,
        data: { filed: ['00000000-0000-4000-8000-000000000001'], refused: [] },
      }),
    });
    renderInShell(<CaseManagerPage />, { path: REIMBURSE_ROUTES.caseManager });
    const table = await screen.findByRole('table', { name: 'Case queue' });
    expect(within(table).getByText('CS Acme · CSSELLERA')).toBeInTheDocument();
    expect(within(table).getByText('CS Rival · CSSELLERA')).toBeInTheDocument();
    expect(within(table).getByText('$49.20', { selector: 'td' })).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/reimburse/case-manager/cases')[0]?.query;
    expect(query?.get('state')).toBe('draft,ready,filed,answered,more-info');

    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: 'Claim' })[0] as HTMLElement);
    await waitFor(() =>
      expect(
        api.callsTo(
          'POST',
          '/api/reimburse/case-manager/cases/00000000-0000-4000-8000-000000000001/assign',
        )[0]?.body,
      ).toMatchObject({
        assignee: 'me',
      }),
    );

    // Only ready cases can be selected for filing.
    expect(within(table).getByRole('checkbox', { name: 'Select case shipment:FBA15ABCDE' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Select case fnsku:X00LOST1' }));
    await user.click(screen.getByRole('button', { name: 'File selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'File cases' });
    await user.type(within(dialog).getByPlaceholderText('Amazon case id'), '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'File 1 case' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reimburse/case-manager/cases/file')[0]?.body).toMatchObject({
        items: [{ case_id: '00000000-0000-4000-8000-000000000001', amazon_case_id: '1234567890' }],
      }),
    );
  });

  it('opens a case with its text, Seller Central link and history, and files it in one click', async () => {
    storeSession();
    const api = mockApi({
      'GET /api/reimburse/case-manager/cases': () => ({
        error: false,
        data: { items: [queueCase()], next_cursor: null },
      }),
      'GET /api/reimburse/cases/00000000-0000-4000-8000-000000000001': () => ({
        error: false,
        data: detail(),
      }),
      'POST /api/reimburse/cases/00000000-0000-4000-8000-000000000001/transition': () => ({
        error: false,
        data: detail({
          state: 'filed',
          amazon_case_id: '1234567890',
          actions: ['answer', 'more-info', 'reject', 'close'],
        }),
      }),
    });
    renderInShell(<CaseManagerPage />, { path: REIMBURSE_ROUTES.caseManager });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Case queue' });
    await user.click(within(table).getByRole('button', { name: 'Open' }));
    const view = await screen.findByTestId('case-view');
    expect(within(view).getByRole('textbox', { name: 'Case text' })).toHaveValue(
      'Units lost in your fulfilment centre — FNSKU X00LOST1',
    );
    expect(within(view).getByRole('link', { name: /Open a case in Seller Central/ })).toHaveAttribute(
      'href',
      'https://sellercentral.amazon.com/cu/contact-us',
    );
    expect(within(view).getByText(/Sam Seller/)).toBeInTheDocument();
    await user.type(within(view).getByRole('textbox', { name: /Amazon case id/ }), '1234567890');
    await user.click(within(view).getByRole('button', { name: 'Mark filed' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/reimburse/cases/00000000-0000-4000-8000-000000000001/transition')[0]?.body,
      ).toMatchObject({
        action: 'file',
        amazon_case_id: '1234567890',
      }),
    );
    expect(await within(view).findByText('Amazon case 1234567890')).toBeInTheDocument();
  });
});
