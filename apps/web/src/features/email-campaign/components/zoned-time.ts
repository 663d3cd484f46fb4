/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetAt(at: number, timeZone: string): number {
  const parts: Record<string, string> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const n = (type: string) => Number(parts[type] ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** A wall-clock time (yyyy-mm-ddThh:mm, as a datetime-local input gives it) in a zone, as a UTC ISO string. */
export function zonedToUtc(local: string, timeZone: string): string | null {
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return null;
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone)).toISOString();
}

/** The UTC instant as a wall-clock time in the zone (yyyy-mm-ddThh:mm). */
export function utcToZoned(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return new Date(at + offsetAt(at, timeZone)).toISOString().slice(0, 16);
}
