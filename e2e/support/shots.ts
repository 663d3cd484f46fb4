import type { Page } from '@playwright/test';

/** REVIEW_SHOTS=/some/dir: the folder review screenshots go to; unset, the screenshot tests skip. */
export const SHOTS_DIR = process.env.REVIEW_SHOTS;

/** Saves the page, whole, at 1440 and at 375 px wide as `<name>-<width>.png`, then returns to 1440. */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
