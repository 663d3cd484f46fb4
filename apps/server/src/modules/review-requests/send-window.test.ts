import { describe, expect, it } from 'vitest';
import { zonedDay, zonedInstant } from '../../lib/zoned-time.ts';
import { amazonWindow, planSend } from './send-window.ts';

const LA = 'America/Los_Angeles';
const order = {
  earliestDeliveryDate: new Date('2026-11-02T20:00:00Z'),
  latestDeliveryDate: new Date('2026-11-06T20:00:00Z'),
};
const rule = { delayDays: 5, sendHour: 10, timeZone: LA };
const longAgo = new Date('2026-10-01T00:00:00Z');

describe('zoned time', () => {
  it('finds the instant of a wall-clock hour on both sides of a DST change', () => {
    expect(zonedInstant('2026-07-01', 10, LA).toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(zonedInstant('2026-11-02', 10, LA).toISOString()).toBe('2026-11-02T18:00:00.000Z');
    expect(zonedInstant('2026-11-23', 8, 'Asia/Tokyo').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(zonedDay(new Date('2026-11-22T23:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-23');
  });
});

describe("Amazon's solicitation window and the rule's send time", () => {
  it('opens 5 days after the earliest delivery and closes 30 days after the latest', () => {
    expect(amazonWindow(order)).toEqual({
      opens: new Date('2026-11-07T20:00:00Z'),
      closes: new Date('2026-12-06T20:00:00Z'),
    });
  });

  it('a send day before the window opens moves to the first send hour inside it', () => {
    const plan = planSend(order, { ...rule, delayDays: 4 }, longAgo);
    // Nov 6 10:00 PST is before the window (Nov 7 12:00 PST); Nov 7 10:00 also; Nov 8 10:00 is inside.
    expect(plan).toEqual({
      kind: 'scheduled',
      at: new Date('2026-11-08T18:00:00Z'),
      windowEnd: new Date('2026-12-06T20:00:00Z'),
    });
  });

  it('day 5 at an hour after the window opened sends that day', () => {
    const plan = planSend(order, { ...rule, sendHour: 15 }, longAgo);
    expect(plan.kind === 'scheduled' && plan.at.toISOString()).toBe('2026-11-07T23:00:00.000Z');
  });

  it('a backfilled order inside the window sends now; on the last day still; after it, expired', () => {
    const lastHour = new Date('2026-12-06T19:00:00Z');
    expect(planSend(order, rule, lastHour)).toEqual({
      kind: 'scheduled',
      at: lastHour,
      windowEnd: new Date('2026-12-06T20:00:00Z'),
    });
    expect(planSend(order, rule, new Date('2026-12-06T20:00:01Z'))).toMatchObject({ kind: 'expired' });
  });

  it('an order without a delivery date cannot be planned', () => {
    expect(planSend({ earliestDeliveryDate: null, latestDeliveryDate: null }, rule, longAgo)).toEqual({
      kind: 'no-delivery-date',
    });
  });
});
