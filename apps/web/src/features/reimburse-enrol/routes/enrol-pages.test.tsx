import {
  BILLING_MESSAGES,
  ENROL_MESSAGES,
  ENROL_TERMS_VERSION,
  POST_LOGIN_ROUTE,
  REIMBURSE_ROUTES,
  type TEnrolment,
} from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUser, storeSession } from '../../../lib/session/test-fixtures';
import { getUserInfo } from '../../../lib/storage';
import { hideToast } from '../../../lib/toast';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { BILLING, enrolmentAt, UK_STORE_ID, US_STORE_ID } from '../testing/fixtures';
import { renderEnrol } from '../testing/render-enrol';

const FIRST = { timeout: 5000 };
const step = (n: number) => `${REIMBURSE_ROUTES.signupStep}/${n}`;

afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

/** The API with the enrolment at `start`; each save answers the state of the next step. */
function api(start: TEnrolment) {
  storeSession({ email: 'ada@harbor.test', company_name: 'Harbor Goods' });
  let state = start;
  const answer = (next: TEnrolment) => {
    state = next;
    return { error: false, message: ENROL_MESSAGES.saved, data: state };
  };
  return mockApi({
    'GET /api/reimburse/enrolment': () => ({ error: false, data: state }),
    'PUT /api/reimburse/enrolment/stores': () => answer(enrolmentAt(2)),
    'PUT /api/reimburse/enrolment/terms': () => answer(enrolmentAt(3)),
    'PUT /api/reimburse/enrolment/case-preference': () => answer(enrolmentAt(4)),
    'PUT /api/reimburse/enrolment/billing': (body) => answer(enrolmentAt(4, { billing: body as never })),
    'POST /api/reimburse/enrolment/finish': () => ({
      error: false,
      data: serverUser({ module_config: { module: 'reimburse' } }),
    }),
  });
}

