export {
  getRememberedEmail,
  getSession,
  getUserInfo,
  isRememberMe,
  logout,
  saveSession,
  saveUserInfo,
  type TSaveSessionInput,
  type TSession,
} from './auth-storage';
export { clearStorage, readItem, readJson, removeItem, writeItem } from './safe-storage';
export { STORAGE_KEYS } from './storage-keys';
export type { TUserInfo } from './user-info';
export { parseUtcDate } from './utc-date';
