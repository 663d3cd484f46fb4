import type { TPpcChange } from '@seller-tools/contract';

// Change-log rows for the PPC write-side tests.
export const STORE = '0b9f4a52-1111-4c8e-9a7e-000000000001';

export function ppcChange(overrides: Partial<TPpcChange> = {}): TPpcChange {
  return {
    id: '5c1d2e3f-2222-4c8e-9a7e-000000000001',
    channel_id: STORE,
    profile_id: '3141592653589793',
    entity_type: 'keyword',
    entity_id: '101',
    campaign_id: '12',
    ad_group_id: '21',
    field: 'bid',
    old_value: '120',
    new_value: '85',
    currency: 'USD',
    source: 'rule',
    rule_run_id: 'a1b2c3d4-run',
    actor_user_id: null,
    actor_name: null,
    rule_name: null,
    reason: '20 clicks, 0 orders in 14 days',
    status: 'applied',
    amazon_code: null,
    amazon_message: null,
    guard_rail: null,
    created_at: '2026-11-22T12:00:00.000Z',
    applied_at: '2026-11-22T12:00:01.000Z',
    undone_by: null,
    undo_of: null,
    ...overrides,
  };
}
