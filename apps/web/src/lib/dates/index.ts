export { isoDay, isoDaysAgo } from './iso-day';
