/** The dashboard's query keys. */
export const dashboardKeys = {
  all: ['review', 'dashboard'] as const,
  store: (channelId: string) => [...dashboardKeys.all, channelId] as const,
};
