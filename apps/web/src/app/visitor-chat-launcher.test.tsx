import { SUPPORT_VISITOR_TOKEN_KEY, type TSupportConversation } from '@seller-tools/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { AppProviders } from './providers';
import { VisitorChatLauncher } from './visitor-chat-launcher';

// The composer's autosizing textarea listens for font loads, which jsdom does not have.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'v'.repeat(43);
const conversation = (messages: TSupportConversation['messages']): TSupportConversation => ({
  id: 'c1',
  visitor: true,
  company_name: 'Visitor',
  opened_by_email: 'ana@prospect.test',
  status: 'open',
  assigned_to: null,
  last_message_at: '2026-11-22T12:00:00.000Z',
  messages,
});
const message = (body: string, fromStaff: boolean) => ({
  id: body,
  from_staff: fromStaff,
  author_name: fromStaff ? 'Root (Seller Tools)' : 'ana@prospect.test (visitor)',
  body,
  attachment: null,
  created_at: '2026-11-22T12:00:00.000Z',
});

describe('the visitor chat on the public site', () => {
  it('loads on the first click, writes with an email and no attachment, and keeps the token', async () => {
    const api = mockApi({
      'POST /api/support/visitor/messages': () => ({
        error: false,
        data: { token: TOKEN, conversation: conversation([message('Do you support Japan?', false)]) },
      }),
      'GET /api/support/visitor/conversation': () => ({
        error: false,
        data: conversation([message('Do you support Japan?', false), message('Yes!', true)]),
      }),
    });
    render(
      <AppProviders env="test">
        <VisitorChatLauncher />
      </AppProviders>,
    );
    // Nothing of the chat is fetched or shown before the click.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const chat = within(await screen.findByRole('dialog', { name: 'Chat with Seller Tools' }));
    expect(chat.queryByRole('button', { name: /Attach/ })).toBeNull();
    await user.type(chat.getByRole('textbox', { name: /Your email/ }), 'ana@prospect.test');
    await user.type(chat.getByRole('textbox', { name: 'Message' }), 'Do you support Japan?');
    await user.click(chat.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/support/visitor/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/support/visitor/messages')[0]?.body).toMatchObject({
      email: 'ana@prospect.test',
      body: 'Do you support Japan?',
    });
    expect(api.callsTo('POST', '/api/support/visitor/messages')[0]?.body).not.toHaveProperty('attachment');
    expect(await chat.findByText('Do you support Japan?')).toBeInTheDocument();
    expect(localStorage.getItem(SUPPORT_VISITOR_TOKEN_KEY)).toBe(TOKEN);
    // From now on the answers come through the event stream, authorised by the token.
    await waitFor(() => expect(api.callsTo('GET', '/api/support/visitor/stream').length).toBeGreaterThan(0));
    expect(api.callsTo('GET', '/api/support/visitor/stream')[0]?.url.searchParams.get('token')).toBe(TOKEN);
  });
});
