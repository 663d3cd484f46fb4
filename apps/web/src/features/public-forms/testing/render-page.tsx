import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse, mockRequests, type TMockHandler } from '../../../test/request-mock';

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
 * The request mock answering by "METHOD path" (path without the query) with fixed replies, a list of
 * them being used up in order; every call is recorded with its URL as asked and its parsed JSON body.
 */
export function stubApi(replies: Record<string, TReply | TReply[]>) {
  const handlers = Object.fromEntries(
    Object.entries(replies).map(([key, configured]): [string, TMockHandler] => [
      key,
      () => {
        const reply = Array.isArray(configured) ? configured.shift() : configured;
        if (!reply) throw new Error(`unexpected call: ${key}`);
        if (reply instanceof Error) throw reply;
        return jsonResponse(reply.body, reply.status ?? 200);
      },
    ]),
  );
  const mock = mockRequests(handlers);
  return {
    fetchMock: mock.fetchMock,
    get calls() {
      return mock.calls.map(({ method, href, body }) => ({ method, url: href, body }));
    },
  };
}
