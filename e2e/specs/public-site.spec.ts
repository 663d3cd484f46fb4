import { expect, type Page, test } from '@playwright/test';
import {
  DEFAULT_SCHEDULING_URL,
  DROPDOWN_ANIMATION_MS,
  DROPDOWN_OPEN_DEBOUNCE_MS,
  FEATURE_MENU,
  FOOTER_CTA,
  LEGAL_LAST_UPDATED,
  PUBLIC_MENU_LABELS,
  PUBLIC_ROUTES,
  SERVICE_MENU,
} from '@seller-tools/contract';

// The public marketing pages of spec §2 served by the public layout, with their title and heading.
const PAGES = [
  { path: PUBLIC_ROUTES.home, title: /^Seller Tools: /, heading: /Protect your ratings/ },
  {
    path: PUBLIC_ROUTES.ratingTrackerService,
    title: 'Product Ratings Tracker | Seller Tools',
    heading: /rating moves/,
  },
  {
    path: PUBLIC_ROUTES.reviewObserverService,
    title: 'Review Observer | Seller Tools',
    heading: /every new review/,
  },
  {
    path: PUBLIC_ROUTES.reviewRequestService,
    title: 'Review Request Automation | Seller Tools',
    heading: /Ask every buyer/,
  },
  { path: PUBLIC_ROUTES.automationFeature, title: 'Automation | Seller Tools', heading: /Set the rule once/ },
  {
    path: PUBLIC_ROUTES.dailyNotificationFeature,
    title: 'Daily Notification | Seller Tools',
    heading: /one email/,
  },
  {
    path: PUBLIC_ROUTES.productDetailOverviewFeature,
    title: 'Product Detail Overview | Seller Tools',
    heading: /Everything about one product/,
  },
  { path: PUBLIC_ROUTES.aboutUs, title: 'About Us | Seller Tools', heading: /earn the reviews/ },
  {
    path: PUBLIC_ROUTES.termsOfService,
    title: 'Terms of Service | Seller Tools',
    heading: 'Terms of Service',
  },
  { path: PUBLIC_ROUTES.privacyPolicy, title: 'Privacy Policy | Seller Tools', heading: 'Privacy Policy' },
  {
    path: PUBLIC_ROUTES.marketSelect,
    title: 'Choose your marketplace | Seller Tools',
    heading: /Which marketplace/,
  },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const { path, title, heading } of PAGES) {
  test(`${path} shows its title, its heading, the menu and the footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
    await expect(mainNav(page).getByRole('button', { name: PUBLIC_MENU_LABELS.services })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(FOOTER_CTA.title)).toBeVisible();
  });
}

test('the legal documents are dated Sept 7 2022', async ({ page }) => {
  for (const path of [PUBLIC_ROUTES.termsOfService, PUBLIC_ROUTES.privacyPolicy]) {
    await page.goto(path);
    await expect(page.getByText(`Last updated ${LEGAL_LAST_UPDATED}`)).toBeVisible();
  }
});

test('the Services and Features dropdowns open on hover after the debounce', async ({ page }) => {
  // The page's timers run on a paused fake clock, so the debounce is checked on both sides of its edge
  // however slow this machine is at the moment.
  await page.clock.install();
  await page.goto(PUBLIC_ROUTES.home);
  const services = mainNav(page).getByRole('button', { name: PUBLIC_MENU_LABELS.services });
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  // The prerendered button is there before the app's code: move the mouse once React has hydrated it
  // (it marks the element with its fiber), or the hover reaches no handler on a slow machine.
  await expect
    .poll(() => services.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  const box = await services.boundingBox();
  if (!box) throw new Error('the Services button has no box');
  await page.clock.pauseAt(Date.now() + 60_000);
  // A bare mouse move: hover()'s stability checks would wait on the paused animation frames.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(DROPDOWN_OPEN_DEBOUNCE_MS - 50);
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await page.clock.runFor(100);
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(DROPDOWN_ANIMATION_MS + 50);
  await page.clock.resume();
  for (const entry of SERVICE_MENU) {
    await expect(mainNav(page).getByRole('link', { name: new RegExp(`^${entry.label}`) })).toBeVisible();
  }

  const features = mainNav(page).getByRole('button', { name: PUBLIC_MENU_LABELS.features });
  await features.hover();
  await expect(features).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  for (const entry of FEATURE_MENU) {
    await expect(mainNav(page).getByRole('link', { name: new RegExp(`^${entry.label}`) })).toBeVisible();
  }

  await mainNav(page)
    .getByRole('link', { name: /^Daily Notification/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.dailyNotificationFeature}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/one email/);
});

test('the dropdowns work from the keyboard', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.aboutUs);
  const services = mainNav(page).getByRole('button', { name: PUBLIC_MENU_LABELS.services });
  await services.focus();
  await page.keyboard.press('ArrowDown');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(
    mainNav(page).getByRole('link', { name: new RegExp(`^${SERVICE_MENU[0]?.label}`) }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${SERVICE_MENU[0]?.path}$`));
});

test('Start Now opens the scheduling page in a new tab, Sign In goes to /login', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.home);
  const startNow = page.getByRole('banner').getByRole('link', { name: /Start Now/ });
  await expect(startNow).toHaveAttribute('href', DEFAULT_SCHEDULING_URL);
  await expect(startNow).toHaveAttribute('target', '_blank');
  await expect(startNow).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('banner').getByRole('link', { name: PUBLIC_MENU_LABELS.signIn }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('footer links navigate', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.home);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: PUBLIC_MENU_LABELS.termsOfUse }).click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.termsOfService}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await footer.getByRole('link', { name: PUBLIC_MENU_LABELS.privacyPolicy }).click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.privacyPolicy}$`));
  await footer.getByRole('link', { name: 'Review Request Automation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ask every buyer/);
  // A new page starts at the top.
  // Expressions as strings: the e2e project compiles without the DOM's types.
  expect(await page.evaluate('window.scrollY')).toBe(0);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens a menu with the same items, and a link closes it', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.home);
    await expect(mainNav(page)).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Mobile' });
    // Each link's name is its label followed by its one-line description.
    for (const entry of [...SERVICE_MENU, ...FEATURE_MENU]) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${entry.label}`) })).toHaveAttribute(
        'href',
        entry.path,
      );
    }
    for (const label of [
      PUBLIC_MENU_LABELS.contactUs,
      PUBLIC_MENU_LABELS.aboutUs,
      PUBLIC_MENU_LABELS.signIn,
    ]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    const startNow = menu.getByRole('link', { name: /Start Now/ });
    await expect(startNow).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(startNow).toHaveAttribute('target', '_blank');

    await menu.getByRole('link', { name: PUBLIC_MENU_LABELS.aboutUs }).click();
    await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.aboutUs}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/earn the reviews/);
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(Number(overflow), path).toBeLessThanOrEqual(0);
    }
  });
});

test('/market-select leads to registration with the marketplace chosen', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.marketSelect);
  await page.getByRole('radio', { name: 'Europe' }).click();
  await page.getByRole('radio', { name: /United Kingdom/ }).click();
  await page.getByRole('button', { name: 'Continue with United Kingdom' }).click();
  await expect(page).toHaveURL(/\/register\/info$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('signup.marketChoice'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    regionCode: 'Europe',
    marketplaceCode: 'A1F83G8C2ARO7P',
  });
});
