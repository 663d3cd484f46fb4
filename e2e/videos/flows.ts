import { expect as baseExpect, type Page } from '@playwright/test';
import {
  DATA_PRIVACY_VIDEO,
  type INTRO_VIDEOS,
  MODAL_TITLES,
  PUBLIC_ROUTES,
  REVIEW_ROUTES,
} from '@seller-tools/contract';
import { connectImportedStore, createVerifiedUser } from '@seller-tools/server/testing';
import type { TRunningProduct } from '../support/product.ts';
import { SIGN_UP, signUpToConnect } from '../support/sign-up.ts';
import { Recorder, type TClip } from './recorder.ts';

// The five product videos (spec §2) as real flows through the built product and the marketplace
// sandbox: a seller registers and connects a sandbox store on Amazon's (the sandbox's) consent page, and
// the first import starts. The review features are then shown on a store of the same sandbox seller
// read before recording by the product's own code: the import's catalogue and reviews stages and the
// orders sync's read of the last weeks (connectImportedStore). The live import also reads two years of
// orders, FBA reports and Ads, which took over ten minutes on a shared machine and no video shows.
// Each caption is what the video says.

export type TVideoId = (typeof INTRO_VIDEOS)[number]['id'] | typeof DATA_PRIVACY_VIDEO.id;

// Outside the test runner expect waits 5 s; a shared machine needs the e2e suite's patience.
const expect = baseExpect.configure({ timeout: 60_000 });
// A small sandbox seller (53 ASINs, some 770 reviews).
const SELLER_NAME = /Bluebird Fitness Goods/;
const READ_MS = 2600;
/** The orders the review videos show: those inside Amazon's review-request window, and more. */
const ORDER_DAYS = 45;

type TMail = { text: string };
type TAccount = { email: string; password: string };

async function verificationCode(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: TMail[] };
    const code = /\b(\d{6})\b/.exec(body.data[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no verification mail for ${email}`);
}

/**
 * The account the review videos show: the same person, company and sandbox seller as the registered one,
 * its catalogue, reviews and recent orders read from the sandbox by the product's own import code
 * (unrecorded, before the flows).
 */
async function importedAccount(product: TRunningProduct): Promise<TAccount> {
  const res = await fetch(`${product.sandboxUrl}/sandbox/sellers`);
  const { sellers } = (await res.json()) as {
    sellers: { sellingPartnerId: string; storeName: string; homeMarketplaceId: string }[];
  };
  const seller = sellers.find((s) => SELLER_NAME.test(s.storeName));
  if (!seller) throw new Error('the sandbox has no Bluebird Fitness Goods');
  const user = await createVerifiedUser(product.databaseUrl, {
    email: `videos.imported.${Date.now().toString(36)}@gmail.com`,
    password: SIGN_UP.password,
    name: SIGN_UP.name,
    companyName: SIGN_UP.company,
  });
  const began = Date.now();
  const store = await connectImportedStore(
    product.databaseUrl,
    product.sandboxUrl,
    { companyId: user.companyId, sellerId: seller.sellingPartnerId, marketplaceId: seller.homeMarketplaceId },
    { orderDays: ORDER_DAYS },
  );
  process.stdout.write(
    `imported ${store.reviews} reviews and ${store.orders} orders in ${((Date.now() - began) / 1000).toFixed(0)} s\n`,
  );
  return { email: user.email, password: SIGN_UP.password };
}

/** The onboarding modals (the welcome modal is where the intro videos play), answered off camera. */
async function answerOnboarding(page: Page): Promise<void> {
  const preferences = page.getByRole('dialog', { name: MODAL_TITLES.notificationPreference });
  await expect(preferences).toBeVisible();
  await preferences.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('dialog', { name: MODAL_TITLES.welcome })
    .getByRole('button', { name: 'Got it' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Signs in on the login page (a fresh session: the previous one's tokens cleared). An imported store
 * brings no onboarding modals; any the shell shows are answered.
 */
async function signIn(page: Page, account: TAccount): Promise<void> {
  await page.context().clearCookies();
  await page.goto(PUBLIC_ROUTES.login);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /^Store: .*United States/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (await page.getByRole('dialog', { name: MODAL_TITLES.notificationPreference }).isVisible()) {
    await answerOnboarding(page);
  }
}

/** Registration up to the connect page, unrecorded: the videos begin where their subject begins. */
async function registerToConnect(page: Page, baseUrl: string): Promise<void> {
  const local = `videos.${Date.now().toString(36)}`;
  await signUpToConnect(page, local, () => verificationCode(baseUrl, `${local}@gmail.com`), {
    timeout: 60_000,
  });
}

/** The data privacy video: the connect step and Amazon's consent page, told as what happens to the data. */
async function recordDataPrivacy(page: Page): Promise<TClip> {
  const rec = await Recorder.start(
    page,
    'Connecting your Amazon store takes a minute. Here is what happens to your data.',
  );
  rec.markPoster();
  await rec.hold(READ_MS + 600);
  rec.caption('Choose the region and the marketplace of your seller account.');
  await page.getByRole('combobox', { name: 'Region' }).click();
  await rec.hold(700);
  await page.getByRole('option', { name: 'North America' }).click();
  await page.getByRole('combobox', { name: 'Marketplace' }).click();
  await rec.hold(700);
  await page.getByRole('option', { name: /United States/ }).click();
  await rec.hold(1200);
  rec.caption('Connect sends you to Amazon. Your Amazon password is typed on Amazon’s page, never on ours.');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await rec.hold(READ_MS);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await rec.follow(popup);
  rec.caption(
    'Amazon shows which app asks for access and what it may read. Nothing happens until you confirm.',
  );
  await rec.hold(READ_MS + 400);
  await popup.getByRole('radio', { name: SELLER_NAME }).check();
  await rec.hold(900);
  rec.caption(
    'Seller Tools reads orders, product ratings and reviews, FBA inventory and reimbursements: read-only.',
  );
  await rec.hold(READ_MS);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await closed;
  await rec.follow(page);
  rec.caption('Amazon hands us an authorization. We keep it encrypted at rest and never share it.');
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.registerComplete}$`));
  await rec.hold(READ_MS);
  rec.caption(
    'You stay in control: revoke it any time in Seller Central, under Apps and Services › Manage Your Apps.',
  );
  await rec.hold(READ_MS + 800);
  return rec.stop();
}

