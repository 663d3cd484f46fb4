export { formatDateTime, formatDay, formatZonedDateTime, zoneAbbreviation } from './date-time';
export { isoDay, isoDaysAgo } from './iso-day';
export { parseDay } from './parse-day';
