export { CountryFlag } from './country-flag';
