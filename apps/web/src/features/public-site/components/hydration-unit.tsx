import { type ReactNode, Suspense } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own, after the parts around it and in its own
 * pass: a long page then hydrates in many short tasks rather than a few long ones that hold up input
 * (issue 4: Lighthouse's total blocking time). Input that reaches a part first hydrates it first. Nothing
 * in it suspends, so rendered in the browser it is as if it were not there.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
