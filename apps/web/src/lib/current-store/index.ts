export { fetchCurrentStore, switchCurrentStore } from './current-store';