/**
 * The welcome video: the registered seller's first import starting, then (cut) the dashboard of a store
 * whose import is done: the imported account's, the same person and sandbox seller.
 */
async function recordWelcome(page: Page, imported: TAccount): Promise<TClip> {
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await answerOnboarding(page);

  const rec = await Recorder.start(
    page,
    'Welcome to Seller Tools! Your store connects, and its first import starts at once.',
  );
  await rec.hold(READ_MS + 400);
  rec.caption(
    'The import reads your products, ratings, reviews and orders from Amazon. It takes a few minutes.',
  );
  await rec.hold(READ_MS);
  rec.pause();
  await signIn(page, imported);
  // The cut lands on the dashboard with its figures in, their fade-in over.
  await expect(page.getByText('Average rating')).toBeVisible();
  await expect(page.getByText('Latest reviews')).toBeVisible();
  await page.waitForTimeout(1500);
  rec.caption('When it is done, the dashboard shows your own store at a glance.');
  rec.resume();
  rec.markPoster();
  await rec.hold(READ_MS + 600);
  rec.caption('Average rating, new reviews and review requests: every number links to its page.');
  await page.mouse.wheel(0, 420);
  await rec.hold(READ_MS);
  await page.mouse.wheel(0, 420);
  await rec.hold(1600);
  await page.mouse.wheel(0, -2000);
  rec.caption(
    'The menu on the left leads to the Product Ratings Tracker, the Review Observer and Review Requests.',
  );
  await page.getByRole('navigation', { name: 'Main menu' }).hover();
  await rec.hold(READ_MS + 600);
  return rec.stop();
}

