import { expect, test } from '@playwright/test';
import { MFA_MESSAGES, PUBLIC_ROUTES, ROLES, SYSTEM_ROUTES } from '@seller-tools/contract';
import { createVerifiedUser, totpCode } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { E2E_ADMIN, freshCode } from '../support/mfa.ts';
import { e2eDatabaseUrl } from '../support/session.ts';

// Two-step verification (issue 17 M7) in the browser: the sign-in's code step, and the enrolment a staff
// user without a second factor must finish before any system page.

const PASSWORD = 'Harbor#Lantern82';

test('the administrator provisioned with ADMIN_TOTP_SECRET signs in with a code; a wrong one is refused', async ({
  page,
}) => {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  const right = await freshCode(E2E_ADMIN.email, E2E_ADMIN.totpSecret);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText(MFA_MESSAGES.wrongCode);

  await code.fill(right);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Enrolled: the system pages open at once.
  await page.goto(SYSTEM_ROUTES.userMonitoring);
  await expect(page.getByRole('textbox', { name: 'Search users' })).toBeVisible();
});

test('a super-admin without a second factor is asked to enrol before any system page', async ({ page }) => {
  const admin = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('unenrolled-admin').email,
    password: PASSWORD,
    name: 'New Admin',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.superAdmin],
    totpSecret: null,
  });
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.goto(SYSTEM_ROUTES.roleManagement);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Role management' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  // The authenticator app's part: the key shown under the QR code gives the codes.
  const secret = (await page.getByTestId('mfa-secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { name: 'Role management' })).toBeVisible();
});
