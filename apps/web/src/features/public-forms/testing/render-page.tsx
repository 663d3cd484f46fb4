import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { jsonResponse } from '../../../lib/session/test-fixtures';
import { renderWithProviders } from '../../../test/render';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

/** Renders one page at `url` (path and query) in a memory router. */
export function renderPage(path: string, Component: ComponentType, url: string = path) {
  const router = createMemoryRouter([{ path, Component }], { initialEntries: [url] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

type TReply = { status?: number; body: unknown } | Error;

/**
 * A fetch double answering by "METHOD path" (path without the query); every call is recorded with its
 * parsed JSON body.
 */
export function stubApi(replies: Record<string, TReply | TReply[]>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.split('?')[0]}`;
    const configured = replies[key];
    const reply = Array.isArray(configured) ? configured.shift() : configured;
    if (!reply) throw new Error(`unexpected call: ${key}`);
    if (reply instanceof Error) throw reply;
    return jsonResponse(reply.body, reply.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