/** The tracker: the products' ratings, the drops, and one product's rating history. */
async function recordRatingsTracker(page: Page): Promise<TClip> {
  await page.goto(REVIEW_ROUTES.ratings);
  const table = page.getByRole('table', { name: 'Products and their ratings' });
  await expect(table).toBeVisible();
  const rec = await Recorder.start(
    page,
    'The Product Ratings Tracker follows the star rating of every product, day by day.',
  );
  rec.markPoster();
  await rec.hold(READ_MS + 600);
  rec.caption('A product whose rating shoppers now see lower is flagged, with the change beside it.');
  await page.mouse.wheel(0, 300);
  await rec.hold(READ_MS);
  await page.mouse.wheel(0, -300);
  rec.caption('The overview counts the drops and rises across your catalogue.');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await rec.hold(READ_MS + 400);
  await page.getByRole('tab', { name: 'All products' }).click();
  rec.caption('Open a product’s rating history to see each move and the reviews behind it.');
  await rec.hold(1200);
  await table
    .getByRole('button', { name: /^Rating history of / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Rating history' });
  // A busy machine takes seconds to open it: the video cuts to the drawer with its chart drawn.
  rec.pause();
  await expect(drawer.getByText('Daily rating')).toBeVisible();
  await page.waitForLoadState('networkidle');
  rec.resume();
  await rec.hold(READ_MS);
  await drawer.getByText('Since 1st review', { exact: true }).click();
  rec.caption('From the first review on: history rebuilt from the reviews until daily snapshots take over.');
  await rec.hold(READ_MS + 800);
  return rec.stop();
}

/** The observer: every review in one list, narrowed by stars, and one review opened. */
async function recordReviewObserver(page: Page): Promise<TClip> {
  await page.goto(REVIEW_ROUTES.reviews);
  const list = page.getByRole('list', { name: 'Reviews' });
  await expect(list.locator('[data-review-title]').first()).toBeVisible();
  const rec = await Recorder.start(
    page,
    'The Review Observer lists every new review of your products, newest first.',
  );
  rec.markPoster();
  await rec.hold(READ_MS + 600);
  rec.caption('Narrow it down: the critical 1- and 2-star reviews are the ones to answer first.');
  for (const stars of ['1 star', '2 stars']) {
    const id = await page.getByRole('checkbox', { name: stars }).getAttribute('id');
    await page.locator(`label[for="${id}"]`).click();
    await rec.hold(700);
  }
  // The narrowed list loading on a busy machine is cut: the video resumes on the 1- and 2-star reviews.
  rec.pause();
  const higher = list.getByRole('img', { name: /^[345]\.0 out of 5 stars$/ });
  await expect(higher).toHaveCount(0);
  await expect(list.locator('[data-review-title]').first()).toBeVisible();
  await expect(higher).toHaveCount(0);
  rec.resume();
  await rec.hold(READ_MS);
  rec.caption('Open a review to read it whole, tag it, and go to it on Amazon.');
  await rec.hold(600);
  await list.locator('[data-review-title]').first().click();
  rec.pause();
  await expect(page.getByRole('dialog', { name: 'Review' })).toBeVisible();
  await page.waitForTimeout(600);
  rec.resume();
  await rec.hold(READ_MS + 600);
  await page.keyboard.press('Escape');
  rec.caption(
    'Alerts for critical reviews reach you by email, so you can respond before anyone else reads them.',
  );
  await rec.hold(READ_MS + 400);
  return rec.stop();
}

/** Review Request Automation: the rule turned on, and the orders it schedules. */
async function recordReviewRequests(page: Page): Promise<TClip> {
  await page.goto(REVIEW_ROUTES.reviewRequestAutomation);
  const toggle = page.getByRole('switch', { name: /Send review requests automatically/ });
  await expect(toggle).toBeVisible();
  const rec = await Recorder.start(
    page,
    'Review Request Automation asks every eligible buyer for a review, through Amazon’s own Request a Review.',
  );
  rec.markPoster();
  await rec.hold(READ_MS + 800);
  rec.caption('Turn the rule on and choose when to ask: a number of days after delivery.');
  await toggle.click({ force: true });
  await rec.hold(READ_MS);
  rec.caption('Save it, and the orders still inside Amazon’s window are scheduled at once.');
  await page.getByRole('button', { name: 'Save rule' }).click();
  // Scheduling a month of orders takes a busy machine seconds: the video cuts to the saved rule.
  rec.pause();
  await expect(page.getByText(/Review request rule saved/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  rec.resume();
  await rec.hold(READ_MS);
  rec.caption(
    'The log shows every request: when it goes out, and whether Amazon accepted it. Once per order.',
  );
  await page.mouse.wheel(0, 400);
  await rec.hold(READ_MS + 600);
  return rec.stop();
}

const REVIEW_FLOWS = [
  ['product-ratings-tracker', recordRatingsTracker],
  ['review-observer', recordReviewObserver],
  ['review-request-automation', recordReviewRequests],
] as const;

/**
 * Runs the wanted flows in order on one page (1280×720) of the running product, handing each clip over
 * as soon as it is recorded (so a flow that fails late keeps the videos recorded before it). The welcome
 * video follows the data privacy one (the store it connects starts importing), unhanded if not wanted.
 */
export async function recordAll(
  page: Page,
  product: TRunningProduct,
  wanted: ReadonlySet<TVideoId>,
  onClip: (id: TVideoId, clip: TClip) => Promise<void>,
): Promise<void> {
  const reviewFlows = REVIEW_FLOWS.filter(([id]) => wanted.has(id));
  const imported = wanted.has('welcome') || reviewFlows.length > 0 ? await importedAccount(product) : null;
  if (wanted.has(DATA_PRIVACY_VIDEO.id) || wanted.has('welcome')) {
    await registerToConnect(page, product.baseUrl);
    const privacy = await recordDataPrivacy(page);
    if (wanted.has(DATA_PRIVACY_VIDEO.id)) await onClip(DATA_PRIVACY_VIDEO.id, privacy);
    if (imported && wanted.has('welcome')) await onClip('welcome', await recordWelcome(page, imported));
  }
  if (!imported) return;
  if (!wanted.has('welcome')) await signIn(page, imported);
  for (const [id, record] of reviewFlows) await onClip(id, await record(page));
}
