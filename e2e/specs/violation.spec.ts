import { expect, test } from '@playwright/test';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import {
  connectViolationStore,
  createVerifiedUser,
  nextPlantedEvent,
  startSandboxProcess,
  syncOffersAndDetect,
  type TSandboxProcess,
  violationSandbox,
  withAdminClient,
} from '@seller-tools/server/testing';
import { latestMail, uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Issue 22's bar: a seller whose company has the violation plan sees a planted hijacker in the inbox
// within one sync, receives the alert in the dev mailbox, acknowledges it, and the bell's count drops.
// The spec has a sandbox of its own (its clock is moved to the planted hijacker; the suite's shared
// sandbox stays where the other specs expect it); the product's own worker runs the detection and mails.

const PASSWORD = 'Harbor#Lantern82';
const UK = 'A1F83G8C2ARO7P';
const SELLER = 'AD9G7TIZGEDRUD'; // the smallest demo seller (35 ASINs, UK)

let sandbox: TSandboxProcess | undefined;
test.afterAll(async () => sandbox?.stop());

test('a seller with the violation plan: planted hijacker in the inbox, mailed, acknowledged, bell drops', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
  const vs = violationSandbox(sandbox);
  const { email } = uniqueEmail('violation');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Grace Hopper',
    companyName: 'Hopper Goods Ltd',
  });
  await withAdminClient(e2eDatabaseUrl(), (db) =>
    db.query(
      `insert into company_plans (company_id, plan_id) select $1, id from plans where name = 'violation'`,
      [user.companyId],
    ),
  );
  const store = await connectViolationStore(e2eDatabaseUrl(), vs, {
    companyId: user.companyId,
    sellerId: SELLER,
    marketplaceId: UK,
  });
  const hijack = await nextPlantedEvent(vs, SELLER, 'hijacker');
  // The first offers sync after the hijacker's offer appears.
  await syncOffersAndDetect(e2eDatabaseUrl(), vs, store.id, Date.parse(hijack.at) + 60_000);

  await signInThroughLogin(page, email, PASSWORD, { timeout: 60_000 });
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Violation' }).click();
  await expect(page).toHaveURL(new RegExp(`${REVIEW_ROUTES.violation}`));
  const inbox = page.getByRole('table', { name: 'Violation events' });
  // The product's worker picks the detection up within its poll.
  const row = inbox.getByRole('row').filter({ hasText: `Hijacker ${hijack.sellerId}` });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText(hijack.asin ?? '');
  await expect(row).toContainText('critical');

  const mail = await latestMail(request, email, { timeoutMs: 30_000 });
  expect(`${mail.subject}\n${mail.text}`).toContain(`Hijacker ${hijack.sellerId}`);
  expect(mail.text).toContain('Brand Registry');

  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  expect(before).toBeGreaterThan(0);
  await row.getByRole('button', { name: new RegExp(`Hijacker ${hijack.sellerId}`) }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/test buy/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('Event acknowledged.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();

  // 375 px: the bell in the top bar, the inbox as cards, nothing wider than the screen.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Hijacker ${hijack.sellerId}`) })).toBeVisible();
  expect(
    Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')),
  ).toBeLessThanOrEqual(0);
});
