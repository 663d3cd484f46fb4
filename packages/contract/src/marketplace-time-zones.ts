// The time zone each Amazon marketplace works in (issue 15: a German store's rule defaulted to
// America/Los_Angeles). A new review request rule starts in it, and the store's times are shown in it,
// so Settings → Integrations and Review Request Automation print the same moment the same way.
export const MARKETPLACE_TIME_ZONES: Readonly<Record<string, string>> = {
  ATVPDKIKX0DER: 'America/Los_Angeles', // United States: Amazon's US day runs on Pacific time
  A2EUQ1WTGCTBG2: 'America/Toronto', // Canada
  A1AM78C64UM0Y8: 'America/Mexico_City', // Mexico
  A2Q3Y263D00KWC: 'America/Sao_Paulo', // Brazil
  A1F83G8C2ARO7P: 'Europe/London', // United Kingdom
  A1PA6795UKMFR9: 'Europe/Berlin', // Germany
  A13V1IB3VIYZZH: 'Europe/Paris', // France
  APJ6JRA9NG5V4: 'Europe/Rome', // Italy
  A1RKKUPIHCS9HS: 'Europe/Madrid', // Spain
  A1805IZSGTT6HS: 'Europe/Amsterdam', // Netherlands
  A2NODRKZP88ZB9: 'Europe/Stockholm', // Sweden
  A1C3SOZRARQ6R3: 'Europe/Warsaw', // Poland
  AMEN7PMS3EDWL: 'Europe/Brussels', // Belgium
  A33AVAJ2PDY3EV: 'Europe/Istanbul', // Turkey
  A2VIGQ35RCS4UG: 'Asia/Dubai', // United Arab Emirates
  A17E79C6D8DWNP: 'Asia/Riyadh', // Saudi Arabia
  ARBP9OOSHTCHU: 'Africa/Cairo', // Egypt
  A21TJRUUN4KGV: 'Asia/Kolkata', // India
  A1VC38T7YXB528: 'Asia/Tokyo', // Japan
  A39IBJ37TRP1C6: 'Australia/Sydney', // Australia
  A19VAU5U5O7RUS: 'Asia/Singapore', // Singapore
};

/** The marketplace's zone; an unknown marketplace gets the US one (the app's historical default). */
export function marketplaceTimeZone(marketplaceId: string | null | undefined): string {
  return (marketplaceId && MARKETPLACE_TIME_ZONES[marketplaceId]) || 'America/Los_Angeles';
}
