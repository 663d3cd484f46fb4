import type { TTagRule } from '@seller-tools/contract';

/** "Contains “broken”, “leak” · 1–2 stars · 2 ASINs": what a rule matches, in one line. */
export function ruleConditions(rule: Pick<TTagRule, 'keywords' | 'stars' | 'asins'>): string[] {
  const parts: string[] = [];
  if (rule.keywords.length > 0) parts.push(`Contains ${rule.keywords.map((k) => `“${k}”`).join(', ')}`);
  if (rule.stars.length > 0) {
    const stars = [...rule.stars].sort();
    parts.push(`${stars.join(', ')} ${stars.length === 1 && stars[0] === 1 ? 'star' : 'stars'}`);
  }
  if (rule.asins.length > 0) {
    parts.push(rule.asins.length <= 3 ? rule.asins.join(', ') : `${rule.asins.length} ASINs`);
  }
  return parts;
}
