// Query keys of the PPC automation panels (rules, harvesting, dayparting, break-even) under one root per
// store; kept apart from the read side's keys.
export const ppcAutomationKeys = {
  all: ['ppc-automation'] as const,
  store: (channelId: string) => [...ppcAutomationKeys.all, channelId] as const,
  rules: (channelId: string) => [...ppcAutomationKeys.store(channelId), 'rules'] as const,
  runs: (channelId: string, ruleId: string) =>
    [...ppcAutomationKeys.store(channelId), 'runs', ruleId] as const,
  harvest: (channelId: string, query: Record<string, unknown>) =>
    [...ppcAutomationKeys.store(channelId), 'harvest', query] as const,
  dayparting: (channelId: string) => [...ppcAutomationKeys.store(channelId), 'dayparting'] as const,
  breakEven: (channelId: string) => [...ppcAutomationKeys.store(channelId), 'break-even'] as const,
  tags: (channelId: string) => [...ppcAutomationKeys.store(channelId), 'tags'] as const,
  entityTags: (channelId: string, ids: readonly string[]) =>
    [...ppcAutomationKeys.tags(channelId), 'of', ids] as const,
};