describe('/reimburse/signup/step', () => {
  it('resumes at the step reached: the bare path and a step not reached yet open it', async () => {
    api(enrolmentAt(3));
    const router = renderEnrol(REIMBURSE_ROUTES.signupStep);
    expect(await screen.findByRole('heading', { name: 'How should cases be filed?' }, FIRST)).toBeVisible();
    expect(router.state.location.pathname).toBe(step(3));
    await router.navigate(step(4));
    await waitFor(() => expect(router.state.location.pathname).toBe(step(3)));
    // An earlier step stays open for changes.
    await router.navigate(step(1));
    expect(await screen.findByRole('checkbox', { name: 'United States (A2HARBOR)' })).toBeChecked();
  });

  it('step 1 asks for at least one store, then saves the choice and moves on', async () => {
    const mock = api(enrolmentAt(1));
    const router = renderEnrol(step(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }, FIRST));
    expect(await screen.findByText(ENROL_MESSAGES.storesRequired)).toBeVisible();
    expect(mock.callsTo('PUT', '/api/reimburse/enrolment/stores')).toHaveLength(0);
    expect(screen.getByText(/2 findings worth \$68\.19/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect a new store' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'United States (A2HARBOR)' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(step(2)));
    expect(mock.callsTo('PUT', '/api/reimburse/enrolment/stores')[0]?.body).toMatchObject({
      channel_ids: [US_STORE_ID],
    });
    expect(await screen.findByTestId('commission-percent')).toHaveTextContent('20 %');
  });

  it('step 2 needs the box ticked and records the version read', async () => {
    const mock = api(enrolmentAt(2));
    const router = renderEnrol(step(2));
    const user = userEvent.setup();
    expect(await screen.findByRole('list', { name: 'Commission terms' }, FIRST)).toHaveTextContent(
      "Nothing on Amazon's own automatic reimbursements",
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(ENROL_MESSAGES.termsRequired)).toBeVisible();
    expect(mock.callsTo('PUT', '/api/reimburse/enrolment/terms')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I accept the commission terms/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(step(3)));
    expect(mock.callsTo('PUT', '/api/reimburse/enrolment/terms')[0]?.body).toMatchObject({
      accepted: true,
      version: ENROL_TERMS_VERSION,
    });
    // Back returns to the terms, shown as accepted.
    await screen.findByRole('heading', { name: 'How should cases be filed?' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(/Accepted by Ada Lovelace/)).toBeVisible();
  });

  it('step 3 asks for the value above which cases are filed automatically', async () => {
    const mock = api(enrolmentAt(3));
    const router = renderEnrol(step(3));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'File automatically above a value' }, FIRST));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Enter the value above which cases are filed automatically.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'File automatically above' }), '50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(step(4)));
    expect(mock.callsTo('PUT', '/api/reimburse/enrolment/case-preference')[0]?.body).toMatchObject({
      case_approval: 'auto-above',
      auto_file_above: 5000,
      min_case_value: 0,
    });
  });

  it('step 4 saves the billing details, finishes and lands on the dashboard in the reimburse line', async () => {
    const mock = api(enrolmentAt(4));
    const router = renderEnrol(step(4));
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name on invoices' }, FIRST);
    expect(name).toHaveValue('Harbor Goods');
    await user.clear(name);
    await user.type(name, BILLING.name);
    await user.clear(screen.getByRole('textbox', { name: 'Billing email' }));
    await user.type(screen.getByRole('textbox', { name: 'Billing email' }), BILLING.email);
    await user.type(screen.getByRole('textbox', { name: 'Address' }), BILLING.address_line1);
    await user.type(screen.getByRole('textbox', { name: 'City' }), BILLING.city);
    await user.type(screen.getByRole('textbox', { name: 'State or region' }), BILLING.state);
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), BILLING.postal_code);
    await user.click(screen.getByRole('button', { name: 'Finish and start recovering' }));
    expect(await screen.findByText(BILLING_MESSAGES.countryInvalid)).toBeVisible();
    expect(mock.callsTo('PUT', '/api/reimburse/enrolment/billing')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Finish and start recovering' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(POST_LOGIN_ROUTE));
    expect(mock.callsTo('PUT', '/api/reimburse/enrolment/billing')[0]?.body).toMatchObject(BILLING);
    expect(mock.callsTo('POST', '/api/reimburse/enrolment/finish')).toHaveLength(1);
    expect(getUserInfo()?.module).toBe('reimburse');
  });

  it("shows a member the server's refusal", async () => {
    storeSession();
    mockApi({
      'GET /api/reimburse/enrolment': () =>
        jsonResponse({ error: true, message: ENROL_MESSAGES.adminOnly }, 403),
    });
    renderEnrol(step(1));
    expect(await screen.findByRole('alert', undefined, FIRST)).toHaveTextContent(ENROL_MESSAGES.adminOnly);
  });
});

describe('/add-new', () => {
  it('enrols a connected store not in the line yet', async () => {
    storeSession();
    const finished = enrolmentAt(4, { finished: true });
    const mock = mockApi({
      'GET /api/reimburse/enrolment': () => ({ error: false, data: finished }),
      'POST /api/reimburse/enrolment/stores': () => ({
        error: false,
        message: ENROL_MESSAGES.storeAdded,
        data: { ...finished, stores: finished.stores.map((s) => ({ ...s, chosen: true })) },
      }),
    });
    const router = renderEnrol(REIMBURSE_ROUTES.addNew);
    const user = userEvent.setup();
    // Only the store not enrolled yet is offered.
    expect(await screen.findByRole('radio', { name: 'United Kingdom (A2HARBOR)' }, FIRST)).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'United States (A2HARBOR)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol this store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(POST_LOGIN_ROUTE));
    expect(mock.callsTo('POST', '/api/reimburse/enrolment/stores')[0]?.body).toMatchObject({
      channel_id: UK_STORE_ID,
    });
  });

  it('sends a company that has not enrolled to the signup steps', async () => {
    storeSession();
    mockApi({ 'GET /api/reimburse/enrolment': () => ({ error: false, data: enrolmentAt(2) }) });
    renderEnrol(REIMBURSE_ROUTES.addNew);
    expect(await screen.findByRole('link', { name: 'Start recovering' }, FIRST)).toHaveAttribute(
      'href',
      step(2),
    );
  });
});
