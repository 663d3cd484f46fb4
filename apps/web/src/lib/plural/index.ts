export { plural } from './plural';
