import { expect, test } from '@playwright/test';
import { ROLES, SYSTEM_ROUTES } from '@seller-tools/contract';
import { createVerifiedUser } from '@seller-tools/server/testing';
import { latestMail, uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Issue 24: a super-admin builds a campaign, previews it at 600 and 375 px, sends a test to themself and
// sends it; a subscribed seller receives it in the dev mailbox, clicks, unsubscribes in one click (a POST
// alone, as a mail client's List-Unsubscribe-Post does), and the list's counts follow.
// Set REVIEW_SHOTS=/some/dir to also save the previews.

const PASSWORD = 'Harbor#Lantern82';
const SHOTS = process.env.REVIEW_SHOTS;

test('a super-admin builds, previews, test-sends and sends a campaign; a seller clicks and unsubscribes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('campaigner').email,
    password: PASSWORD,
    name: 'Root Admin',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.superAdmin],
  });
  const seller = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('subscriber').email,
    password: PASSWORD,
    name: 'Maria Lopez',
    companyName: 'Harbor Goods',
    marketing: { general_newsletter_email: false, new_feature_guide_email: false, recent_update_email: true },
  });
  const name = `Spring ${Date.now().toString(36)}`;
  const subject = `What is new, ${name}`;

  await signInThroughLogin(page, admin.email, PASSWORD);
  await page.goto(SYSTEM_ROUTES.emailCampaign);
  await page.getByRole('button', { name: 'New campaign' }).click();
  await expect(page).toHaveURL(/\/system\/email-campaign\/builder\/[0-9a-f-]{36}$/);

  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Read [the guide](https://example.com/guide).');
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: 'Button' }).click();
  await page.getByRole('textbox', { name: 'Button link (https)' }).fill('https://example.com/start');
  // The new button (last) moves above the footer with the keyboard-reachable control.
  await page.getByRole('button', { name: 'Move Button block up' }).click();
  await expect(page.locator('[data-block]').nth(2)).toHaveAttribute('data-block', 'button');

  await page.getByRole('combobox', { name: 'Subscription list' }).click();
  await page.getByRole('option', { name: 'Recent updates' }).click();
  await expect(page.getByTestId('audience-count')).toHaveText(/^[1-9][\d,]* users?$/);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 20_000 });

  const desktop = page.getByTestId('preview-600');
  await expect(desktop.contentFrame().getByRole('link', { name: 'the guide' })).toBeVisible();
  if (SHOTS) await desktop.screenshot({ path: `${SHOTS}/email-campaign-preview-600.png` });
  await page.getByText('Phone 375 px').click();
  const phone = page.getByTestId('preview-375');
  await expect(phone.contentFrame().getByRole('link', { name: 'Learn more' })).toBeVisible();
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/email-campaign-preview-375.png` });

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('A test email is sent to you.')).toBeVisible();
  expect((await latestMail(request, admin.email)).subject).toBe(`[Test] ${subject}`);

  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(SYSTEM_ROUTES.emailCampaign);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('sent', { exact: true })).toBeVisible({ timeout: 45_000 });

  const mail = await latestMail(request, seller.email, { timeoutMs: 20_000 });
  expect(mail.subject).toBe(subject);
  const html = mail.html ?? '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  const click = hrefs.find(
    (h) => h.includes('/email/campaign/click') && h.includes(encodeURIComponent('https://example.com/guide')),
  );
  const unsubscribe = hrefs.find((h) => h.includes('/email/campaign/unsubscribe'));
  expect(click).toBeDefined();
  expect(unsubscribe).toBeDefined();
  const redirect = await request.get(click ?? '', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('https://example.com/guide');
  // One click: the POST alone, no page, no sign-in.
  const unsubscribed = await request.post(unsubscribe ?? '', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribed.text()).toContain('You are unsubscribed.');

  await page.reload();
  await expect(row.locator('[data-count="clicked"]')).toHaveText('1');
  await expect(row.locator('[data-count="opened"]')).toHaveText('1');
  await expect(row.locator('[data-count="unsubscribed"]')).toHaveText('1');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/email-campaign-list-1280.png`, fullPage: true });
});
