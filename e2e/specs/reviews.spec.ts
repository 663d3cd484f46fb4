import { expect, type Page, test } from '@playwright/test';
import { formatDefaultDate, REMOVE_CONFIRM, REVIEW_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// The review product (issue 7) against the real server: the tracker's chart for one ASIN with the day its
// rating moved, the observer's filters, and the confirmations before a multi-value select removes values.
// Set REVIEW_SHOTS=/some/dir to also save screenshots of every review page at 1440 and 375 px.

const PASSWORD = 'Harbor#Lantern82';
const US = 'ATVPDKIKX0DER';
const SHOTS_DIR = process.env.REVIEW_SHOTS;

const LANTERN = 'B0E2ELAMP1';
const ROPE = 'B0E2EROPE2';

/** The UTC day `days` before today, as the server cuts days. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

type TReviewSeed = { id: string; asin: string; stars: number; title: string; body: string; daysAgo: number };

const REVIEWS: TReviewSeed[] = [
  {
    id: 'RE2E0001',
    asin: LANTERN,
    stars: 1,
    title: 'Cracked after a week',
    body: 'The glass cracked after a week of normal use.',
    daysAgo: 4,
  },
  {
    id: 'RE2E0002',
    asin: LANTERN,
    stars: 2,
    title: 'Dim light',
    body: 'Much dimmer than the photos, and the battery is weak.',
    daysAgo: 8,
  },
  {
    id: 'RE2E0003',
    asin: LANTERN,
    stars: 5,
    title: 'Bright and sturdy',
    body: 'Bright lantern; the battery lasts all night.',
    daysAgo: 6,
  },
  {
    id: 'RE2E0004',
    asin: ROPE,
    stars: 5,
    title: 'Strong rope',
    body: 'Held the boat all night, no fraying.',
    daysAgo: 3,
  },
  {
    id: 'RE2E0005',
    asin: ROPE,
    stars: 2,
    title: 'Frayed quickly',
    body: 'The ends frayed within days.',
    daysAgo: 2,
  },
];

/**
 * A seller with one connected, imported store: two products, daily rating snapshots (the lantern's
 * displayed rating falls from 4.3 to 4.2 four days ago, the day its 1-star review arrived), five reviews
 * and three tags.
 */
async function seedStore(prefix: string) {
  const { email } = uniqueEmail(prefix);
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2HARBOR',
    marketplaceId: US,
    signupStep: 'done',
  });
  const tagIds = await withAdminClient(e2eDatabaseUrl(), async (db) => {
    await db.query(
      `insert into products (channel_id, sku, asin, title) values ($1, 'LANTERN-1', $2, 'Harbor Storm Lantern'),
        ($1, 'ROPE-1', $3, 'Harbor Braided Rope')`,
      [store.id, LANTERN, ROPE],
    );
    for (let day = 12; day >= 0; day -= 1) {
      const lantern = day >= 5 ? { average: '4.34', count: 150 } : { average: '4.24', count: 152 };
      await db.query(
        `insert into rating_snapshots (channel_id, asin, snapshot_date, average, ratings_count)
         values ($1, $2, $3, $4, $5), ($1, $6, $3, '4.61', 80)`,
        [store.id, LANTERN, daysAgo(day), lantern.average, lantern.count, ROPE],
      );
    }
    for (const review of REVIEWS) {
      // processed_at set: the review-events job leaves these alone (no alert mails from seed data).
      await db.query(
        `insert into reviews (channel_id, review_id, asin, stars, title, body, review_date, verified,
           helpful_votes, author, processed_at)
         values ($1, $2, $3, $4, $5, $6, $7, true, 0, 'E2E Buyer', now())`,
        [store.id, review.id, review.asin, review.stars, review.title, review.body, daysAgo(review.daysAgo)],
      );
    }
    const tags = await db.query<{ id: string }>(
      `insert into tags (company_id, name, color) values ($1, 'Quality', 'red'), ($1, 'Shipping', 'blue'),
        ($1, 'Packaging', 'teal') returning id`,
      [user.companyId],
    );
    return tags.rows.map((row) => row.id);
  });
  return { ...user, storeId: store.id, tagIds };
}

