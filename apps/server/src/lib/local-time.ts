/** The hour (0–23) and calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localTime(at: Date, timeZone: string): { hour: number; date: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { hour: Number(part('hour')), date: `${part('year')}-${part('month')}-${part('day')}` };
}
