/** Query keys of the public forms. */
export const publicFormKeys = {
  all: ['public-forms'] as const,
  /** Whether the server lets this /mapps/login callback receive a session. */
  mappsRedirect: (redirect: string) => ['public-forms', 'mapps-redirect', redirect] as const,
};
