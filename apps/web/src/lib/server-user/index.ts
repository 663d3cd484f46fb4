export { serverUserKey, useUser } from './server-user';
