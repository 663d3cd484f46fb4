import { parseTsv } from '../integrations/amazon/sp-api.ts';
import { validRecords } from './amazon-payloads.ts';
import { ZAllOrdersRow } from './amazon-records.ts';
import { ordersFromReport } from './order-rows.ts';
import { importMissingItems, ordersWithoutItems, readOrdersSince, writeOrderRows } from './orders-api.ts';
import { dayWindows, eachLimited, settleAll } from './report-rows.ts';
import { checkBudget } from './stage-errors.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';
import { addCount } from './token-pages.ts';

export const ORDER_HISTORY_DAYS = 730;
const REPORT_WINDOW_DAYS = 30;
/** Reports in flight at once: createReport's burst (15) covers them, so none waits for a refill. */
export const ORDER_REPORTS_IN_FLIGHT = 6;
/** Recent orders also read through searchOrders, for the delivery window the report does not carry. */
export const RECENT_ORDER_DAYS = 30;

type TCheckpoint = { from: number; to: number; doneWindows: number[]; recentDone?: boolean };

// Two years of orders: the all-orders report in 30-day windows (searchOrders pages 100 orders every
// three minutes; the report brings a month per request), and beside them searchOrders for the last
// month, whose orders come with their items. The windows are fixed at the first run and each finished
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
  // searchOrders pages at its own bucket's pace (three minutes a page at Amazon's rate), so it reads
  // beside the reports rather than after them; its rows are written once the reports are in, so the
  // fresher answer (status, delivery window, items) is the one that stays.
  const recent = cp.recentDone
    ? Promise.resolve({ orders: [], items: [] })
    : readOrdersSince(ctx, { createdAfter: new Date(cp.to - RECENT_ORDER_DAYS * DAY_MS).toISOString() });
  await settleAll([reports, recent]);
  if (!cp.recentDone) {
    const rows = await recent;
    const ids = rows.orders.map((r) => r.amazonOrderId);
    // Orders placed after the last report was made have no items yet: theirs are the new ones.
    const missing = await ordersWithoutItems(ctx, ids);
    await writeOrderRows(ctx, rows);
    ctx.counts.items += rows.items.filter((i) => missing.has(i.amazonOrderId)).length;
    // Any order whose items did not come through (quarantined) is read once more on its own.
    ctx.counts.items += await importMissingItems(ctx, ids);
    cp.recentDone = true;
    await save();
  }
  ctx.counts.windowsDone = cp.doneWindows.length;
  ctx.checkpoint = { ...cp, ordersSyncedTo: cp.to };
}
