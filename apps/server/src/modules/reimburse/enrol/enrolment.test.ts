import {
  BILLING_MESSAGES,
  ENROL_MESSAGES,
  ENROL_TERMS_VERSION,
  REIMBURSE_SETTINGS_MESSAGES,
} from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companyPlans,
  plans,
  reimburseEnrolments,
  reimburseFindings,
  reimburseStoreSettings,
} from '../../../db/schema/index.ts';
import { insertStore, UK_MARKETPLACE } from '../../../testing/channels.ts';
import { expectEnvelopeError } from '../../../testing/envelope-error.ts';
import { injectAs, insertSignedInUser } from '../../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../../testing/test-app.ts';

const BILLING = {
  name: 'Acme Trading LLC',
  email: 'billing@acme.test',
  address_line1: '1 Harbor Way',
  address_line2: '',
  city: 'Seattle',
  state: 'WA',
  postal_code: '98101',
  country: 'US',
};
const PREFERENCE = { case_approval: 'auto-above', auto_file_above: 5000, min_case_value: 1000 };

describe('self-service enrolment in reimbursement recovery', () => {
  let t: TTestApp;
  const drafted: { companyId: string; channelId: string }[] = [];
  const billed: unknown[] = [];
  let failDrafts = false;
  let owner: { token: string; companyId: string; id: string };
  let member: string;
  let rival: string;
  let us: string;
  let uk: string;
  let rivalStore: string;
  const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
    injectAs(t.app, token, method, url, body);
  const putTerms = (token: string, accepted = true, version = ENROL_TERMS_VERSION) =>
    as(token, 'PUT', '/api/reimburse/enrolment/terms', { accepted, version });

  beforeAll(async () => {
    t = await buildTestApp({
      draftCases: async (input) => {
        if (failDrafts) throw new Error('cases module down');
        drafted.push(input);
      },
      billingSetup: async (input) => {
        billed.push(input);
      },
    });
    owner = await insertSignedInUser(t, t.db, { email: 'owner@acme.test', companyName: 'Acme', name: 'Ada' });
    us = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A1ACME' });
    uk = await insertStore(t.db, {
      companyId: owner.companyId,
      sellerId: 'A2ACME',
      marketplaceId: UK_MARKETPLACE,
    });
    member = (await insertSignedInUser(t, t.db, { email: 'member@acme.test', companyId: owner.companyId }))
      .token;
    const other = await insertSignedInUser(t, t.db, { email: 'rival@rival.test', companyName: 'Rival' });
    rival = other.token;
    rivalStore = await insertStore(t.db, { companyId: other.companyId, sellerId: 'A9RIVAL' });
    await t.db.insert(reimburseFindings).values({
      channelId: us,
      kind: 'lost-not-reimbursed',
      findingKey: 'REF-1:X001',
      status: 'open',
      quantity: 2,
      estimatedValueMinor: 4920,
      currency: 'USD',
      occurredAt: new Date('2026-10-01T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('refuses members and answers readable 4xx for each step out of order or invalid', async () => {
    const denied = await as(member, 'GET', '/api/reimburse/enrolment');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: true, message: ENROL_MESSAGES.adminOnly });
    expect(
      (await as(member, 'PUT', '/api/reimburse/enrolment/stores', { channel_ids: [us] })).statusCode,
    ).toBe(403);

    const empty = await as(owner.token, 'PUT', '/api/reimburse/enrolment/stores', { channel_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(ENROL_MESSAGES.storesRequired);
    // Another company's store is not the caller's to enrol.
    const foreign = await as(owner.token, 'PUT', '/api/reimburse/enrolment/stores', {
      channel_ids: [rivalStore],
    });
    expectEnvelopeError(foreign, 400, ENROL_MESSAGES.storeUnknown);

    const early = await putTerms(owner.token);
    expectEnvelopeError(early, 409, ENROL_MESSAGES.storesFirst);
    expect((await as(owner.token, 'POST', '/api/reimburse/enrolment/finish')).statusCode).toBe(409);
    expect(await t.db.select().from(reimburseEnrolments)).toEqual([]);
  });

  it('saves each step and resumes at the first one not saved', async () => {
    const fresh = await as(owner.token, 'GET', '/api/reimburse/enrolment');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({
      step: 1,
      finished: false,
      case_preference: null,
      billing: null,
    });
    expect(fresh.json().data.terms.commission_percent).toBe(20);
    expect(fresh.json().data.terms.points[0]).toContain('20 %');
    const usRow = fresh.json().data.stores.find((s: { channel_id: string }) => s.channel_id === us);
    expect(usRow).toMatchObject({
      chosen: false,
      currency: 'USD',
      potential_value: 4920,
      potential_count: 1,
    });

    const stores = await as(owner.token, 'PUT', '/api/reimburse/enrolment/stores', { channel_ids: [us] });
    expect(stores.statusCode).toBe(200);
    expect(stores.json().data.step).toBe(2);
    expect((await as(owner.token, 'GET', '/api/reimburse/enrolment')).json().data.step).toBe(2);

    const unticked = await putTerms(owner.token, false);
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain(ENROL_MESSAGES.termsRequired);
    const stale = await putTerms(owner.token, true, '2020-01');
    expectEnvelopeError(stale, 409, ENROL_MESSAGES.termsChanged);
    const terms = await putTerms(owner.token);
    expect(terms.statusCode).toBe(200);
    expect(terms.json().data).toMatchObject({ step: 3, terms: { accepted_by: 'Ada' } });
    const [record] = await t.db.select().from(reimburseEnrolments);
    expect(record).toMatchObject({
      termsVersion: ENROL_TERMS_VERSION,
      termsPercent: 20,
      termsAcceptedBy: owner.id,
      termsAcceptedAt: t.clock.now(),
    });
    expect(record?.termsAcceptedIp).toBeTruthy();

    const noValue = await as(owner.token, 'PUT', '/api/reimburse/enrolment/case-preference', {
      ...PREFERENCE,
      auto_file_above: null,
    });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().message).toContain(REIMBURSE_SETTINGS_MESSAGES.autoFileNeedsValue);
    const pref = await as(owner.token, 'PUT', '/api/reimburse/enrolment/case-preference', PREFERENCE);
    expect(pref.statusCode).toBe(200);
    expect(pref.json().data).toMatchObject({ step: 4, case_preference: PREFERENCE });

    const badBilling = await as(owner.token, 'PUT', '/api/reimburse/enrolment/billing', {
      ...BILLING,
      country: 'XX',
    });
    expect(badBilling.statusCode).toBe(400);
    expect(badBilling.json().message).toContain(BILLING_MESSAGES.countryInvalid);
    expect(billed).toEqual([]);
    const billing = await as(owner.token, 'PUT', '/api/reimburse/enrolment/billing', BILLING);
    expect(billing.statusCode).toBe(200);
    expect(billing.json().data).toMatchObject({ step: 4, billing: BILLING, finished: false });
    expect(billed).toEqual([{ companyId: owner.companyId, actorUserId: owner.id, details: BILLING }]);

    // Resuming later: the same state, step 4, every step's answer.
    const resumed = (await as(owner.token, 'GET', '/api/reimburse/enrolment')).json().data;
    expect(resumed).toMatchObject({ step: 4, case_preference: PREFERENCE, billing: BILLING });
    expect(resumed.stores.find((s: { channel_id: string }) => s.channel_id === us).chosen).toBe(true);
  });

  it('finishes once: plan assigned, chosen store enrolled with the preference, module reimburse, cases drafted', async () => {
    failDrafts = true;
    const failed = await as(owner.token, 'POST', '/api/reimburse/enrolment/finish');
    expectEnvelopeError(failed, 503, ENROL_MESSAGES.casesPending);
    failDrafts = false;
    const done = await as(owner.token, 'POST', '/api/reimburse/enrolment/finish');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.module_config.module).toBe('reimburse');
    expect(done.json().data.plan_list.map((p: { plan_name: string }) => p.plan_name)).toContain('reimburse');
    expect(drafted).toEqual([{ companyId: owner.companyId, channelId: us }]);

    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'reimburse'));
    const assigned = await t.db
      .select()
      .from(companyPlans)
      .where(and(eq(companyPlans.companyId, owner.companyId), eq(companyPlans.planId, plan?.id ?? '')));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]?.assignedBy).toBe(owner.id);
    // Recorded in the audit trail as plan management records an assignment.
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.action, 'plan.assign'));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorId: owner.id, target: owner.companyId });
    expect(trail[0]?.detail).toMatchObject({ via: 'enrolment', commission_percent: 20, channel_ids: [us] });
    const settings = await t.db.select().from(reimburseStoreSettings);
    expect(settings.find((s) => s.channelId === us)).toMatchObject({
      enrolled: true,
      caseApproval: 'auto-above',
      autoFileAboveMinor: 5000,
      minCaseValueMinor: 1000,
    });
    expect(settings.find((s) => s.channelId === uk)).toMatchObject({ enrolled: false });

    // Again: nothing written twice, nothing handed over twice.
    const again = await as(owner.token, 'POST', '/api/reimburse/enrolment/finish');
    expect(again.statusCode).toBe(200);
    expect(drafted).toHaveLength(1);
    expect(
      await t.db.select().from(companyPlans).where(eq(companyPlans.companyId, owner.companyId)),
    ).toHaveLength(1);
    const state = (await as(owner.token, 'GET', '/api/reimburse/enrolment')).json().data;
    expect(state.finished).toBe(true);
    // The steps are closed once enrolled.
    const reopen = await as(owner.token, 'PUT', '/api/reimburse/enrolment/stores', { channel_ids: [uk] });
    expectEnvelopeError(reopen, 409, ENROL_MESSAGES.alreadyEnrolled);
    // The enrolled line's pages now open.
    expect((await as(owner.token, 'GET', `/api/reimburse/payouts?channel_id=${us}`)).statusCode).toBe(200);
  });

  it('/add-new enrols another store of an enrolled company and audits it', async () => {
    expect((await as(member, 'POST', '/api/reimburse/enrolment/stores', { channel_id: uk })).statusCode).toBe(
      403,
    );
    const already = await as(owner.token, 'POST', '/api/reimburse/enrolment/stores', { channel_id: us });
    expectEnvelopeError(already, 409, ENROL_MESSAGES.alreadyInLine);
    const notEnrolled = await as(rival, 'POST', '/api/reimburse/enrolment/stores', {
      channel_id: rivalStore,
    });
    expectEnvelopeError(notEnrolled, 409, ENROL_MESSAGES.notEnrolled);

    const added = await as(owner.token, 'POST', '/api/reimburse/enrolment/stores', { channel_id: uk });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(ENROL_MESSAGES.storeAdded);
    expect(added.json().data.stores.every((s: { chosen: boolean }) => s.chosen)).toBe(true);
    const [ukSettings] = await t.db
      .select()
      .from(reimburseStoreSettings)
      .where(eq(reimburseStoreSettings.channelId, uk));
    expect(ukSettings).toMatchObject({ enrolled: true, caseApproval: 'auto-above', minCaseValueMinor: 1000 });
    expect(drafted.at(-1)).toEqual({ companyId: owner.companyId, channelId: uk });
    const jobs = await t.queue.findJobs('reimburse-audit', { data: { channelId: uk } });
    expect(jobs).toHaveLength(1);
  });

  it("asks for the terms again when the plan's percent changed since they were accepted", async () => {
    await as(rival, 'PUT', '/api/reimburse/enrolment/stores', { channel_ids: [rivalStore] });
    await putTerms(rival);
    expect((await as(rival, 'GET', '/api/reimburse/enrolment')).json().data.step).toBe(3);
    await t.db.update(plans).set({ commissionPercent: 25 }).where(eq(plans.name, 'reimburse'));
    try {
      const state = (await as(rival, 'GET', '/api/reimburse/enrolment')).json().data;
      expect(state).toMatchObject({ step: 2, terms: { commission_percent: 25, accepted_at: null } });
      const skipped = await as(rival, 'PUT', '/api/reimburse/enrolment/case-preference', PREFERENCE);
      expectEnvelopeError(skipped, 409, ENROL_MESSAGES.termsFirst);
    } finally {
      await t.db.update(plans).set({ commissionPercent: 20 }).where(eq(plans.name, 'reimburse'));
    }
  });
});
