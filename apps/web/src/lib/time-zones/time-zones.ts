// The time-zone choices of the intro-call form and the notification settings: every IANA zone the browser
// knows, labelled with its current offset so "new york" and "GMT-5" both find it.

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function offsetOf(timeZone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
      at,
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

export type TTimeZoneOption = { value: string; label: string };

export function timeZoneOptions(at: Date = new Date()): TTimeZoneOption[] {
  const zones = new Set<string>(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  // The browser's own zone and UTC are always offered, even where the list lacks them.
  zones.add(browserTimeZone());
  zones.add('UTC');
  return [...zones].sort().map((zone) => {
    const offset = offsetOf(zone, at);
    const name = zone.replaceAll('_', ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}
