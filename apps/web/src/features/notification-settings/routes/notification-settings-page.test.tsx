import {
  DEFAULT_NOTIFICATION_TIMEZONE,
  REVIEW_MESSAGES,
  REVIEW_ROUTES,
  type TNotificationSettings,
} from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUser, storeSession } from '../../../lib/session/test-fixtures';
import { getUserInfo } from '../../../lib/storage';
import { hideToast } from '../../../lib/toast';
import { jsonResponse, mockApi, type TMockHandler } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { TAG_QUALITY, TAG_SHIPPING } from '../../../test/review-fixtures';
import { NotificationSettingsPage } from './notification-settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a module-level store; one test's must not show in the next.
  hideToast();
});

const DEFAULTS: TNotificationSettings = {
  daily_summary: true,
  summary_frequency: 'daily',
  summary_hour: 8,
  timezone: DEFAULT_NOTIFICATION_TIMEZONE,
  negative_review_alert: true,
  negative_stars: [1, 2, 3],
  rating_drop_alert: true,
  alert_asins: [],
  alert_tag_ids: [],
};

function setup(extra: Record<string, TMockHandler> = {}) {
  storeSession();
  const api = mockApi({
    'GET /api/review/notification-settings': () => ({ error: false, data: DEFAULTS }),
    'PUT /api/review/notification-settings': (body) => ({ error: false, data: body }),
    'GET /api/user': () => ({ error: false, data: serverUser() }),
    'GET /api/review/tags': () => ({ error: false, data: [TAG_QUALITY, TAG_SHIPPING] }),
    'PUT /api/user': (body) => ({
      error: false,
      data: serverUser({
        is_subscribed_marketing: (body as { is_subscribed_marketing_list: never })
          .is_subscribed_marketing_list,
      }),
    }),
    ...extra,
  });
  renderInShell(<NotificationSettingsPage />, { path: REVIEW_ROUTES.settingsNotification });
  return api;
}

describe('/settings/notification', () => {
  it('shows the saved settings, with the default time zone', async () => {
    setup();
    expect(await screen.findByRole('switch', { name: /review summary/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Send it at' })).toHaveValue('08:00 (8 AM)');
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toContain(
      'America/Los Angeles',
    );
    expect(screen.getByRole('checkbox', { name: '1 star' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4 stars' })).not.toBeChecked();
  });

  it('saves the summary and alert settings, and the marketing preferences on PUT /api/user, with a toast', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: /review summary/ });

    await user.click(screen.getByRole('combobox', { name: 'Send it at' }));
    await user.click(await screen.findByRole('option', { name: '18:00 (6 PM)' }));
    await user.click(screen.getByRole('checkbox', { name: '3 stars' }));
    await user.click(screen.getByRole('switch', { name: /rating drops/ }));
    await user.click(screen.getByRole('checkbox', { name: 'New feature guides' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(REVIEW_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/review/notification-settings')[0]?.body).toMatchObject({
      daily_summary: true,
      summary_hour: 18,
      timezone: DEFAULT_NOTIFICATION_TIMEZONE,
      negative_review_alert: true,
      negative_stars: [1, 2],
      rating_drop_alert: false,
    });
    expect(api.callsTo('PUT', '/api/user')[0]?.body).toMatchObject({
      user_email: 'ada@example.com',
      is_subscribed_marketing_list: {
        general_newsletter_email: false,
        new_feature_guide_email: true,
        recent_update_email: false,
      },
    });
    expect(getUserInfo()?.isSubscribedMarketing).toBe(true);
  });

  it('leaves /api/user alone when the marketing preferences did not change', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /review summary/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(REVIEW_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/review/notification-settings')[0]?.body).toMatchObject({
      daily_summary: false,
    });
    expect(api.callsTo('PUT', '/api/user')).toHaveLength(0);
  });

  it('sends the summary weekly or monthly when chosen, and offers it only while the summary is on', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: /review summary/ });
    const often = screen.getByRole('combobox', { name: 'How often' });
    expect(often).toHaveValue('Daily: the last 24 hours');
    await user.click(often);
    await user.click(await screen.findByRole('option', { name: 'Weekly, on Mondays: the week before' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(REVIEW_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/review/notification-settings')[0]?.body).toMatchObject({
      daily_summary: true,
      summary_frequency: 'weekly',
    });
    await user.click(screen.getByRole('switch', { name: /review summary/ }));
    expect(screen.getByRole('combobox', { name: 'How often' })).toBeDisabled();
  });

  it('scopes the alerts to ASINs and tags', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: /review summary/ });
    await user.type(screen.getByRole('combobox', { name: /Only for these ASINs/ }), 'b0abc12345{Enter}');
    await user.click(screen.getByRole('combobox', { name: /Only negative reviews tagged/ }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(REVIEW_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/review/notification-settings')[0]?.body).toMatchObject({
      alert_asins: ['B0ABC12345'],
      alert_tag_ids: [TAG_QUALITY.tag_id],
    });
  });

  it('needs at least one negative star rating', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: /review summary/ });
    for (const name of ['1 star', '2 stars', '3 stars'])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose at least one star rating.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/review/notification-settings')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    setup({
      'PUT /api/review/notification-settings': () =>
        jsonResponse({ error: true, message: 'Please choose a valid time zone.' }, 400),
    });
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: /review summary/ });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please choose a valid time zone.')).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_MESSAGES.settingsSaved)).not.toBeInTheDocument();
  });
});
