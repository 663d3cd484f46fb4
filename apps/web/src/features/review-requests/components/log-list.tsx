import type { TReviewRequestLogItem } from '@seller-tools/contract';
import { LogRow } from './log-row';
import classes from './review-requests.module.css';

/** The orders of one page under column headings (the headings show from a tablet up). */
export function LogList({
  channelId,
  items,
  timeZone,
}: {
  channelId: string;
  items: TReviewRequestLogItem[];
  timeZone: string;
}) {
  return (
    <div>
      <div className={classes.head} aria-hidden>
        <span>Order</span>
        <span>Purchased</span>
        <span>Status</span>
        <span>Scheduled for / done at</span>
        <span />
      </div>
      <ul className={classes.list} aria-label="Review requests by order">
        {items.map((item) => (
          <LogRow key={item.amazon_order_id} channelId={channelId} item={item} timeZone={timeZone} />
        ))}
      </ul>
    </div>
  );
}
