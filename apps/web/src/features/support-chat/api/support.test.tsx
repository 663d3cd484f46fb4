import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { supportKeys, useInbox, useSupportStream } from './support';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An event stream that stays open, with `events` "message" events sent when `push` is called. */
function openStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
      c.enqueue(new TextEncoder().encode('retry: 3000\n\n'));
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: () => controller?.enqueue(new TextEncoder().encode('event: message\ndata: {}\n\n')),
  };
}

function Inbox() {
  const live = useSupportStream(true, supportKeys.inbox);
  const inbox = useInbox(!live);
  return <p>{`${live ? 'live' : 'polling'}: ${inbox.data?.length ?? '…'}`}</p>;
}

describe('support chat stream', () => {
  it('does not poll while the event stream is open; an event refetches at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = openStream();
    const api = mockApi({
      'GET /api/system/support/conversations': () => ({ error: false, data: [] }),
      'GET /api/support/stream': () => stream.response,
    });
    renderWithProviders(<Inbox />);
    expect(await screen.findByText('live: 0')).toBeInTheDocument();
    const before = api.callsTo('GET', '/api/system/support/conversations').length;
    await act(() => vi.advanceTimersByTimeAsync(46_000));
    expect(api.callsTo('GET', '/api/system/support/conversations')).toHaveLength(before);
    await act(async () => stream.push());
    await vi.waitFor(() =>
      expect(api.callsTo('GET', '/api/system/support/conversations')).toHaveLength(before + 1),
    );
  });

  it('polls every 15 s while the stream cannot open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/system/support/conversations': () => ({ error: false, data: [] }),
      'GET /api/support/stream': () => jsonResponse({ error: true, message: 'Unavailable' }, 503),
    });
    renderWithProviders(<Inbox />);
    expect(await screen.findByText('polling: 0')).toBeInTheDocument();
    const before = api.callsTo('GET', '/api/system/support/conversations').length;
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(api.callsTo('GET', '/api/system/support/conversations').length).toBeGreaterThanOrEqual(before + 2);
  });
});
