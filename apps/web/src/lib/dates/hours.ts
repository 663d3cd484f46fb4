/** "08:00 (8 AM)" for 8: the 24-hour clock with the 12-hour one beside it (send hours, summary hours). */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour).padStart(2, '0')}:00 (${twelve} ${hour < 12 ? 'AM' : 'PM'})`;
}

export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: hourLabel(hour),
}));
