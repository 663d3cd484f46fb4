import type { TSupportMessage } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { MessageList } from './message-thread';

const downloads = captureDownloads('blob:attachment');
const ATTACHMENT_ID = '7f0c7c1e-9b1a-4d8e-8c43-1f5b2e6a9d01';

const MESSAGE: TSupportMessage = {
  id: 'b0e7a3d2-5c4f-4e1a-9d2b-3c6f8a1e7b40',
  body: 'The invoice you asked for',
  from_staff: true,
  author_name: 'Support',
  created_at: '2026-11-27T10:00:00.000Z',
  attachment: { id: ATTACHMENT_ID, name: 'invoice-2026-10.pdf', type: 'application/pdf', size: 2 },
};

describe('a message with an attachment', () => {
  it('downloads the file with the session, under its name (a plain link would get a 401)', async () => {
    storeSession();
    const api = mockApi({
      [`GET /api/support/attachments/${ATTACHMENT_ID}`]: () =>
        fileResponse('%PDF', 'invoice-2026-10.pdf', 'application/pdf'),
    });
    renderWithProviders(<MessageList messages={[MESSAGE]} empty="No messages" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'invoice-2026-10.pdf' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    const init = (api.fetchMock.mock.calls.at(-1)?.[1] ?? {}) as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-abc');
    expect(downloads.clicked[0]?.download).toBe('invoice-2026-10.pdf');
    expect(downloads.clicked[0]?.href).toBe('blob:attachment');
  });
});
