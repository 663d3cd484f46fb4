import { expect, type Page } from '@playwright/test';

// The product-line switch above the menu, which the seller-side specs share (signing in: session.ts).

/** Switches the product line with the switch above the menu (opening the mobile menu first on a phone). */
export async function switchLine(page: Page, line: 'Reviews' | 'Reimbursement') {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByTestId('module-switch').getByText(line, { exact: true }).click();
  await expect(page).toHaveURL(/\/(dashboard|reimburse\/signup-dashboard)$/);
}
