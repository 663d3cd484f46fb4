import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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
});
