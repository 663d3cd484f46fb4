// `npm run videos:record`: re-records the welcome modal's four intro videos and the connect page's data
// privacy video (spec §2) from the product itself. It starts the built product and the marketplace
// sandbox as the e2e suite does, drives the real flows in Debian's Chromium, encodes each clip to a
// captioned WebM with a poster and WebVTT captions inside Chromium, plays every file back, and writes them
// to apps/web/public/videos. Run it after a screen the videos show has changed, then rebuild the web app.
// VIDEOS=welcome,review-observer npm run videos:record re-records only those (all five by default).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { DATA_PRIVACY_VIDEO, INTRO_VIDEOS, productVideoFiles } from '@seller-tools/contract';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { startProduct } from '../support/product.ts';
import { encodeClip, openEncoder, playCheck } from './encode.ts';
import { recordAll, type TVideoId } from './flows.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../apps/web/public', import.meta.url));
const ALL_VIDEOS: TVideoId[] = [DATA_PRIVACY_VIDEO.id, ...INTRO_VIDEOS.map((video) => video.id)];

const asked = (process.env.VIDEOS ?? '').split(',').filter(Boolean);
const unknown = asked.filter((id) => !ALL_VIDEOS.includes(id as TVideoId));
if (unknown.length > 0) throw new Error(`no such video: ${unknown.join(', ')} (${ALL_VIDEOS.join(', ')})`);
const wanted = new Set<TVideoId>(asked.length > 0 ? (asked as TVideoId[]) : ALL_VIDEOS);

// A fresh database migrated and the server loaded: minutes, not seconds, when the machine is busy.
const product = await startProduct({ readyTimeoutMs: 300_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    baseURL: product.baseUrl,
    viewport: { width: 1280, height: 720 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const encoder = await browser.newPage();
  await openEncoder(encoder);
  mkdirSync(`${PUBLIC_DIR}/videos`, { recursive: true });
  await recordAll(page, product, wanted, async (id, clip) => {
    const encoded = await encodeClip(encoder, clip);
    const seen = await playCheck(encoder, encoded.webm);
    const files = productVideoFiles(id);
    writeFileSync(`${PUBLIC_DIR}${files.video}`, encoded.webm);
    writeFileSync(`${PUBLIC_DIR}${files.poster}`, encoded.poster);
    writeFileSync(`${PUBLIC_DIR}${files.captions}`, encoded.vtt);
    process.stdout.write(
      `${id}: ${clip.frames.length} frames, ${seen.duration.toFixed(1)} s, ${seen.width}×${seen.height}, ` +
        `${(encoded.webm.length / 1024).toFixed(0)} KB video, ${(encoded.poster.length / 1024).toFixed(0)} KB poster; plays\n`,
    );
  });
} finally {
  await browser.close();
  await product.stop();
}
