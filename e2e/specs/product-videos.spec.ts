import { expect, test } from '@playwright/test';
import { INTRO_VIDEOS, MODAL_TITLES, productVideoFiles } from '@seller-tools/contract';
import { createChannel, createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Issue 25: the welcome modal's intro videos, recorded from the product (npm run videos:record), load
// nothing but their posters until played, and then play in Chromium from the built product.

const PASSWORD = 'Harbor#Lantern82';
const SHOTS_DIR = process.env.REVIEW_SHOTS;

test('the welcome modal shows the intro videos lazily; the first plays from the built product', async ({
  page,
}) => {
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('videos').email,
    password: PASSWORD,
    name: 'Mina Ortega',
    companyName: 'Ortega Outdoor',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2VIDEOS',
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'importing',
  });
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/videos\/.*\.webm$/.test(request.url())) videoRequests.push(request.url());
  });
  await signInThroughLogin(page, user.email, PASSWORD);
  await page
    .getByRole('dialog', { name: MODAL_TITLES.notificationPreference })
    .getByRole('button', { name: 'Next' })
    .click();
  const welcome = page.getByRole('dialog', { name: MODAL_TITLES.welcome });
  const [first] = INTRO_VIDEOS;
  const video = welcome.getByLabel(`${first.title} video`);
  await expect(video).toHaveAttribute('preload', 'none');
  // The poster is there (a real image), the video itself not fetched.
  const poster = await page.request.get(productVideoFiles(first.id).poster);
  expect(poster.headers()['content-type']).toBe('image/webp');
  await page.waitForTimeout(1000);
  expect(videoRequests).toEqual([]);
  if (SHOTS_DIR) {
    await page.screenshot({ path: `${SHOTS_DIR}/welcome-videos-1440.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS_DIR}/welcome-videos-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Played, it loads, has a duration, decodes a picture and its time moves on.
  const played = await video.evaluate(async (element) => {
    const media = element as unknown as {
      muted: boolean;
      duration: number;
      currentTime: number;
      videoWidth: number;
      play(): Promise<void>;
      pause(): void;
    };
    media.muted = true;
    await media.play();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    media.pause();
    return { duration: media.duration, at: media.currentTime, width: media.videoWidth };
  });
  expect(played.duration).toBeGreaterThan(3);
  expect(Number.isFinite(played.duration)).toBe(true);
  expect(played.at).toBeGreaterThan(0);
  expect(played.width).toBe(1280);
  expect(videoRequests).toEqual([expect.stringContaining(productVideoFiles(first.id).video)]);
});
