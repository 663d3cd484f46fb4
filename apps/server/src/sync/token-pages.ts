import type { TStageContext } from './sync-context.ts';

// The v0 SP-API operations (Fulfillment Inbound, Finances) page with a NextToken in the payload: the first
// request carries the query, each further one only the token the previous page returned.

type TTokenPage = { payload?: { NextToken?: string } };

/** Reads every page: `fetch(undefined)` for the first, `fetch(token)` for the next, until no token. */
export async function eachTokenPage<TPage extends TTokenPage>(
  fetch: (nextToken: string | undefined) => Promise<TPage>,
  handle: (page: TPage) => Promise<void>,
): Promise<void> {
  let next: string | undefined;
  do {
    const page = await fetch(next);
    await handle(page);
    next = page.payload?.NextToken;
  } while (next);
}

/** Adds rows written by one page (or window) to the stage's running count under `key`. */
export function addCount(ctx: Pick<TStageContext, 'counts'>, key: string, written: number): void {
  ctx.counts[key] = (ctx.counts[key] ?? 0) + written;
}
