import { MARKETPLACE_TIME_ZONES } from '@seller-tools/contract';
import { describe, expect, it } from 'vitest';
import { CODE_CLASSES, referenceCodes } from '../../db/reference-data.ts';
import { defaultRuleFor } from './rules.ts';

describe('the rule a store starts from', () => {
  it('is in its marketplace’s time zone, for every marketplace the app knows (issue 15)', () => {
    const marketplaces = referenceCodes().filter((c) => c.class === CODE_CLASSES.marketplace);
    expect(marketplaces.length).toBeGreaterThan(20);
    for (const { code, name } of marketplaces) expect(MARKETPLACE_TIME_ZONES[code], name).toBeDefined();
    expect(defaultRuleFor('A1PA6795UKMFR9')).toMatchObject({ enabled: false, time_zone: 'Europe/Berlin' });
    expect(defaultRuleFor('A19VAU5U5O7RUS').time_zone).toBe('Asia/Singapore');
  });
});
