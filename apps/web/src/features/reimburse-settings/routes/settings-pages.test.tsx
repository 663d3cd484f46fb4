import {
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  STAFF_AUDIT_LABELS,
  STAFF_AUDIT_MESSAGES,
} from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, DE_CHANNEL_ID } from '../../../test/render-in-shell';
import { storeSettings } from '../test/fixtures';
import { cleanUpAfterEach, FIRST, renderSettingsPage } from '../testing/page-frame';
import { CasePreferencePage } from './case-preference-page';
import { ReimburseAccountsPage } from './reimburse-accounts-page';
import { ReimburseNotificationPage } from './reimburse-notification-page';

cleanUpAfterEach();

const ACCOUNTS = [
  {
    channel_id: CHANNEL_ID,
    seller_id: 'A2HARBOR',
    marketplace_id: 'ATVPDKIKX0DER',
    country_code: 'us',
    country_name: 'United States',
    enrolled: true,
    last_audit_at: '2026-11-21T10:00:05Z',
    findings_count: 4,
  },
  {
    channel_id: DE_CHANNEL_ID,
    seller_id: 'A2HARBOR',
    marketplace_id: 'A1PA6795UKMFR9',
    country_code: 'de',
    country_name: 'Germany',
    enrolled: false,
    last_audit_at: null,
    findings_count: 0,
  },
];

const setup = renderSettingsPage;

describe('/reimburse/settings/accounts', () => {
  it('lists the stores with enrolment, last audit and open findings, and enrols one', async () => {
    const api = setup(<ReimburseAccountsPage />, REIMBURSE_ROUTES.settingsAccounts, {
      'GET /api/reimburse/settings/accounts': () => ({
        error: false,
        data: { items: ACCOUNTS, can_edit: true },
      }),
      'PUT /api/reimburse/settings/enrolment': () => ({ error: false, data: storeSettings() }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Germany', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Not audited yet')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Audit Germany (A2HARBOR)' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/settings/enrolment')[0]?.body).toMatchObject({
        channel_id: DE_CHANNEL_ID,
        enrolled: true,
      }),
    );
  });

  it('shows a member the stores without letting them change enrolment', async () => {
    setup(<ReimburseAccountsPage />, REIMBURSE_ROUTES.settingsAccounts, {
      'GET /api/reimburse/settings/accounts': () => ({
        error: false,
        data: { items: ACCOUNTS, can_edit: false },
      }),
    });
    expect(await screen.findByText('You can look, not change', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Audit Germany (A2HARBOR)' })).toBeDisabled();
  });

  it('says to connect a store when there is none', async () => {
    setup(<ReimburseAccountsPage />, REIMBURSE_ROUTES.settingsAccounts, {
      'GET /api/reimburse/settings/accounts': () => ({ error: false, data: { items: [], can_edit: true } }),
    });
    expect(await screen.findByText('No stores yet', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      REVIEW_ROUTES.settingsIntegrations,
    );
  });
});

describe('/reimburse/settings/case-preference', () => {
  it('files automatically above a value in the store currency, asking for the value first', async () => {
    const api = setup(<CasePreferencePage />, REIMBURSE_ROUTES.settingsCasePreference, {
      'GET /api/reimburse/settings/store': () => ({ error: false, data: storeSettings({ currency: 'GBP' }) }),
      'PUT /api/reimburse/settings/case-preference': (body) => ({
        error: false,
        data: storeSettings({ currency: 'GBP', ...body }),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /File automatically above a value/ }, FIRST));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Enter the value above which cases are filed automatically.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/reimburse/settings/case-preference')).toHaveLength(0);

    const above = screen.getByRole('textbox', { name: 'File automatically above' });
    await user.type(above, '50');
    expect(above).toHaveValue('£50');
    const minimum = screen.getByRole('textbox', { name: /Minimum case value/ });
    await user.clear(minimum);
    await user.type(minimum, '5.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/settings/case-preference')[0]?.body).toMatchObject({
        channel_id: CHANNEL_ID,
        case_approval: 'auto-above',
        auto_file_above: 5000,
        min_case_value: 550,
      }),
    );
  });
});

/** The user's reimbursement emails as the server answers them: all on, reminders 7 days ahead. */
const notificationSettings = (timezone: string) => ({
  new_findings: true,
  deadline_reminders: true,
  deadline_days: 7,
  reimbursements_received: true,
  timezone,
});

describe('/reimburse/settings/notification', () => {
  it("saves the user's own emails and names their time zone", async () => {
    const api = setup(<ReimburseNotificationPage />, REIMBURSE_ROUTES.settingsNotification, {
      'GET /api/reimburse/settings/notification': () => ({
        error: false,
        data: notificationSettings('Asia/Tokyo'),
      }),
      'PUT /api/reimburse/settings/notification': (body) => ({
        error: false,
        data: { ...body, timezone: 'Asia/Tokyo' },
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/in Asia\/Tokyo/, undefined, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /New findings/ }));
    const days = screen.getByRole('textbox', { name: 'Remind me this many days ahead' });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/settings/notification')[0]?.body).toMatchObject({
        new_findings: false,
        deadline_reminders: true,
        deadline_days: 14,
        reimbursements_received: true,
      }),
    );
  });
});

const AUDITING = {
  is_auditing: true,
  audit: { company_id: 'c-9', company_name: 'Harbor Goods', started_at: '2026-11-27T10:00:00Z' },
};

describe('audit mode (staff looking at a seller, read-only)', () => {
  it('shows the settings with every switch disabled, no Save, and says why', async () => {
    const api = renderSettingsPage(
      <ReimburseNotificationPage />,
      REIMBURSE_ROUTES.settingsNotification,
      {
        'GET /api/reimburse/settings/notification': () => ({
          error: false,
          data: notificationSettings('UTC'),
        }),
        'GET /api/reimburse/settings/store': () => ({
          error: false,
          data: storeSettings({ can_edit: false }),
        }),
      },
      AUDITING,
    );
    const newFindings = await screen.findByRole('switch', { name: /New findings/ }, FIRST);
    expect(newFindings).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Reimbursements received/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/reimburse/settings/notification')).toHaveLength(0);
  });

  it('tells a staff member on a store setting page that audit mode is read-only', async () => {
    renderSettingsPage(
      <CasePreferencePage />,
      REIMBURSE_ROUTES.settingsCasePreference,
      {
        'GET /api/reimburse/settings/store': () => ({
          error: false,
          data: storeSettings({ can_edit: false }),
        }),
      },
      AUDITING,
    );
    expect(await screen.findByText(STAFF_AUDIT_LABELS.readOnlyHint, undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText(STAFF_AUDIT_MESSAGES.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
