import { reviewAlertPath } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { mockRequests } from '../../../test/request-mock';
import { hasViolationBell, ViolationBell } from './violation-bell';

afterEach(() => vi.unstubAllGlobals());

const notice = {
  notice_id: '0b7c4c8e-4444-4c8e-9a7e-000000000004',
  event_id: '0b7c4c8e-2222-4c8e-9a7e-000000000002',
  channel_id: '0b7c4c8e-1111-4c8e-9a7e-000000000001',
  kind: 'raised',
  type: 'hijacker',
  title: 'Hijacker AHIJACKER1 is selling on your brand ASIN B0HIJACK01',
  created_at: '2026-06-01T10:00:00.000Z',
  read: false,
};

describe('ViolationBell', () => {
  it('is shown to users with a violation role only', () => {
    expect(hasViolationBell(['violation-reporter'])).toBe(true);
    expect(hasViolationBell(['advertising-admin'])).toBe(false);
  });

  it('shows the unread count, lists the notices, and marking all read drops the count', async () => {
    let read = false;
    const api = mockRequests({
      'GET /api/violation/bell': () => ({
        error: false,
        data: { unread: read ? 0 : 1, items: [{ ...notice, read }] },
      }),
      'POST /api/violation/bell/read': () => {
        read = true;
        return { error: false, data: { unread: 0 } };
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <ViolationBell />
      </MemoryRouter>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    expect(await screen.findByText(notice.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument(),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('shows review alerts beside the violation notices, counts both, and opens the review', async () => {
    const alert = {
      alert_id: '0b7c4c8e-5555-4c8e-9a7e-000000000005',
      channel_id: notice.channel_id,
      kind: 'negative_review',
      asin: 'B0BOTTLE01',
      review_id: 'R1BOTTLE',
      title: '1★ review on B0BOTTLE01: Leaks',
      created_at: '2026-06-01T11:00:00.000Z',
      read: false,
    };
    const api = mockRequests({
      'GET /api/violation/bell': () => ({ error: false, data: { unread: 1, items: [notice] } }),
      'GET /api/review/alerts/bell': () => ({ error: false, data: { unread: 1, items: [alert] } }),
      'POST /api/review/alerts/bell/read': () => ({ error: false, data: { unread: 0 } }),
    });
    function Where() {
      const location = useLocation();
      return <p>at {location.pathname + location.search}</p>;
    }
    renderWithProviders(
      <MemoryRouter>
        <ViolationBell violations reviews />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('Review alerts')).toBeInTheDocument();
    expect(screen.getByText('Violation alerts')).toBeInTheDocument();
    await userEvent.click(await screen.findByText(alert.title));
    expect(await screen.findByText('at /rating/reviews?review=R1BOTTLE')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/review/alerts/bell/read')?.body).toEqual({
        alert_ids: [alert.alert_id],
      }),
    );
  });

  it('shows a real empty state for review alerts alone, and links a rating drop to the product', async () => {
    mockRequests({
      'GET /api/review/alerts/bell': () => ({ error: false, data: { unread: 0, items: [] } }),
    });
    renderWithProviders(
      <MemoryRouter>
        <ViolationBell violations={false} reviews />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText(/No review alerts yet/)).toBeInTheDocument();
    expect(screen.queryByText('Violation alerts')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    expect(
      reviewAlertPath({
        alert_id: '0b7c4c8e-5555-4c8e-9a7e-000000000006',
        channel_id: notice.channel_id,
        kind: 'rating_drop',
        asin: 'B0BOTTLE01',
        review_id: null,
        title: 'Rating of Bottle fell from 4.3 to 4.2',
        created_at: '2026-06-01T11:00:00.000Z',
        read: false,
      }),
    ).toBe(`/rating/ratings?asin=B0BOTTLE01&store=${notice.channel_id}`);
  });
});
