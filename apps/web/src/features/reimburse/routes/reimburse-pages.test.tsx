import { REIMBURSE_ROUTES, REVIEW_ROUTES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planItem, storeSession } from '../../../lib/session/test-fixtures';
import { caseDetail } from '../../../test/case-fixtures';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { NOT_VALUED_TEXT } from '../components/labels';
import { finding, freeAudit, summary } from '../testing/fixtures';
import { ActionNeededPage } from './action-needed-page';
import { CasesInProgressPage } from './cases-in-progress-page';
import { LostInWarehousePage } from './lost-in-warehouse-page';
import { PayoutSummaryPage } from './payout-summary-page';
import { ReimburseDashboardPage } from './reimburse-dashboard-page';
import { ReimbursedCasesPage } from './reimbursed-cases-page';
import { SignupPage } from './signup-page';

const downloads = captureDownloads('blob:reimburse');

const PLANS = {
  'GET /api/plan/list': () => ({ error: false, data: [planItem()] }),
};

afterEach(() => vi.unstubAllGlobals());

describe('/reimburse/cases-in-progress', () => {
  it('lists the open findings, expands the evidence and loads the next page', async () => {
    storeSession();
    const first = finding({ sku: 'SKU-FIRST', claim_deadline: '2026-12-01' });
    const second = finding({ sku: 'SKU-SECOND', currency: 'EUR', estimated_value: 1999 });
    const api = mockApi({
      'GET /api/reimburse/findings': (_body, url) =>
        url.searchParams.get('cursor') === 'c-2'
          ? { error: false, data: { items: [second], next_cursor: null } }
          : { error: false, data: { items: [first], next_cursor: 'c-2' } },
    });
    renderInShell(<CasesInProgressPage />, { path: REIMBURSE_ROUTES.casesInProgress });
    const card = (await screen.findByText(/SKU SKU-FIRST/)).closest(
      '[data-testid="finding-card"]',
    ) as HTMLElement;
    const query = api.callsTo('GET', '/api/reimburse/findings')[0]?.url.searchParams;
    expect(query?.get('channel_id')).toBe(CHANNEL_ID);
    expect(query?.get('status')).toBe('open');
    expect(within(card).getByText('$24.60')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Show evidence' }));
    // (The evidence opens with a transition.)
    expect(await within(card).findByRole('table', { name: 'Evidence' })).toHaveTextContent('SELLABLE');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/SKU SKU-SECOND/)).toBeInTheDocument();
    expect(screen.getByText('€19.99')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by kind and exports the same filters', async () => {
    storeSession();
    const api = mockApi({
      'GET /api/reimburse/findings': () => ({
        error: false,
        data: { items: [finding()], next_cursor: null },
      }),
      'GET /api/reimburse/findings/export': () => fileResponse('Finding id\r\n', 'f.csv'),
    });
    renderInShell(<CasesInProgressPage />, { path: REIMBURSE_ROUTES.casesInProgress });
    await screen.findAllByTestId('finding-card');
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('Every kind'));
    await user.click(await screen.findByRole('option', { name: 'Refunded but not returned' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/reimburse/findings').at(-1)?.url.searchParams.get('kind')).toBe(
        'refund-without-return',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    const call = api.callsTo('GET', '/api/reimburse/findings/export')[0]?.url.searchParams;
    expect(call?.get('format')).toBe('csv');
    expect(call?.get('status')).toBe('open');
    expect(call?.get('kind')).toBe('refund-without-return');
  });

  it('says what to do when nothing is open', async () => {
    storeSession();
    mockApi({
      'GET /api/reimburse/findings': () => ({ error: false, data: { items: [], next_cursor: null } }),
    });
    renderInShell(<CasesInProgressPage />, { path: REIMBURSE_ROUTES.casesInProgress });
    expect(await screen.findByText('No open cases')).toBeInTheDocument();
  });
});

describe('/reimburse/action-needed-cases', () => {
  it('lists the draft cases to approve; the seller opens one, edits its text and approves it', async () => {
    storeSession();
    const draft = caseDetail({ state: 'draft', actions: ['approve'], company_name: 'Harbor Goods' });
    const api = mockApi({
      ...PLANS,
      'GET /api/reimburse/findings': () => ({ error: false, data: { items: [], next_cursor: null } }),
      'GET /api/reimburse/cases': () => ({ error: false, data: { items: [draft], next_cursor: null } }),
      [`GET /api/reimburse/cases/${draft.case_id}`]: () => ({ error: false, data: draft }),
      [`PUT /api/reimburse/cases/${draft.case_id}/text`]: (body) => ({
        error: false,
        data: { ...draft, case_text: (body as { case_text: string }).case_text, text_edited: true },
      }),
      [`POST /api/reimburse/cases/${draft.case_id}/transition`]: () => ({
        error: false,
        data: { ...draft, state: 'ready', actions: [] },
      }),
    });
    renderInShell(<ActionNeededPage />, { path: REIMBURSE_ROUTES.actionNeededCases });
    const table = await screen.findByRole('table', { name: 'Cases to approve' });
    expect(api.callsTo('GET', '/api/reimburse/cases')[0]?.url.searchParams.get('state')).toBe('draft');
    expect(within(table).getByText('X00LOST1')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Open' }));
    const view = await screen.findByTestId('case-view');
    const text = within(view).getByRole('textbox', { name: 'Case text' });
    await user.clear(text);
    await user.type(text, 'Please reimburse FNSKU X00LOST1.');
    await user.click(within(view).getByRole('button', { name: 'Save text' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/reimburse/cases/${draft.case_id}/text`)[0]?.body).toMatchObject({
        case_text: 'Please reimburse FNSKU X00LOST1.',
      }),
    );
    await user.click(within(view).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/reimburse/cases/${draft.case_id}/transition`)[0]?.body).toMatchObject({
        action: 'approve',
      }),
    );
    expect((await within(view).findAllByText('Ready to file'))[0]).toBeInTheDocument();
  });

  it("offers the case's evidence pack: generated for its findings and downloaded", async () => {
    storeSession();
    const lost = finding();
    const draft = caseDetail({ state: 'draft', actions: ['approve'], findings: [lost] });
    const filename = 'evidence-pack-2026-11-27.pdf';
    const api = mockApi({
      ...PLANS,
      'GET /api/reimburse/findings': () => ({ error: false, data: { items: [], next_cursor: null } }),
      'GET /api/reimburse/cases': () => ({ error: false, data: { items: [draft], next_cursor: null } }),
      [`GET /api/reimburse/cases/${draft.case_id}`]: () => ({ error: false, data: draft }),
      [`POST /api/reimburse/cases/${draft.case_id}/evidence-pack`]: () =>
        fileResponse('%PDF-1.7', filename, 'application/pdf'),
    });
    renderInShell(<ActionNeededPage />, { path: REIMBURSE_ROUTES.actionNeededCases });
    const table = await screen.findByRole('table', { name: 'Cases to approve' });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Open' }));
    const view = await screen.findByTestId('case-view');
    await user.click(within(view).getByRole('button', { name: 'Evidence pack (PDF)' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]?.download).toBe(filename);
    expect(api.callsTo('POST', `/api/reimburse/cases/${draft.case_id}/evidence-pack`)).toHaveLength(1);
    expect(await within(view).findByText(/evidence-pack-2026-11-27.pdf downloaded/)).toBeInTheDocument();
  });

  it('shows what to do for each finding, with the page to do it on', async () => {
    storeSession();
    const api = mockApi({
      ...PLANS,
      'GET /api/reimburse/findings': () => ({
        error: false,
        data: {
          items: [
            finding({ status: 'needs-action', action_needed: 'missing-cogs' }),
            finding({ status: 'needs-action', action_needed: 'confirm-dimensions', kind: 'wrong-size-tier' }),
          ],
          next_cursor: null,
        },
      }),
    });
    renderInShell(<ActionNeededPage />, { path: REIMBURSE_ROUTES.actionNeededCases });
    expect(await screen.findByRole('link', { name: 'Enter unit cost' })).toHaveAttribute(
      'href',
      REIMBURSE_ROUTES.settingsProductDimensions,
    );
    expect(screen.getByRole('link', { name: 'Confirm dimensions' })).toHaveAttribute(
      'href',
      REIMBURSE_ROUTES.setupFeeOvercharge,
    );
    expect(api.callsTo('GET', '/api/reimburse/findings')[0]?.url.searchParams.get('status')).toBe(
      'needs-action',
    );
  });

  it('asks a company without the plan to enrol instead', async () => {
    storeSession();
    mockApi({ 'GET /api/plan/list': () => ({ error: false, data: [] }) });
    renderInShell(<ActionNeededPage />, { path: REIMBURSE_ROUTES.actionNeededCases });
    expect(await screen.findByText('Enrol to see the details')).toBeInTheDocument();
  });
});

describe('/reimbursement/cases', () => {
  it("shows Amazon's reimbursement ids and amounts", async () => {
    storeSession();
    const api = mockApi({
      'GET /api/reimburse/findings': () => ({
        error: false,
        data: {
          items: [
            finding({ status: 'reimbursed', reimbursed_amount: 5000, reimbursement_ids: ['R-777', 'R-778'] }),
          ],
          next_cursor: null,
        },
      }),
    });
    renderInShell(<ReimbursedCasesPage />, { path: REIMBURSE_ROUTES.cases });
    expect(await screen.findByText('R-777, R-778')).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/reimburse/findings')[0]?.url.searchParams.get('status')).toBe(
      'reimbursed',
    );
  });
});

describe('/reimburse/payout-summary', () => {
  it('shows recovered, commission and net per month with totals, and exports', async () => {
    storeSession();
    const api = mockApi({
      'GET /api/reimburse/payouts': () => ({
        error: false,
        data: {
          currency: 'GBP',
          commission_percent: 20,
          months: [{ month: '2026-10', cases: 1, recovered: 5000, commission: 1000, net: 4000 }],
          totals: { cases: 1, recovered: 5000, commission: 1000, net: 4000 },
          automatic: [{ month: '2026-09', findings: 2, amount: 1234 }],
          automatic_total: 1234,
        },
      }),
      'GET /api/reimburse/payouts/export': () => fileResponse('PK', 'p.xlsx', 'application/octet-stream'),
    });
    renderInShell(<PayoutSummaryPage />, { path: REIMBURSE_ROUTES.payoutSummary });
    const table = await screen.findByRole('table', { name: 'Payouts per month' });
    expect(within(table).getByText('October 2026')).toBeInTheDocument();
    expect(within(table).getAllByText('£50.00')).toHaveLength(2);
    expect(within(table).getAllByText('£40.00')).toHaveLength(2);
    expect(screen.getByText(/20 % of what Amazon reimburses on the cases we file/)).toBeInTheDocument();
    const own = screen.getByRole('table', { name: 'Paid by Amazon on its own' });
    expect(within(own).getByText('Paid by Amazon on its own, no commission: £12.34')).toBeInTheDocument();
    expect(within(own).getByText('September 2026')).toBeInTheDocument();
    expect(within(own).getByText('2 findings')).toBeInTheDocument();
    expect(within(table).queryByText('£12.34')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(api.callsTo('GET', '/api/reimburse/payouts/export')[0]?.url.searchParams.get('format')).toBe(
      'xlsx',
    );
  });

  it('says when nothing was paid yet', async () => {
    storeSession();
    mockApi({
      'GET /api/reimburse/payouts': () => ({
        error: false,
        data: {
          currency: 'USD',
          commission_percent: 20,
          months: [],
          totals: { cases: 0, recovered: 0, commission: 0, net: 0 },
          automatic: [],
          automatic_total: 0,
        },
      }),
    });
    renderInShell(<PayoutSummaryPage />, { path: REIMBURSE_ROUTES.payoutSummary });
    expect(await screen.findByText('Nothing reimbursed yet')).toBeInTheDocument();
  });
});

describe('the reimbursement dashboard', () => {
  it('shows recovered, potential, expiring soon and expired, by kind and by month', async () => {
    storeSession({ module_config: { module: 'reimburse' } });
    mockApi({ 'GET /api/reimburse/findings/summary': () => ({ error: false, data: summary() }) });
    renderInShell(<ReimburseDashboardPage />, { path: REVIEW_ROUTES.dashboard });
    expect(await screen.findByTestId('stat-potential')).toHaveTextContent('£1,234.50');
    expect(screen.getByTestId('stat-recovered')).toHaveTextContent('£60.01');
    expect(screen.getByTestId('stat-expiring-soon')).toHaveTextContent('£24.60');
    expect(screen.getByRole('img', { name: /Findings by kind/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Found and recovered per month' })).toBeInTheDocument();
    expect(screen.getByText(/SKU-NEAR/)).toBeInTheDocument();
  });
});

describe('the signup pages (free audit)', () => {
  it.each([
    [REIMBURSE_ROUTES.signupDashboard, 'Your free reimbursement audit'],
    [REIMBURSE_ROUTES.signupCasesInProgress, 'Cases in progress'],
    [REIMBURSE_ROUTES.signupReimbursedCases, 'Reimbursed cases'],
    [REIMBURSE_ROUTES.signupPayoutSummary, 'Payout summary'],
  ])('%s shows the totals, kinds and deadlines, details locked behind Enrol', async (path, title) => {
    storeSession();
    const api = mockApi({ 'GET /api/reimburse/free-audit': () => ({ error: false, data: freeAudit() }) });
    renderInShell(<SignupPage />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-potential')).toHaveTextContent('$987.65');
    expect(screen.getByText('Refunded but not returned')).toBeInTheDocument();
    expect(screen.getByTestId('locked-details')).toBeInTheDocument();
    // Every "Start recovering" leads to the signup steps (which resume where the seller left them).
    const starts = screen.getAllByRole('link', { name: 'Start recovering' });
    expect(starts.length).toBeGreaterThan(1);
    for (const link of starts) expect(link).toHaveAttribute('href', REIMBURSE_ROUTES.signupStep);
    expect(api.callsTo('GET', '/api/reimburse/free-audit')[0]?.url.searchParams.get('channel_id')).toBe(
      CHANNEL_ID,
    );
  });

  it('says "Not valued yet" for findings that wait for a unit cost, never "$0.00"', async () => {
    storeSession();
    mockApi({
      'GET /api/reimburse/free-audit': () => ({
        error: false,
        data: freeAudit({
          by_kind: [
            { kind: 'lost-not-reimbursed', count: 3, value: 90_000 },
            { kind: 'underpaid-reimbursement', count: 9, value: 0 },
          ],
          nearest_deadlines: [
            { kind: 'underpaid-reimbursement', claim_deadline: '2026-12-03', estimated_value: 0 },
          ],
        }),
      }),
    });
    renderInShell(<SignupPage />, { path: REIMBURSE_ROUTES.signupDashboard });
    expect((await screen.findAllByText(NOT_VALUED_TEXT)).length).toBeGreaterThan(0);
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('says what happens next when the audit found nothing', async () => {
    storeSession();
    mockApi({
      'GET /api/reimburse/free-audit': () => ({
        error: false,
        data: freeAudit({
          potential: { count: 0, value: 0 },
          expired: { count: 0, value: 0 },
          recovered: { count: 0, value: 0 },
          by_kind: [],
          nearest_deadlines: [],
        }),
      }),
    });
    renderInShell(<SignupPage />, { path: REIMBURSE_ROUTES.signupDashboard });
    expect(await screen.findByText('No findings yet')).toBeInTheDocument();
  });
});

describe('/reimburse/lost-in-warehouse', () => {
  it("lists every enrolled seller's lost units with the company, searchable and paged", async () => {
    storeSession({ role: 'reimbursement-admin' });
    const item = {
      ...finding({ sku: 'SKU-LOST' }),
      company_id: 'c-9',
      company_name: 'Harbor Goods',
      seller_id: 'A2HARBOR',
      marketplace_id: 'ATVPDKIKX0DER',
      case_id: null,
    };
    const api = mockApi({
      'GET /api/reimburse/lost-in-warehouse': () => ({
        error: false,
        data: { items: [item], next_cursor: null },
      }),
    });
    renderInShell(<LostInWarehousePage />, { path: REIMBURSE_ROUTES.lostInWarehouse });
    expect(await screen.findByText('Harbor Goods · A2HARBOR')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/reimburse/lost-in-warehouse')[0]?.url.searchParams.get('status')).toBe(
      'open,needs-action',
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search' }), 'harbor');
    await waitFor(
      () =>
        expect(api.callsTo('GET', '/api/reimburse/lost-in-warehouse').at(-1)?.url.searchParams.get('q')).toBe(
          'harbor',
        ),
      { timeout: 2000 },
    );
  });

  it('links a row to its case and opens it in place', async () => {
    storeSession({ role: 'reimbursement-admin' });
    const caseId = '00000000-0000-4000-8000-0000000000ca';
    const item = {
      ...finding({ sku: 'SKU-CASED' }),
      company_id: 'c-9',
      company_name: 'Harbor Goods',
      seller_id: 'A2HARBOR',
      marketplace_id: 'ATVPDKIKX0DER',
      case_id: caseId,
    };
    mockApi({
      'GET /api/reimburse/lost-in-warehouse': () => ({
        error: false,
        data: { items: [item], next_cursor: null },
      }),
      [`GET /api/reimburse/cases/${caseId}`]: () => ({
        error: false,
        data: caseDetail({
          case_id: caseId,
          state: 'filed',
          amazon_case_id: '1234567890',
          seller_central_url:
            'https://sellercentral.amazon.com/cu/case-dashboard/view-case?caseID=1234567890',
          findings: [item],
          actions: [],
          can_edit_text: false,
        }),
      }),
    });
    renderInShell(<LostInWarehousePage />, { path: REIMBURSE_ROUTES.lostInWarehouse });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open case' }));
    const view = await screen.findByTestId('case-view');
    expect(within(view).getByText('Amazon case 1234567890')).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: /Open the case in Seller Central/ })).toHaveAttribute(
      'href',
      'https://sellercentral.amazon.com/cu/case-dashboard/view-case?caseID=1234567890',
    );
  });
});
