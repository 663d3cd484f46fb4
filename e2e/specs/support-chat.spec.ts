import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES, ROLES, SUPPORT_INBOX_ROUTE } from '@seller-tools/contract';
import { createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { passSignInCode } from '../support/mfa.ts';
import { e2eDatabaseUrl, submitSignIn } from '../support/session.ts';

// Issue 24: a seller opens the chat and writes; a staff member answers from the inbox; the seller sees
// the answer without reloading (the event stream, with polling as the fallback).

const PASSWORD = 'Harbor#Lantern82';

async function signIn(page: Page, email: string, staff: boolean) {
  await submitSignIn(page, email, PASSWORD);
  if (staff) await passSignInCode(page, email);
}

test('a seller writes in the chat, staff answer from the inbox, the seller sees it without reloading', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('chatter').email,
    password: PASSWORD,
    name: 'Maria Lopez',
    companyName: `Harbor ${Date.now().toString(36)}`,
  });
  const staff = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('helpdesk').email,
    password: PASSWORD,
    name: 'Help Desk',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.superAdmin],
  });
  const sellerPage = await (await browser.newContext()).newPage();
  const staffPage = await (await browser.newContext()).newPage();

  await signIn(sellerPage, seller.email, false);
  await expect(sellerPage).toHaveURL(/\/dashboard/);
  await sellerPage.getByRole('button', { name: 'Chat with us' }).click();
  const drawer = sellerPage.getByRole('dialog', { name: 'Chat with Seller Tools' });
  await drawer.getByRole('textbox', { name: 'Message' }).fill('My import seems stuck');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByRole('log', { name: 'Messages' })).toContainText('My import seems stuck');

  await signIn(staffPage, staff.email, true);
  await staffPage.goto(SUPPORT_INBOX_ROUTE);
  await staffPage.getByText(seller.email).first().click();
  await staffPage.getByRole('textbox', { name: 'Reply' }).fill('We restarted it, all good now');
  await staffPage.getByRole('button', { name: 'Send' }).click();
  await expect(staffPage.getByRole('log', { name: 'Messages' })).toContainText(
    'We restarted it, all good now',
  );

  // No reload on the seller's side: the answer arrives by itself.
  await expect(drawer.getByRole('log', { name: 'Messages' })).toContainText('We restarted it, all good now', {
    timeout: 20_000,
  });
});

test('a visitor of the public site writes with an email; staff see a visitor and answer; the widget shows it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('helpdesk-visitor').email,
    password: PASSWORD,
    name: 'Help Desk',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.superAdmin],
  });
  const visitorEmail = uniqueEmail('prospect').email;
  const visitorPage = await (await browser.newContext()).newPage();
  const staffPage = await (await browser.newContext()).newPage();

  // The widget's code is not downloaded until the launcher is clicked (issue 4).
  const chunks: string[] = [];
  visitorPage.on('request', (r) => {
    if (r.url().includes('visitor-chat')) chunks.push(r.url());
  });
  await visitorPage.goto(PUBLIC_ROUTES.aboutUs);
  await visitorPage.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await visitorPage.getByRole('button', { name: 'Chat with us' }).click();
  const drawer = visitorPage.getByRole('dialog', { name: 'Chat with Seller Tools' });
  await expect(drawer).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  await expect(drawer.getByRole('button', { name: /Attach/ })).toHaveCount(0);
  await drawer.getByRole('textbox', { name: /Your email/ }).fill(visitorEmail);
  await drawer.getByRole('textbox', { name: 'Message' }).fill('Do you cover Amazon Japan?');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByRole('log', { name: 'Messages' })).toContainText('Do you cover Amazon Japan?');

  await signIn(staffPage, staff.email, true);
  await staffPage.goto(SUPPORT_INBOX_ROUTE);
  const listed = staffPage.getByText(visitorEmail).first();
  await listed.click();
  await staffPage.getByRole('textbox', { name: 'Reply' }).fill('Yes, Japan is covered');
  await staffPage.getByRole('button', { name: 'Send' }).click();

  // The visitor, still on the page, sees the answer arrive.
  await expect(drawer.getByRole('log', { name: 'Messages' })).toContainText('Yes, Japan is covered', {
    timeout: 20_000,
  });
});
