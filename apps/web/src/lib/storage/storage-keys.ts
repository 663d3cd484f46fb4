// Browser storage keys. The auth.* names are the spec's (§3); the rest are ours.
export const STORAGE_KEYS = {
  accessToken: 'auth.accessToken',
  accessTokenExpiredDate: 'auth.accessTokenExpiredDate',
  isRememberMe: 'auth.isRememberMe',
  /** The email kept after logout when remember-me is set, to prefill the sign-in form. */
  rememberedEmail: 'auth.rememberedEmail',
  userInfo: 'userInfo',
} as const;
