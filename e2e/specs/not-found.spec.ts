import { expect, test } from '@playwright/test';
import { BACK_TO_HOME_LABEL, NOT_FOUND_TEXT } from '@seller-tools/contract';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: BACK_TO_HOME_LABEL })).toBeVisible();
});

test('Back to Home lands on / and replaces history', async ({ page }) => {
  await page.goto('/another/missing/page');
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await page.getByRole('button', { name: BACK_TO_HOME_LABEL }).click();
  await expect(page).toHaveURL(/\/$/);
  // The 404 entry was replaced, so going back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/404$/);
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: true, message: 'Not found: GET /api/no-such-endpoint' });
});

test('the API docs render', async ({ page }) => {
  // Swagger UI renders the whole document (well over a hundred operations) before the title shows: on a
  // loaded CI machine that outlasts the default 15 s.
  await page.goto('/api/docs');
  await expect(page.getByText('Seller Tools API').first()).toBeVisible({ timeout: 45_000 });
});
