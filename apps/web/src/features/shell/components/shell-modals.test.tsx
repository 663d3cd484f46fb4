import {
  ACCOUNT_READY_TOAST,
  INTRO_VIDEOS,
  MODAL_TITLES,
  NOTIFICATION_PREFERENCE_LABELS,
  PRODUCT_NAME,
  READY_TOAST_MS,
  SHELL_LABELS,
  SIGNUP_STATUS_POLL_MS,
} from '@seller-tools/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_NEW_LABEL } from '../../../components/ui/news-item';
import { serverUser, storeSession } from '../../../lib/session/test-fixtures';
import { hideToast } from '../../../lib/toast';
import { boardPost } from '../../../test/board-fixtures';
import { expectLazyVideo } from '../../../test/videos';
import { mockShellApi, type TShellApiState } from '../testing/mock-shell-api';
import { openShell, renderShell } from '../testing/render-shell';
import { WHATS_NEW_UNSEEN } from './menu-sections';

const SIGNUP_STATUS = '/api/market/amazon/signup/status';

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

afterEach(() => {
  act(() => hideToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The dashboard on fake timers that still pass, for a user whose sign-up status polls answer `signupSteps`. */
function openDashboard(signupSteps: TShellApiState['signupSteps']) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { api } = openShell('/dashboard', { api: { signupSteps } });
  return api;
}

describe('signup status polling (spec §4)', () => {
  it(`polls every ${SIGNUP_STATUS_POLL_MS} ms while importing; on done refetches, then toasts for ${READY_TOAST_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seller = { current_channel_info: { seller_id: 'A1SELLER', marketplace_id: 'ATVPDKIKX0DER' } };
    const { api } = openShell('/dashboard', {
      api: { signupSteps: ['importing', 'importing', 'done'], user: serverUser(seller) },
      session: seller,
    });

    expect(await screen.findByRole('dialog', { name: MODAL_TITLES.welcome })).toBeInTheDocument();
    expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(1);
    expect(api.callsTo('GET', SIGNUP_STATUS)[0]?.query.get('sellerId')).toBe('A1SELLER');

    await advance(SIGNUP_STATUS_POLL_MS);
    await waitFor(() => expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(2));
    expect(screen.queryByText(ACCOUNT_READY_TOAST)).not.toBeInTheDocument();
    const currentBefore = api.callsTo('GET', '/api/market/channel').length;

    await advance(SIGNUP_STATUS_POLL_MS);
    await waitFor(() => expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(3));
    // The calls are one poll interval apart (the fake clock moves only a little by itself).
    const [first, second, third] = api.callsTo('GET', SIGNUP_STATUS).map((call) => call.at);
    for (const gap of [(second ?? 0) - (first ?? 0), (third ?? 0) - (second ?? 0)]) {
      expect(gap).toBeGreaterThanOrEqual(SIGNUP_STATUS_POLL_MS);
      expect(gap).toBeLessThan(SIGNUP_STATUS_POLL_MS + 500);
    }
    expect(await screen.findByText(ACCOUNT_READY_TOAST)).toBeInTheDocument();
    // By the time the toast shows, the user and the pages' queries were fetched again (issue 15)...
    expect(api.callsTo('GET', '/api/user')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/market/channel').length).toBeGreaterThan(currentBefore);
    // ...and the tour the user has not answered yet stays open.
    expect(screen.getByRole('dialog', { name: MODAL_TITLES.welcome })).toBeInTheDocument();

    // Done: no more polling.
    await advance(SIGNUP_STATUS_POLL_MS * 4);
    expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(3);
    // The toast closes by itself after its time (plus its exit transition).
    await waitFor(() => expect(screen.queryByText(ACCOUNT_READY_TOAST)).not.toBeInTheDocument(), {
      timeout: READY_TOAST_MS + 2000,
    });
  });

  it('stops polling silently on an error', async () => {
    const api = openDashboard(['importing', 'error', 'done']);
    await screen.findByRole('dialog', { name: MODAL_TITLES.welcome });

    await advance(SIGNUP_STATUS_POLL_MS);
    await waitFor(() => expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(2));
    await advance(SIGNUP_STATUS_POLL_MS * 4);
    expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no prompt and no toast when the account is already ready', async () => {
    const api = openDashboard(['done']);
    await waitFor(() => expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(1));
    await advance(SIGNUP_STATUS_POLL_MS * 2);
    expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_READY_TOAST)).not.toBeInTheDocument();
  });

  it('tells a user without a store nothing is integrating, but keeps polling', async () => {
    const api = openDashboard(['connect']);
    await waitFor(() => expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(SIGNUP_STATUS_POLL_MS);
    await waitFor(() => expect(api.callsTo('GET', SIGNUP_STATUS)).toHaveLength(2));
  });
});

describe('notification preference and welcome modals', () => {
  it('asks for the three email preferences first, saves them, and Next opens the welcome modal', async () => {
    const { api } = openShell('/dashboard', {
      api: { signupSteps: ['importing'] },
      session: { is_marketing_preference_set: false },
    });
    const user = userEvent.setup();

    const preferences = await screen.findByRole('dialog', { name: MODAL_TITLES.notificationPreference });
    expect(screen.queryByRole('dialog', { name: MODAL_TITLES.welcome })).not.toBeInTheDocument();
    const boxes = within(preferences).getAllByRole('checkbox');
    expect(
      boxes.map((box) => box.getAttribute('aria-checked') ?? (box as HTMLInputElement).checked),
    ).toHaveLength(3);
    await user.click(
      within(preferences).getByLabelText(NOTIFICATION_PREFERENCE_LABELS.general_newsletter_email),
    );
    await user.click(within(preferences).getByLabelText(NOTIFICATION_PREFERENCE_LABELS.recent_update_email));
    await user.click(within(preferences).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('dialog', { name: MODAL_TITLES.welcome })).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: MODAL_TITLES.notificationPreference }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user')[0]?.body).toMatchObject({
      user_email: 'ada@example.com',
      is_subscribed_marketing_list: {
        general_newsletter_email: true,
        new_feature_guide_email: false,
        recent_update_email: true,
      },
    });
  });

  it('keeps the preference modal until answered: no close button, Escape does nothing, the import ending neither', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openShell('/dashboard', {
      api: { signupSteps: ['importing', 'done'] },
      session: { is_marketing_preference_set: false },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const preferences = await screen.findByRole('dialog', { name: MODAL_TITLES.notificationPreference });
    expect(within(preferences).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await advance(SIGNUP_STATUS_POLL_MS);
    expect(await screen.findByText(ACCOUNT_READY_TOAST)).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('dialog', { name: MODAL_TITLES.notificationPreference })).toBeInTheDocument();
  });

  it('plays the welcome tour once per user: closing it saves that in the user config', async () => {
    const { api } = openShell('/dashboard', { api: { signupSteps: ['importing'] } });
    const welcome = await screen.findByRole('dialog', { name: MODAL_TITLES.welcome });
    await userEvent.setup().click(within(welcome).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/user/config')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/user/config')[0]?.body).toMatchObject({
      name: 'welcome_tour',
      data: { seen_at: expect.any(String) },
    });
  });

  it('a later import (a second store) does not replay the tour; preferences still asked, Next closes', async () => {
    const { api } = openShell('/dashboard', {
      api: { signupSteps: ['importing'], tourSeen: { seen_at: '2025-01-01T00:00:00Z' } },
      session: { is_marketing_preference_set: false },
    });
    const preferences = await screen.findByRole('dialog', { name: MODAL_TITLES.notificationPreference });
    await userEvent.setup().click(within(preferences).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: MODAL_TITLES.notificationPreference }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: MODAL_TITLES.welcome })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user/config').some((c) => c.query.get('name') === 'welcome_tour')).toBe(
      true,
    );
  });

  it('keeps the preference modal open with the message when saving fails', async () => {
    const api = mockShellApi({ signupSteps: ['importing'] });
    storeSession({ is_marketing_preference_set: false });
    api.fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 200 }));
    renderShell('/dashboard');
    const preferences = await screen.findByRole('dialog', { name: MODAL_TITLES.notificationPreference });
    const original = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/user?') || String(input) === '/api/user'
        ? new Response(JSON.stringify({ error: true, message: 'Nothing to update.' }), { status: 400 })
        : (original as typeof fetch)(input, init),
    );
    await userEvent.setup().click(within(preferences).getByRole('button', { name: 'Next' }));
    expect(await within(preferences).findByText('Nothing to update.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: MODAL_TITLES.welcome })).not.toBeInTheDocument();
  });

  it('the welcome carousel is endless and never moves by itself', async () => {
    openDashboard(['importing']);
    const welcome = within(await screen.findByRole('dialog', { name: MODAL_TITLES.welcome }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const current = () => welcome.getByRole('button', { current: true }).getAttribute('aria-label');
    const [first, second, , last] = INTRO_VIDEOS;

    expect(current()).toBe(`Show ${first.title}`);
    expect(welcome.getByText(first.text)).toBeInTheDocument();
    await advance(60_000);
    expect(current()).toBe(`Show ${first.title}`);

    await user.click(welcome.getByRole('button', { name: 'Next video' }));
    expect(current()).toBe(`Show ${second.title}`);
    expect(welcome.getByText(second.text)).toBeInTheDocument();
    for (let i = 0; i < INTRO_VIDEOS.length - 1; i += 1) {
      await user.click(welcome.getByRole('button', { name: 'Next video' }));
    }
    expect(current()).toBe(`Show ${first.title}`);
    await user.click(welcome.getByRole('button', { name: 'Previous video' }));
    expect(current()).toBe(`Show ${last.title}`);
  });

  it('the welcome carousel plays the recorded intro videos, each lazy, fetched once its slide shows', async () => {
    openDashboard(['importing']);
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.welcome });
    const welcome = within(dialog);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const [first, second] = INTRO_VIDEOS;
    const videoOf = (video: (typeof INTRO_VIDEOS)[number]) =>
      welcome.getByLabelText(`${video.title} video`, { selector: 'video' });

    // Only the shown slide's player is there: one poster fetched when the modal opens, no video.
    expectLazyVideo(videoOf(first), first.id);
    expect(welcome.queryByLabelText(`${second.title} video`)).not.toBeInTheDocument();
    expect(
      welcome.getByRole('region', { name: `1 of ${INTRO_VIDEOS.length}: ${first.title}` }),
    ).not.toHaveAttribute('inert');

    // A playing video pauses when the user moves on; the next slide's player appears.
    const playing = videoOf(first) as HTMLVideoElement;
    const pause = vi.spyOn(playing, 'pause').mockImplementation(() => {});
    Object.defineProperty(playing, 'paused', { configurable: true, value: false });
    await user.click(welcome.getByRole('button', { name: 'Next video' }));
    expect(pause).toHaveBeenCalledOnce();
    expectLazyVideo(videoOf(second), second.id);

    for (let i = 0; i < INTRO_VIDEOS.length - 1; i += 1) {
      await user.click(welcome.getByRole('button', { name: 'Next video' }));
    }
    // Every slide shown once: each has its own player, the hidden ones inert (out of the role queries).
    const slides = [...dialog.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides).toHaveLength(INTRO_VIDEOS.length);
    for (const [i, video] of INTRO_VIDEOS.entries()) {
      const slide = slides[i] as HTMLElement;
      expect(slide).toHaveAttribute('aria-label', `${i + 1} of ${INTRO_VIDEOS.length}: ${video.title}`);
      expectLazyVideo(within(slide).getByLabelText(`${video.title} video`, { selector: 'video' }), video.id);
      if (i === 0) expect(slide).not.toHaveAttribute('inert');
      else expect(slide).toHaveAttribute('inert');
    }
  });
});

describe("news modal (What's new?)", () => {
  it('lists the changelog with MM/DD/YYYY dates and sanitized HTML', async () => {
    const { api } = openShell('/dashboard', {
      api: {
        board: [
          boardPost({
            _id: 'p1',
            contents:
              '<p>Imports are <b>twice</b> as fast.<img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
            bullet_content_list: ['Orders first', 'Reviews next'],
            reference_content: 'https://example.com/changelog',
            is_new: true,
          }),
        ],
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: SHELL_LABELS.whatsNew }));

    const news = within(await screen.findByRole('dialog', { name: MODAL_TITLES.news(PRODUCT_NAME) }));
    expect(await news.findByRole('heading', { name: 'Faster imports' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/board/changelog')).toHaveLength(1);
    expect(news.getByText('03/07/2025')).toBeInTheDocument();
    expect(news.getByText('twice').tagName).toBe('B');
    const article = news.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(news.getByText('Reviews next')).toBeInTheDocument();
    expect(news.getByRole('link', { name: 'Read more' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks what came since the last visit, and opening it clears the dot on "What\'s new?"', async () => {
    const post = (id: string, title: string, isNew: boolean) =>
      boardPost({ _id: id, title, contents: `<p>${title}</p>`, is_new: isNew });
    const { api } = openShell('/dashboard', {
      api: { board: [post('p2', 'Fresh', true), post('p1', 'Old', false)] },
    });
    const user = userEvent.setup();
    const entry = () => screen.getAllByRole('button', { name: SHELL_LABELS.whatsNew })[0];
    await waitFor(() => expect(entry()).toHaveAttribute('aria-description', WHATS_NEW_UNSEEN(1)));

    await user.click(entry() as HTMLElement);
    const news = within(await screen.findByRole('dialog', { name: MODAL_TITLES.news(PRODUCT_NAME) }));
    const fresh = (await news.findByRole('heading', { name: 'Fresh' })).closest('article') as HTMLElement;
    const old = news.getByRole('heading', { name: 'Old' }).closest('article') as HTMLElement;
    expect(within(fresh).getByText(NEWS_NEW_LABEL)).toBeInTheDocument();
    expect(within(old).queryByText(NEWS_NEW_LABEL)).toBeNull();
    await waitFor(() => expect(api.callsTo('POST', '/api/board/changelog/seen')).toHaveLength(1));
    await waitFor(() => expect(entry()).not.toHaveAttribute('aria-description'));
  });
});
