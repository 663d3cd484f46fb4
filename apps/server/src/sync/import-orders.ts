import { parseTsv } from '../integrations/amazon/sp-api.ts';
import { validRecords } from './amazon-payloads.ts';
import { ZAllOrdersRow } from './amazon-records.ts';
import { ordersFromReport } from './order-rows.ts';
import { writeOrderRows } from './orders-api.ts';
import { dayWindows, eachLimited } from './report-rows.ts';
import { checkBudget } from './stage-errors.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';
import { addCount } from './token-pages.ts';

export const ORDER_HISTORY_DAYS = 730;
const REPORT_WINDOW_DAYS = 30;
/** Reports in flight at once: createReport's burst (15) covers them, so none waits for a refill. */
export const ORDER_REPORTS_IN_FLIGHT = 6;
/** Recent orders the first orders sync reads through searchOrders, for the delivery window the report does not carry. */
export const RECENT_ORDER_DAYS = 30;

type TCheckpoint = { from: number; to: number; doneWindows: number[] };

// Two years of orders: the all-orders report in 30-day windows (searchOrders pages 100 orders every
// three minutes; the report brings a month per request). The windows are fixed at the first run and each finished
// one is recorded, so a restarted import reads only the missing ones.
export async function importOrders(ctx: TStageContext): Promise<void> {
  const { store, marketplace } = ctx;
  const now = ctx.clock.now().getTime();
  const saved = ctx.checkpoint as TCheckpoint | null;
  const cp: TCheckpoint = saved?.from
    ? { ...saved, doneWindows: [...(saved.doneWindows ?? [])] }
    : { from: now - ORDER_HISTORY_DAYS * DAY_MS, to: now, doneWindows: [] };
  const windows = dayWindows(cp.from, cp.to, REPORT_WINDOW_DAYS);
  ctx.counts.orders ??= 0;
  ctx.counts.items ??= 0;
  ctx.counts.windows = windows.length;

  // Checkpoint writes are serialized so a slow one never lands after a newer one.
  let saving = Promise.resolve();
  const save = () => {
    const snapshot = { ...cp, doneWindows: [...cp.doneWindows].sort((a, b) => a - b) };
    const counts = { ...ctx.counts, windowsDone: snapshot.doneWindows.length };
    saving = saving.then(() => ctx.progress.save(counts, snapshot));
    return saving;
  };

  const todo = windows.map((w, i) => ({ ...w, i })).filter((w) => !cp.doneWindows.includes(w.i));
  const reports = eachLimited(todo, ORDER_REPORTS_IN_FLIGHT, async (w) => {
    checkBudget(ctx); // between windows: what is done is in the checkpoint
    const text = await marketplace.spApi.fetchReport(store, {
      reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      marketplaceIds: [store.marketplaceId],
      dataStartTime: new Date(w.start).toISOString(),
      dataEndTime: new Date(w.end - 1).toISOString(),
    });
    const records = validRecords(ctx, 'order report row', ZAllOrdersRow, text === null ? [] : parseTsv(text));
    const rows = ordersFromReport(store.channelId, store.marketplaceId, records);
    await writeOrderRows(ctx, rows);
    addCount(ctx, 'orders', rows.orders.length);
    addCount(ctx, 'items', rows.items.length);
    cp.doneWindows.push(w.i);
    await save();
  });
  await reports;
  ctx.counts.windowsDone = cp.doneWindows.length;
  // The first scheduled sync (queued as the import ends) starts a month back: it reads the recent orders
  // through searchOrders for the delivery windows the report does not carry. At Amazon's rate that is a
  // page every three minutes, so it is kept off the import's critical path.
  ctx.checkpoint = { ...cp, ordersSyncedTo: cp.to - RECENT_ORDER_DAYS * DAY_MS };
}
