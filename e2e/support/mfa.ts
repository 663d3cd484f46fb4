import { expect, type Page } from '@playwright/test';
import { TEST_TOTP_SECRET, totpCode } from '@seller-tools/server/testing';

// Two-step verification in the browser specs (issue 17): staff seeded by createVerifiedUser have
// TEST_TOTP_SECRET as their factor, and the product's first administrator gets it from ADMIN_TOTP_SECRET.

/** The product's bootstrapped administrator (support/product.ts sets these in its environment). */
export const E2E_ADMIN = {
  email: 'admin@e2e.seller-tools.test',
  password: 'E2e!Admin-Lantern82',
  totpSecret: TEST_TOTP_SECRET,
} as const;

const STEP_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * A code the server will take for this user: it accepts each step once (replay) and one step either side
 * of now, so a second code within the same 30 s is the next step's, and a third waits for it.
 */
export async function freshCode(email: string, secret: string = TEST_TOTP_SECRET): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastStep.get(email) ?? now - 1) + 1);
    if (step <= now + 1) {
      lastStep.set(email, step);
      return totpCode(secret, new Date(step * STEP_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * After "Sign In" was clicked: an account with a second factor is asked for its code, which this types;
 * either way it waits for the shell.
 */
export async function passSignInCode(page: Page, email: string, timeout?: number): Promise<void> {
  const shell = page
    .getByRole('navigation', { name: 'Main menu' })
    .or(page.getByRole('button', { name: 'Open menu' }));
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(shell.or(code)).toBeVisible({ timeout });
  if (await code.isVisible()) {
    await code.fill(await freshCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(shell).toBeVisible({ timeout });
}
