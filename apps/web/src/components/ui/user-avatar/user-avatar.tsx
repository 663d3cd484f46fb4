import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from './initials';

interface UserAvatarProps {
  /** The person's name (or email when they have none): the initials come from it. */
  name: string;
  /** Their profile image; without one, the initials show. */
  src?: string | null | undefined;
  size?: AvatarProps['size'];
}

/**
 * A person's avatar, the same everywhere (profile, side menu, team list): one initials rule and one colour,
 * so a renamed user sees the same letters on every screen.
 */
export function UserAvatar({ name, src, size }: UserAvatarProps) {
  return (
    <Avatar src={src || null} alt="" radius="xl" color="brand" variant="filled" size={size}>
      {initialsOf(name)}
    </Avatar>
  );
}
