/** Query keys of the notification settings page's own reads (the review settings key is beside its call). */
export const notificationKeys = {
  me: ['user', 'me'] as const,
};
