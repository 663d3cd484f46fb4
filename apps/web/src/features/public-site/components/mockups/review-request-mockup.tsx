import { BrowserFrame } from './browser-frame';
import classes from './mockups.module.css';

const ORDERS = [
  { id: '114-3928475-1029384', status: 'Sent', tone: 'good' },
  { id: '112-8837261-5520193', status: 'Scheduled · Mar 21', tone: 'info' },
  { id: '113-2290846-7731025', status: 'Skipped · refunded', tone: 'warn' },
  { id: '111-6402917-3387410', status: 'Amazon offered no action', tone: undefined },
] as const;

const EXCLUSIONS = [
  { label: 'Refunded or returned orders', on: true },
  { label: 'Orders with negative seller feedback', on: true },
  { label: 'Late shipments', on: false },
];

// The status keeps its width; the order number gives way on a narrow screen.
const GRID = { gridTemplateColumns: 'minmax(0, 1fr) auto' };

export function ReviewRequestMockup() {
  return (
    <BrowserFrame
      screen="Review Request Automation"
      label="Review Request Automation: totals of requests sent and time saved, the sending rule of five days after delivery with its exclusions, and a list of orders with their request status."
    >
      <div className={classes.stats} style={{ marginBottom: 10 }}>
        <div className={classes.card}>
          <div className={classes.statValue}>1,284</div>
          <div className={classes.statLabel}>Requests sent</div>
        </div>
        <div className={classes.card}>
          <div className={classes.statValue}>37</div>
          <div className={classes.statLabel}>Due today</div>
        </div>
        <div className={classes.card}>
          <div className={classes.statValue}>3.6 h</div>
          <div className={classes.statLabel}>Time saved</div>
        </div>
      </div>
      <div className={classes.card} style={{ marginBottom: 10 }}>
        <div className={classes.name} style={{ whiteSpace: 'normal' }}>
          Send 5 days after delivery, at 10:00 buyer time
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 8 }}>
          {EXCLUSIONS.map(({ label, on }) => (
            <span key={label} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <span className={classes.toggle} data-on={on || undefined} />
              <span>Skip {label.toLowerCase()}</span>
            </span>
          ))}
        </div>
      </div>
      <div className={`${classes.card} ${classes.table}`}>
        {ORDERS.map(({ id, status, tone }) => (
          <div key={id} className={classes.row} style={GRID}>
            <span className={classes.asin} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {id}
            </span>
            <span>
              <span className={classes.tag} data-tone={tone}>
                {status}
              </span>
            </span>
          </div>
        ))}
      </div>
    </BrowserFrame>
  );
}
