import { describe, expect, it } from 'vitest';
import { MARKETPLACE_TIME_ZONES, marketplaceTimeZone } from './marketplace-time-zones.ts';

describe('marketplace time zones', () => {
  it('gives each marketplace its own zone, and every zone is one Intl knows', () => {
    expect(marketplaceTimeZone('A1PA6795UKMFR9')).toBe('Europe/Berlin');
    expect(marketplaceTimeZone('A1VC38T7YXB528')).toBe('Asia/Tokyo');
    expect(marketplaceTimeZone('A19VAU5U5O7RUS')).toBe('Asia/Singapore');
    expect(marketplaceTimeZone('A1AM78C64UM0Y8')).toBe('America/Mexico_City');
    expect(marketplaceTimeZone('ATVPDKIKX0DER')).toBe('America/Los_Angeles');
    expect(marketplaceTimeZone('unknown')).toBe('America/Los_Angeles');
    for (const zone of Object.values(MARKETPLACE_TIME_ZONES))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });
});
