import { PUBLIC_ROUTES } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type TPageMeta, usePageMeta } from '../../lib/page-meta';

/** The router location state each registration step passes to the next one. */
export interface TStepState {
  from: string;
}

export function stepState(from: string): TStepState {
  return { from };
}

function arrivedFrom(state: unknown): string | null {
  if (state === null || typeof state !== 'object' || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

interface RequirePriorStepProps {
  /** The only page this step may be opened from. */
  from: string;
  /** The step's title and description in the page's head. */
  meta: TPageMeta;
  children: ReactNode;
}

/**
 * Spec §2/§4: a later registration step opened from anywhere but its prior page goes to `/`. The prior
 * page sets `state.from` when it navigates; a typed URL, a bookmark or a link elsewhere carries none.
 */
export function RequirePriorStep({ from, meta, children }: RequirePriorStepProps) {
  usePageMeta(meta);
  const location = useLocation();
  if (arrivedFrom(location.state) !== from) return <Navigate to={PUBLIC_ROUTES.home} replace />;
  return children;
}
