export { formatDateTime, formatDay } from './date-time';
export { isoDay, isoDaysAgo } from './iso-day';
