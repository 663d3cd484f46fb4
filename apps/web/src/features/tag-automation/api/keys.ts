/** Tag automation's own query keys (the tags themselves are lib/review-tags' tagKeys). */
export const ruleKeys = {
  all: ['review', 'tag-rules'] as const,
};

export const asinOptionKeys = {
  store: (channelId: string) => ['review', 'asin-options', channelId] as const,
};
