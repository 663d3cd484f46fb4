import { z } from 'zod';
import { FAVORITE_CHANNEL_CONFIG_NAME } from '../../constants.ts';

// Per-user settings stored by name (spec §7 GET/PUT /api/user/config). A user reads and writes only their
// own configs; there is no way to name another user.

export const USER_CONFIG_NAME_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/;
/** The largest config the server keeps, as JSON text. */
export const USER_CONFIG_MAX_BYTES = 16_384;
/** The most configs (distinct names) one user keeps. */
export const USER_CONFIGS_MAX = 100;
/** The most stores a favourites list may hold. */
export const FAVORITE_CHANNEL_MAX_ITEMS = 500;

export const USER_CONFIG_MESSAGES = {
  nameInvalid: 'Config name must be 1 to 64 lower-case letters, digits, dots, dashes or underscores.',
  tooLarge: `Config data must be at most ${USER_CONFIG_MAX_BYTES} bytes as JSON.`,
  configIdMismatch: 'config_id does not belong to this config.',
  tooMany: `A user can keep at most ${USER_CONFIGS_MAX} configs; delete one to add another.`,
} as const;

export const ZUserConfigName = z
  .string()
  .trim()
  .regex(USER_CONFIG_NAME_PATTERN, USER_CONFIG_MESSAGES.nameInvalid);

/** One favourite store: the seller and the marketplace (the store entry's seller_id and market_id). */
export const ZFavoriteChannel = z.object({
  seller_id: z.string().trim().min(1).max(100),
  market_id: z.string().trim().min(1).max(100),
});
export type TFavoriteChannel = z.infer<typeof ZFavoriteChannel>;
/** The data of the config named favorite_channel. */
export const ZFavoriteChannelList = z.array(ZFavoriteChannel).max(FAVORITE_CHANNEL_MAX_ITEMS);
export type TFavoriteChannelList = z.infer<typeof ZFavoriteChannelList>;

/** Configs whose data has a known shape; the server checks it on save. Others hold any JSON value. */
export const KNOWN_USER_CONFIGS = { [FAVORITE_CHANNEL_CONFIG_NAME]: ZFavoriteChannelList } as const;

export const ZUserConfig = z.object({
  config_id: z.string(),
  name: z.string(),
  data: z.unknown(),
  /** UTC, ISO 8601. */
  updated_at: z.string(),
});
export type TUserConfig = z.infer<typeof ZUserConfig>;
