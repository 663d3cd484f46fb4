import { REPORT_SCHEDULE_MESSAGES, REVIEW_ROUTES, type TReportSchedule } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { ReportsPage } from '../routes/reports-page';

const ID = '7a1e1c2a-3333-4c8e-9a7e-0000000000b1';
const ME = { id: '7a1e1c2a-3333-4c8e-9a7e-0000000000c1', name: 'Owner', email: 'owner@acme.test' };
const COLLEAGUE = {
  id: '7a1e1c2a-3333-4c8e-9a7e-0000000000c2',
  name: 'Colleague',
  email: 'colleague@acme.test',
};

function scheduleOf(body: Record<string, unknown>, over: Partial<TReportSchedule> = {}): TReportSchedule {
  const ids = (body.recipient_ids as string[] | undefined) ?? [];
  return {
    id: ID,
    channel_id: String(body.channel_id),
    report: body.report as TReportSchedule['report'],
    frequency: body.frequency as TReportSchedule['frequency'],
    weekday: (body.weekday as number | null) ?? null,
    month_day: (body.month_day as number | null) ?? null,
    send_hour: Number(body.send_hour),
    time_zone: String(body.time_zone),
    format: body.format as 'csv' | 'xlsx',
    recipients: ids.length ? [ME, COLLEAGUE].filter((r) => ids.includes(r.id)) : [ME],
    enabled: body.enabled !== false,
    paused_reason: null,
    last_period_from: null,
    last_sent_at: null,
    ...over,
  };
}

function setup(initial: TReportSchedule[] = []) {
  storeSession();
  const state = { schedules: initial };
  const api = mockApi({
    'GET /api/review/report': () => ({
      error: false,
      data: {
        rows: [],
        totals: {
          key: 'total',
          label: 'Total',
          reviews: 0,
          stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
          average_stars: null,
          verified: 0,
          removed: 0,
          rating_end: null,
        },
      },
    }),
    'GET /api/report-schedules': () => ({ error: false, data: state.schedules }),
    'GET /api/report-schedules/recipients': () => ({ error: false, data: [ME, COLLEAGUE] }),
    'POST /api/report-schedules': (body) => {
      const created = scheduleOf(body as Record<string, unknown>);
      state.schedules = [...state.schedules, created];
      return { error: false, data: created };
    },
    [`PUT /api/report-schedules/${ID}`]: (body) => {
      const updated = scheduleOf(body as Record<string, unknown>);
      state.schedules = [updated];
      return { error: false, data: updated };
    },
    [`DELETE /api/report-schedules/${ID}`]: () => {
      state.schedules = [];
      return { error: false, data: { id: ID } };
    },
  });
  renderInShell(<ReportsPage />, { path: REVIEW_ROUTES.reports });
  return { api, state };
}

describe('Reports: scheduled emails', () => {
  it('opens on an empty state, adds a weekly schedule with a colleague, then turns it off and deletes it', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Scheduled emails' }));
    const drawer = await screen.findByRole('dialog', { name: 'Scheduled emails' });
    expect(await within(drawer).findByText('No scheduled emails yet')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'New scheduled email' }));
    const form = await screen.findByRole('dialog', { name: 'New scheduled email' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Report' }), 'Profit');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Day of the week' }), 'Wednesday');
    await user.click(within(form).getByText('CSV'));
    const [recipients] = within(form).getAllByLabelText('Recipients');
    await user.click(recipients as HTMLElement);
    await user.click(await screen.findByRole('option', { name: /Colleague/ }));
    await user.click(within(form).getByRole('button', { name: 'Add scheduled email' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/report-schedules')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/report-schedules')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      report: 'profit',
      frequency: 'weekly',
      weekday: 3,
      month_day: null,
      send_hour: 7,
      format: 'csv',
      recipient_ids: [COLLEAGUE.id],
      enabled: true,
    });
    expect(await within(drawer).findByText(/Weekly on Wednesday at 07:00/)).toBeInTheDocument();
    expect(within(drawer).getByText('To colleague@acme.test')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('switch', { name: 'Send the Profit report email' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/report-schedules/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/report-schedules/${ID}`)[0]?.body).toMatchObject({ enabled: false });

    await user.click(within(drawer).getByRole('button', { name: /Delete Profit report email/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await within(drawer).findByText('No scheduled emails yet')).toBeInTheDocument();
  });

  it('shows why the product paused a schedule', async () => {
    setup([
      scheduleOf(
        {
          channel_id: CHANNEL_ID,
          report: 'sales',
          frequency: 'monthly',
          month_day: 1,
          send_hour: 6,
          time_zone: 'UTC',
          format: 'xlsx',
        },
        { enabled: false, paused_reason: REPORT_SCHEDULE_MESSAGES.lostAccess },
      ),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scheduled emails' }));
    const drawer = await screen.findByRole('dialog', { name: 'Scheduled emails' });
    expect(await within(drawer).findByText(REPORT_SCHEDULE_MESSAGES.lostAccess)).toBeInTheDocument();
    expect(within(drawer).getByText('Monthly on day 1 at 06:00 (UTC)')).toBeInTheDocument();
  });
});
