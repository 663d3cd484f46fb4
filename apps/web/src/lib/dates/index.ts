export { formatDateTime, formatDay, formatZonedDateTime, zoneAbbreviation } from './date-time';
export { HOUR_OPTIONS, hourLabel } from './hours';
export { isoDay, isoDaysAgo } from './iso-day';
export { parseDay } from './parse-day';
