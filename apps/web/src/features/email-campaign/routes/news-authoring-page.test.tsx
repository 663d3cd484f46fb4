import { ROLES, type TBoardPost } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { boardPost } from '../../../test/board-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { NewsAuthoringPage } from './news-authoring-page';

afterEach(() => vi.unstubAllGlobals());

const POST = boardPost();

function setup() {
  storeSession({ role: ROLES.superAdmin });
  let posts = [POST];
  const api = mockApi({
    'GET /api/system/board/changelog': () => ({ error: false, data: posts }),
    'POST /api/board/changelog': (body) => {
      const post = { ...POST, ...(body as object), _id: 'new-post' } as TBoardPost;
      posts = [post, ...posts];
      return { error: false, data: post };
    },
    [`PUT /api/system/board/changelog/${POST._id}`]: (body) => {
      posts = posts.map((p) => (p._id === POST._id ? { ...p, ...(body as object) } : p));
      return { error: false, data: posts.find((p) => p._id === POST._id) };
    },
  });
  renderWithProviders(
    <MemoryRouter>
      <NewsAuthoringPage />
    </MemoryRouter>,
  );
  return api;
}

describe('news and "What\'s new?" authoring', () => {
  it('previews a post as users see it (sanitised) and publishes it with its date', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByText('Faster imports');
    await user.click(screen.getByRole('button', { name: 'New post' }));

    // Title and contents are required before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(api.callsTo('POST', '/api/board/changelog')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Bulk edits');
    await user.click(screen.getByRole('textbox', { name: /^Contents/ }));
    await user.paste('<p>Edit <b>many</b> at once</p><script>alert(1)</script>');
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('heading', { name: 'Bulk edits' })).toBeInTheDocument();
    expect(preview.getByText('many').tagName).toBe('B');
    expect(preview.getByRole('article').querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/board/changelog')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/board/changelog')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Bulk edits', published: true });
    expect(Number.isNaN(Date.parse(String(body.publish_at)))).toBe(false);
    expect(await screen.findByText('Bulk edits')).toBeInTheDocument();
  });

  it('unpublishes a published post', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Faster imports' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/system/board/changelog/${POST._id}`)[0]?.body).toMatchObject({
        published: false,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Publish Faster imports' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
