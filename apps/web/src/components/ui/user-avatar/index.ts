export { initialsOf } from './initials';
export { UserAvatar } from './user-avatar';
