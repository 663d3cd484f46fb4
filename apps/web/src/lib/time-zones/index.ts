export { browserTimeZone, type TTimeZoneOption, timeZoneOptions } from './time-zones';
