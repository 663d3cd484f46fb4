import { expect, type Locator, type Page, test } from '@playwright/test';
import { DATA_PRIVACY_VIDEO, INTRO_VIDEOS, MODAL_TITLES, productVideoFiles } from '@seller-tools/contract';
import { createChannel, createVerifiedUser } from '@seller-tools/server/testing';
import { codeIn, latestMail, uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';
import { SHOTS_DIR } from '../support/shots.ts';
import { SIGN_UP, signUpToConnect } from '../support/sign-up.ts';

// Issue 25 (spec §2): the welcome modal's four intro videos and the connect page's data privacy video,
// recorded from the product by `npm run videos:record`, played from the built product in Chromium. Each
// player shows its poster and fetches nothing else until played; played, the video decodes, its time
// moves on, and its WebVTT captions load. At 1440 and at 375 px.

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

// The spec's tsconfig has no DOM library: what these checks read of the page's elements.
type TTrack = { readyState: number };
type TTextTrack = { mode: string; cues: ArrayLike<{ text?: string }> | null };
type TMedia = {
  muted: boolean;
  paused: boolean;
  duration: number;
  currentTime: number;
  videoWidth: number;
  readyState: number;
  error: { code: number } | null;
  textTracks: ArrayLike<TTextTrack>;
  querySelector(selector: string): TTrack | null;
  play(): Promise<void>;
  pause(): void;
};
type TImage = { src: string; naturalWidth: number; naturalHeight: number; decode(): Promise<void> };

/** The `.webm` requests the page makes: none until a video is played (preload="none"). */
function watchVideoRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/videos\/[^/]+\.webm$/.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

/** The player's poster is the recorded one, and the browser shows it: a decoded WebP of the video's size. */
async function expectPoster(page: Page, video: Locator, id: string): Promise<void> {
  const poster = productVideoFiles(id).poster;
  await expect(video).toHaveAttribute('poster', poster);
  const res = await page.request.get(poster);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');
  const size = await page.evaluate(async (src) => {
    const image = new (globalThis as unknown as { Image: new () => TImage }).Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, poster);
  expect(size).toEqual({ width: 1280, height: 720 });
  // On screen: the player has the recording's 16:9 shape at this width.
  const box = await video.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.05);
}

type TPlayed = {
  error: number | null;
  readyState: number;
  duration: number;
  width: number;
  from: number;
  to: number;
  trackState: number;
  cues: number;
  firstCue: string;
};

/** Plays the video muted for a moment, its captions on: what the browser made of the file and its track. */
function play(video: Locator): Promise<TPlayed> {
  return video.evaluate(async (element) => {
    const media = element as unknown as TMedia;
    const trackElement = media.querySelector('track') as TTrack;
    const track = media.textTracks[0];
    if (track) track.mode = 'showing';
    media.muted = true;
    await media.play();
    const from = media.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const to = media.currentTime;
    media.pause();
    // HTMLTrackElement.LOADED is 2; the cues are the recording's captions.
    const deadline = Date.now() + 10_000;
    while (trackElement.readyState < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      error: media.error?.code ?? null,
      readyState: media.readyState,
      duration: media.duration,
      width: media.videoWidth,
      from,
      to,
      trackState: trackElement.readyState,
      cues: track?.cues?.length ?? 0,
      firstCue: track?.cues?.[0]?.text ?? '',
    };
  });
}

function expectPlayed(played: TPlayed): void {
  expect(played.error).toBeNull();
  // HAVE_CURRENT_DATA or more: a picture decoded.
  expect(played.readyState).toBeGreaterThanOrEqual(2);
  expect(Number.isFinite(played.duration)).toBe(true);
  expect(played.duration).toBeGreaterThan(5);
  expect(played.width).toBe(1280);
  expect(played.to).toBeGreaterThan(played.from);
  expect(played.trackState).toBe(2);
  expect(played.cues).toBeGreaterThan(2);
  expect(played.firstCue.length).toBeGreaterThan(10);
}

for (const viewport of WIDTHS) {
  test(`the welcome modal's carousel: a recorded poster per slide, the videos play with captions (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const user = await createVerifiedUser(e2eDatabaseUrl(), {
      email: uniqueEmail('videos').email,
      password: SIGN_UP.password,
      name: 'Mina Ortega',
      companyName: 'Ortega Outdoor',
    });
    // A store importing: the shell greets the seller with the preferences, then the welcome modal.
    await createChannel(e2eDatabaseUrl(), {
      companyId: user.companyId,
      sellerId: 'A2VIDEOS',
      marketplaceId: 'ATVPDKIKX0DER',
      signupStep: 'importing',
    });
    const videoRequests = watchVideoRequests(page);
    await signInThroughLogin(page, user.email, SIGN_UP.password);
    await page
      .getByRole('dialog', { name: MODAL_TITLES.notificationPreference })
      .getByRole('button', { name: 'Next' })
      .click();
    const welcome = page.getByRole('dialog', { name: MODAL_TITLES.welcome });
    await expect(welcome).toBeVisible();

    for (const [i, intro] of INTRO_VIDEOS.entries()) {
      if (i > 0) await welcome.getByRole('button', { name: 'Next video' }).click();
      await expect(welcome.locator('[aria-current="true"]')).toHaveAccessibleName(`Show ${intro.title}`);
      const video = welcome.getByLabel(`${intro.title} video`);
      await expect(video).toBeInViewport();
      await expect(video).toHaveAttribute('preload', 'none');
      await expectPoster(page, video, intro.id);
      if (i === 0 && SHOTS_DIR) {
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${SHOTS_DIR}/welcome-videos-${viewport.width}.png` });
      }
    }
    // Posters only so far: no video fetched before the user plays one.
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);

    // Each recording plays from the built product: a picture, time moving on, its captions loaded.
    for (const [i, intro] of INTRO_VIDEOS.entries()) {
      await welcome.getByRole('button', { name: `Show ${intro.title}` }).click();
      const video = welcome.getByLabel(`${intro.title} video`);
      expectPlayed(await play(video));
      expect(videoRequests).toContainEqual(expect.stringContaining(productVideoFiles(intro.id).video));
      expect(new Set(videoRequests.map((url) => new URL(url).pathname)).size).toBe(i + 1);
    }
    // A video still playing when the user moves on is paused.
    const last = welcome.getByLabel(`${INTRO_VIDEOS[INTRO_VIDEOS.length - 1]?.title} video`);
    await last.evaluate(async (element) => {
      const media = element as unknown as TMedia;
      media.muted = true;
      await media.play();
    });
    await welcome.getByRole('button', { name: 'Next video' }).click();
    expect(await last.evaluate((element) => (element as unknown as TMedia).paused)).toBe(true);
  });

  test(`the connect page's data privacy video: poster, plays with captions (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const videoRequests = watchVideoRequests(page);
    const { local, email } = uniqueEmail('privacy-video');
    await signUpToConnect(page, local, async () => codeIn(await latestMail(request, email)));

    await page.getByRole('button', { name: DATA_PRIVACY_VIDEO.title }).click();
    const dialog = page.getByRole('dialog', { name: DATA_PRIVACY_VIDEO.title });
    const video = dialog.getByLabel(`${DATA_PRIVACY_VIDEO.title} video`);
    await expect(video).toBeInViewport();
    await expect(video).toHaveAttribute('preload', 'none');
    await expectPoster(page, video, DATA_PRIVACY_VIDEO.id);
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
    expectPlayed(await play(video));
    expect(videoRequests).toEqual([expect.stringContaining(productVideoFiles(DATA_PRIVACY_VIDEO.id).video)]);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/privacy-video-${viewport.width}.png` });
  });
}