/** Clicks a filter chip by the label its (visually hidden) checkbox carries. */
async function toggleChip(page: Page, name: string) {
  const id = await page.getByRole('checkbox', { name }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/** The titles of the reviews the observer lists, in order. */
function listedTitles(page: Page) {
  return page.getByRole('list', { name: 'Reviews' }).locator('[data-review-title]');
}

test('the tracker charts one ASIN: the day its displayed rating moved, and the review that moved it', async ({
  page,
}) => {
  const user = await seedStore('reviews-tracker');
  await signInThroughLogin(page, user.email, PASSWORD);
  await page.goto(REVIEW_ROUTES.ratings);

  const lantern = page.getByRole('row').filter({ hasText: 'Harbor Storm Lantern' });
  await expect(lantern).toHaveAttribute('data-drop', 'true');
  await expect(lantern.getByText('Rating drop: 4.3 → 4.2')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Harbor Braided Rope' })).not.toHaveAttribute(
    'data-drop',
  );

  await page.getByRole('button', { name: 'Rating history of Harbor Storm Lantern' }).click();
  const drawer = page.getByRole('dialog', { name: 'Rating history' });
  await expect(drawer.getByRole('figure', { name: /Displayed rating per day/ })).toBeVisible();
  const marker = drawer.getByRole('button', { name: /^Rating move on .*: 4\.3 → 4\.2, 1 review$/ });
  await expect(marker).toHaveCount(1);
  await expect(drawer.getByRole('heading', { name: 'Rating moves (1)' })).toBeVisible();

  // Selecting the marker brings its move forward, with the review that moved the rating.
  await marker.click();
  const move = drawer.locator(`#rating-move-${daysAgo(4)}`);
  await expect(move).toBeFocused();
  await expect(move.getByText('Cracked after a week', { exact: true })).toBeVisible();
  await expect(move.getByText('4.3 → 4.2')).toBeVisible();
  const link = move.getByRole('link', { name: /Read the review "Cracked after a week" on Amazon/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the observer narrows the list by stars and by keyword', async ({ page }) => {
  const user = await seedStore('reviews-observer');
  await signInThroughLogin(page, user.email, PASSWORD);
  await page.goto(REVIEW_ROUTES.reviews);

  const titles = listedTitles(page);
  await expect(titles).toHaveText([
    'Frayed quickly',
    'Strong rope',
    'Cracked after a week',
    'Bright and sturdy',
    'Dim light',
  ]);

  await toggleChip(page, '1 star');
  await toggleChip(page, '2 stars');
  await expect(titles).toHaveText(['Frayed quickly', 'Cracked after a week', 'Dim light']);
  await expect(page).toHaveURL(/stars=1%2C2/);

  await page.getByRole('textbox', { name: 'Keyword' }).fill('battery');
  await expect(titles).toHaveText(['Dim light']);
  await expect(page).toHaveURL(/q=battery/);

  // Keyword alone: the 5-star review that mentions it too.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('textbox', { name: 'Keyword' }).fill('battery');
  await expect(titles).toHaveText(['Bright and sturdy', 'Dim light']);
});

test('removing tags asks first: one by name, several by count', async ({ page }) => {
  const user = await seedStore('reviews-tags');
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    for (const tagId of user.tagIds) {
      await db.query(
        `insert into review_tags (channel_id, review_id, tag_id, source) values ($1, 'RE2E0001', $2, 'manual')`,
        [user.storeId, tagId],
      );
    }
  });
  await signInThroughLogin(page, user.email, PASSWORD);
  await page.goto(`${REVIEW_ROUTES.reviews}?review=RE2E0001`);

  const drawer = page.getByRole('dialog', { name: 'Review' });
  await expect(drawer.getByText('The glass cracked after a week of normal use.')).toBeVisible();
  const tags = drawer.getByRole('combobox', { name: 'Tags' });
  const pills = drawer.locator('.mantine-Pill-label');
  await expect(pills).toHaveText(['Packaging', 'Quality', 'Shipping']);

  // Backspace removes the last value: first the question, naming it; Cancel keeps it.
  await tags.click();
  await tags.press('Backspace');
  const confirm = page.getByRole('dialog', { name: 'Remove this item?' });
  await expect(confirm).toContainText(REMOVE_CONFIRM.single('Shipping'));
  await expect(confirm).toContainText('Are you sure you want to remove "Shipping"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(pills).toHaveText(['Packaging', 'Quality', 'Shipping']);

  // Clearing them all: one question with the count; Remove saves.
  await drawer.locator('button[aria-label="Remove all"]').click();
  const several = page.getByRole('dialog', { name: 'Remove these items?' });
  await expect(several).toContainText('Are you sure you want to remove 3 items?');
  await several.getByRole('button', { name: 'Remove' }).click();
  await expect(pills).toHaveCount(0);

  // Saved on the server: a fresh load shows the review without tags.
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Review' }).getByText('The glass cracked after a week of normal use.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Review' }).locator('.mantine-Pill-label')).toHaveCount(0);

  // The rule editor's keyword list asks the same.
  await page.goto(REVIEW_ROUTES.settingsTagAutomation);
  await page.getByRole('button', { name: 'New rule' }).click();
  const editor = page.getByRole('dialog', { name: 'New rule' });
  const keywords = editor.getByRole('combobox', { name: /contains any of these words/ });
  await keywords.fill('leak');
  await keywords.press('Enter');
  await keywords.fill('drip');
  await keywords.press('Enter');
  await keywords.press('Backspace');
  await expect(page.getByRole('dialog', { name: 'Remove this item?' })).toContainText(
    'Are you sure you want to remove "drip"?',
  );
});

test('reports export the rows as CSV and XLSX downloads', async ({ page }) => {
  const user = await seedStore('reviews-export');
  await signInThroughLogin(page, user.email, PASSWORD);
  await page.goto(REVIEW_ROUTES.reports);
  await expect(page.getByRole('table', { name: 'Reviews and ratings report' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();

  for (const [button, extension] of [
    ['Export CSV', 'csv'],
    ['Export XLSX', 'xlsx'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
    const path = await file.path();
    expect(path).toBeTruthy();
  }
});

test('a product read on a few days only: one point per tracked day, tracked since its first snapshot, a rating at the end of every week', async ({
  page,
}) => {
  const user = await seedStore('reviews-sparse');
  const LAMP = 'B0E2ESPARS';
  // The product page was read 20, 9 and 2 days ago only (the server was off in between); reviews a week
  // apart, so each falls in its own week.
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    await db.query(
      `insert into products (channel_id, sku, asin, title) values ($1, 'LAMP-1', $2, 'Harbor Desk Lamp')`,
      [user.storeId, LAMP],
    );
    for (const [day, average] of [
      [20, '4.46'],
      [9, '4.38'],
      [2, '4.12'],
    ] as const) {
      await db.query(
        `insert into rating_snapshots (channel_id, asin, snapshot_date, average, ratings_count) values ($1, $2, $3, $4, 40)`,
        [user.storeId, LAMP, daysAgo(day), average],
      );
    }
    await db.query(
      `insert into reviews (channel_id, review_id, asin, stars, title, body, review_date, verified, helpful_votes,
         author, processed_at)
       values ($1, 'RE2ELAMP1', $2, 1, 'Flickers', 'The lamp flickers.', $3, true, 0, 'E2E Buyer', now()),
         ($1, 'RE2ELAMP2', $2, 5, 'Warm light', 'Lovely warm light.', $4, true, 0, 'E2E Buyer', now()),
         ($1, 'RE2ELAMP3', $2, 2, 'Wobbly', 'The base wobbles.', $5, true, 0, 'E2E Buyer', now())`,
      [user.storeId, LAMP, daysAgo(15), daysAgo(8), daysAgo(1)],
    );
  });
  await signInThroughLogin(page, user.email, PASSWORD);
  await page.goto(REVIEW_ROUTES.ratings);
  await page.getByRole('button', { name: 'Rating history of Harbor Desk Lamp' }).click();
  const drawer = page.getByRole('dialog', { name: 'Rating history' });
  const chart = drawer.getByRole('figure', { name: /Displayed rating per day/ });
  await expect(chart).toBeVisible();
  const firstSnapshot = formatDefaultDate(daysAgo(20));
  for (const [period, slots] of [
    ['90 days', 90],
    ['30 days', 30],
    ['1 year', 365],
  ] as const) {
    await drawer.getByText(period, { exact: true }).click();
    // The axis spans the whole period; the line has a point on each of the 21 days since the first snapshot.
    await expect(chart.locator('rect > title')).toHaveCount(slots);
    await expect
      .poll(
        async () => ((await chart.locator('path').first().getAttribute('d')) ?? '').match(/[ML]/g)?.length,
      )
      .toBe(21);
    await expect(drawer.getByText(`Tracked since ${firstSnapshot}.`)).toBeVisible();
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/ratings-sparse-${slots}-1440.png` });
  }
  if (SHOTS_DIR) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS_DIR}/ratings-sparse-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.keyboard.press('Escape');

  // Reports by week for this ASIN: every week from the first snapshot on has its rating at the end.
  await page.goto(REVIEW_ROUTES.reports);
  await page.getByRole('textbox', { name: 'Only this ASIN' }).fill(LAMP);
  const table = page.getByRole('table', { name: 'Reviews and ratings report' });
  await expect(table.getByRole('row')).toHaveCount(5); // header, three weeks, total
  const ratingsAtEnd = await table.locator('tbody tr td:last-child').allTextContents();
  expect(ratingsAtEnd).toHaveLength(3);
  expect(ratingsAtEnd).not.toContain('—');
  await expect(page.getByRole('figure', { name: 'Displayed rating at the end of each week' })).toBeVisible();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/reports-sparse-1440.png`, fullPage: true });
});

test('screenshots of every review page at 1440 and 375 px', async ({ page }) => {
  test.skip(!SHOTS_DIR, 'REVIEW_SHOTS not set');
  test.setTimeout(120_000);
  const user = await seedStore('reviews-shots');
  await signInThroughLogin(page, user.email, PASSWORD);
  const pages: [string, string, string][] = [
    ['dashboard', REVIEW_ROUTES.dashboard, 'Latest reviews'],
    ['rating-overview', REVIEW_ROUTES.ratingOverview, 'Biggest drops first'],
    ['ratings', REVIEW_ROUTES.ratings, 'Product Ratings Tracker'],
    ['ratings-detail', `${REVIEW_ROUTES.ratings}?asin=${LANTERN}`, 'Rating moves (1)'],
    ['reviews', REVIEW_ROUTES.reviews, 'Review Observer'],
    ['reviews-detail', `${REVIEW_ROUTES.reviews}?review=RE2E0001`, 'Likely order'],
    ['tag-automation', REVIEW_ROUTES.settingsTagAutomation, 'Rules'],
    ['reports', REVIEW_ROUTES.reports, 'Reports'],
    ['notification', REVIEW_ROUTES.settingsNotification, 'Review summary'],
  ];
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
    }
  }
  // Issue 15's screens: filters folded and opened on a phone, a tag created from the picker, and the
  // report by ASIN with twenty products (their labels must not run into each other).
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    for (let i = 0; i < 20; i += 1) {
      await db.query(
        `insert into reviews (channel_id, review_id, asin, stars, title, body, review_date, verified,
           helpful_votes, author, processed_at)
         values ($1, $2, $3, 4, 'Fine', 'Fine product.', $4, true, 0, 'E2E Buyer', now())`,
        [user.storeId, `RE2EMANY${i}`, `B0E2EM${String(i).padStart(4, '0')}`, daysAgo(i % 10)],
      );
    }
  });
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(REVIEW_ROUTES.reports);
    await expect(page.getByRole('table', { name: 'Reviews and ratings report' })).toBeVisible();
    if (width === 375) await page.getByRole('combobox', { name: 'Group by' }).selectOption('ASIN');
    else await page.getByText('ASIN', { exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Product' })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS_DIR}/reports-asin-${width}.png`, fullPage: true });
  }
  for (const [name, path] of [
    ['reviews-filters-open', REVIEW_ROUTES.reviews],
    ['ratings-filters-open', REVIEW_ROUTES.ratings],
  ] as const) {
    await page.goto(`${path}`);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-375.png`, fullPage: true });
  }
  await page.goto(`${REVIEW_ROUTES.reviews}?review=RE2E0002`);
  const picker = page.getByRole('dialog', { name: 'Review' }).getByRole('combobox', { name: 'Tags' });
  await picker.click();
  await picker.fill('Fragile');
  await expect(page.getByRole('option', { name: 'Create tag "Fragile"' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/reviews-create-tag-375.png` });
  await page.getByRole('option', { name: 'Create tag "Fragile"' }).click();
  await expect(page.getByRole('dialog', { name: 'Review' }).locator('.mantine-Pill-label')).toHaveText([
    'Fragile',
  ]);
  await page.screenshot({ path: `${SHOTS_DIR}/reviews-tag-created-375.png` });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(REVIEW_ROUTES.reports);
  await expect(page.getByRole('table', { name: 'Reviews and ratings report' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS_DIR}/reports-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('product images the marketplace serves load under the content security policy (issue 18)', async ({
  page,
}) => {
  const sandbox = process.env.E2E_SANDBOX_URL;
  if (!sandbox) throw new Error('E2E_SANDBOX_URL is not set: run through the e2e global setup');
  // The server knows the marketplace by the origin it is configured with (localhost:<port>), and the
  // catalogue's image addresses are on that origin.
  const sandboxUrl = sandbox.replace('//127.0.0.1:', '//localhost:');
  const user = await seedStore('reviews-images');
  // A product of a demo seller of the marketplace, and the image address its catalogue gives, on the
  // marketplace's own host (the sandbox here).
  const listed = (await (
    await fetch(`${sandbox}/sandbox/listing-events?sellingPartnerId=A1US9WKS7FGPAW`)
  ).json()) as { events: { asin: string | null }[] };
  const asin = listed.events.find((e) => e.asin)?.asin;
  expect(asin).toBeTruthy();
  await withAdminClient(e2eDatabaseUrl(), (db) =>
    db.query(`update products set image_url = $2 where channel_id = $1 and asin = $3`, [
      user.storeId,
      `${sandboxUrl}/images/I/${asin}.svg`,
      LANTERN,
    ]),
  );
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await signInThroughLogin(page, user.email, PASSWORD);
  await page.goto(REVIEW_ROUTES.ratings);
  const lantern = page.getByRole('row').filter({ hasText: 'Harbor Storm Lantern' });
  const image = lantern.locator(`img[src^="${sandboxUrl}/images/I/"]`);
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((i) => {
        // (The e2e project has no DOM types: what an <img> says of its load.)
        const img = i as unknown as { complete: boolean; naturalWidth: number };
        return img.complete && img.naturalWidth > 0;
      }),
    )
    .toBe(true);
  expect(refused).toEqual([]);
});
