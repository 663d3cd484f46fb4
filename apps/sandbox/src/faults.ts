import { z } from 'zod';
import type { TClock } from './clock.ts';
import { rngFor } from './prng.ts';

export const ZFaultRule = z.object({
  /** An operation name (see usage-plans.ts) or "*" for every operation without its own rule. */
  operation: z.string().min(1).default('*'),
  /** Share of requests answered with `errorStatus` (0–1). */
  errorRate: z.number().min(0).max(1).default(0),
  errorStatus: z.union([z.literal(500), z.literal(503)]).default(500),
  /** Extra delay before answering, in milliseconds of real time. */
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  /** Share of requests answered 429 whatever the bucket holds (0–1). */
  throttleRate: z.number().min(0).max(1).default(0),
  /** Share of the items of a multi-status (207) write answered with Amazon's retryable INTERNAL_ERROR (0–1). */
  itemErrorRate: z.number().min(0).max(1).default(0),
  /** A 429 storm: every request answered 429 for this long (sandbox clock) … */
  stormMs: z.number().int().min(0).default(0),
  /** … or for this many requests. */
  stormRequests: z.number().int().min(0).default(0),
});
export type TFaultRuleInput = z.input<typeof ZFaultRule>;

type TRule = z.infer<typeof ZFaultRule> & { stormUntil: number; stormLeft: number };
export type TFaultDecision = { latencyMs: number; outcome: 'throttle' | 'error' | null; status: number };

export type TFaults = {
  set(input: TFaultRuleInput): TRule;
  clear(): void;
  list(): TRule[];
  decide(operation: string): TFaultDecision;
  /** Whether one item of a multi-status write fails with an internal error. */
  itemFails(operation: string): boolean;
};

// Injected faults draw from a seeded generator, so a test with a 10 % error rate sees the same
// failures on every run.
export function createFaults(clock: TClock): TFaults {
  const rules = new Map<string, TRule>();
  let rng = rngFor('faults');
  return {
    set(input) {
      const parsed = ZFaultRule.parse(input);
      const rule = {
        ...parsed,
        stormUntil: clock.now().getTime() + parsed.stormMs,
        stormLeft: parsed.stormRequests,
      };
      rules.set(parsed.operation, rule);
      return rule;
    },
    clear() {
      rules.clear();
      rng = rngFor('faults');
    },
    list: () => [...rules.values()],
    itemFails(operation) {
      const rule = rules.get(operation) ?? rules.get('*');
      return rule !== undefined && rule.itemErrorRate > 0 && rng.chance(rule.itemErrorRate);
    },
    decide(operation) {
      const rule = rules.get(operation) ?? rules.get('*');
      if (!rule) return { latencyMs: 0, outcome: null, status: 200 };
      const base = { latencyMs: rule.latencyMs };
      if (rule.stormLeft > 0) {
        rule.stormLeft--;
        return { ...base, outcome: 'throttle', status: 429 };
      }
      if (clock.now().getTime() < rule.stormUntil) return { ...base, outcome: 'throttle', status: 429 };
      if (rule.throttleRate > 0 && rng.chance(rule.throttleRate))
        return { ...base, outcome: 'throttle', status: 429 };
      if (rule.errorRate > 0 && rng.chance(rule.errorRate))
        return { ...base, outcome: 'error', status: rule.errorStatus };
      return { ...base, outcome: null, status: 200 };
    },
  };
}
