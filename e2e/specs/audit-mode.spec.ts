import { expect, test } from '@playwright/test';
import { REIMBURSE_ROUTES, ROLES, STAFF_AUDIT_LABELS } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Audit mode (issue 20, spec §3 isAuditing): a case manager finds a seller with GET /api/user/find, picks
// one of their stores (GET /api/user/channel), opens the seller's reimbursement line read-only, sees the
// seller's findings under the "Audit mode — read-only" banner with every write disabled, and leaves;
// every view is in the audit trail with the page it came from.

const PASSWORD = 'Harbor#Lantern82';

/** A seller on the reimburse plan with one US store and one open finding the audit wrote. */
async function seedAuditedSeller() {
  const owner = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('audited-owner').email,
    password: PASSWORD,
    name: 'Ada Audited',
    companyName: 'Harbor Audited Goods',
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: 'AUDITEDUS',
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'done',
  });
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    await db.query(
      `insert into company_plans (company_id, plan_id) select $1, id from plans where name = 'reimburse'`,
      [owner.companyId],
    );
    await db.query(
      `insert into reimburse_findings (channel_id, kind, finding_key, status, sku, shipment_id, reference_id,
         quantity, unit_value_minor, estimated_value_minor, currency, valuation, occurred_at, claim_deadline,
         evidence)
       values ($1, 'short-received', 'FBAAUDITED1:LANTERN-AUD-1', 'open', 'LANTERN-AUD-1', 'FBAAUDITED1',
         'FBAAUDITED1', 3, 1640, 4920, 'USD', '3 × $16.40 unit cost', now() - interval '50 days',
         (now() + interval '10 days')::date, '{"shipment_id":"FBAAUDITED1"}')`,
      [store.id],
    );
  });
  return owner;
}

test("a case manager opens a seller's reimbursement line read-only, and every view is recorded", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const owner = await seedAuditedSeller();
  const manager = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('case-manager').email,
    password: PASSWORD,
    name: 'Casey Manager',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.caseManager],
  });
  await signInThroughLogin(page, manager.email, PASSWORD);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: STAFF_AUDIT_LABELS.openSeller }).click();
  const dialog = page.getByRole('dialog', { name: STAFF_AUDIT_LABELS.openSeller });
  await dialog.getByRole('textbox', { name: STAFF_AUDIT_LABELS.searchLabel }).fill(owner.email);
  await dialog.getByRole('button', { name: /Ada Audited/ }).click();
  await dialog
    .getByRole('button', { name: new RegExp(`^${STAFF_AUDIT_LABELS.openLine.replace(/[()]/g, '\\$&')}`) })
    .click();

  // The line opens on the seller's dashboard under the banner.
  const banner = page.getByTestId('audit-banner');
  await expect(banner).toContainText(STAFF_AUDIT_LABELS.banner('Harbor Audited Goods'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-potential')).toHaveText('$49.20');
  await expect(page.getByTestId('module-switch').getByRole('radio', { name: 'Reviews' })).toBeDisabled();

  await page.goto(REIMBURSE_ROUTES.casesInProgress);
  await expect(page.getByTestId('finding-card').filter({ hasText: 'LANTERN-AUD-1' })).toBeVisible();

  // Settings are shown, not changeable: no save, switches off.
  await page.goto(REIMBURSE_ROUTES.settingsCasePreference);
  await expect(page.getByText(STAFF_AUDIT_LABELS.readOnlyHint)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);

  await banner.getByRole('button', { name: STAFF_AUDIT_LABELS.leave }).click();
  await expect(banner).toHaveCount(0);

  // The trail: the audit (who, which company, from when to when) and the views, with their pages.
  const trail = await withAdminClient(e2eDatabaseUrl(), async (db) => {
    const audits = await db.query(
      `select a.id, a.ended_at from staff_audits a join users u on u.id = a.staff_user_id
        where u.email = $1 and a.company_id = $2`,
      [manager.email, owner.companyId],
    );
    const views = await db.query(
      `select route, page from staff_audit_views where audit_id = $1 order by id`,
      [audits.rows[0]?.id],
    );
    return { audits: audits.rows, views: views.rows as { route: string; page: string | null }[] };
  });
  expect(trail.audits).toHaveLength(1);
  expect(trail.audits[0]?.ended_at).not.toBeNull();
  expect(trail.views.map((v) => v.route)).toContain('/api/reimburse/findings');
  expect(trail.views.map((v) => v.page)).toContain(REIMBURSE_ROUTES.casesInProgress);
});
