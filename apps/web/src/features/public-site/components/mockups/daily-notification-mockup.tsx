import { BrandMark } from '../../../../components/ui/brand-logo';
import { WindowTitleBar } from './browser-frame';
import classes from './mockups.module.css';
import { MOCK_PRODUCTS } from './product-thumb';
import { StarBar, Stars } from './stars';

const STAR_COUNTS = [
  { stars: 5, count: 14 },
  { stars: 4, count: 5 },
  { stars: 3, count: 1 },
  { stars: 2, count: 1 },
  { stars: 1, count: 2 },
];

/** The daily summary as it lands in an inbox: a mail, not an app screen, so no browser window. */
export function DailyNotificationMockup() {
  const most = Math.max(...STAR_COUNTS.map((s) => s.count));
  return (
    <div
      className={classes.frame}
      role="img"
      aria-label="The daily summary email: yesterday's new reviews by star rating, the products whose rating moved, and the review requests sent."
    >
      <WindowTitleBar title="Inbox" />
      <div className={classes.screen} aria-hidden style={{ background: 'var(--mantine-color-white)' }}>
        <div style={{ display: 'flex', gap: 10, alignItems: 'center', paddingBottom: 10 }}>
          <BrandMark size={28} />
          <div style={{ minWidth: 0 }}>
            <div className={classes.name}>Your daily summary · Tue, Mar 19</div>
            <div className={classes.muted}>Seller Tools · 7:00 AM</div>
          </div>
        </div>
        <div className={classes.stats} style={{ marginBottom: 10 }}>
          <div className={classes.card}>
            <div className={classes.statValue}>23</div>
            <div className={classes.statLabel}>New reviews</div>
          </div>
          <div className={classes.card}>
            <div className={classes.statValue}>
              <span className={classes.down}>3</span>
            </div>
            <div className={classes.statLabel}>Need a look</div>
          </div>
          <div className={classes.card}>
            <div className={classes.statValue}>41</div>
            <div className={classes.statLabel}>Requests sent</div>
          </div>
        </div>
        <div className={classes.card} style={{ marginBottom: 10 }}>
          {STAR_COUNTS.map(({ stars, count }) => (
            <StarBar
              key={stars}
              stars={stars}
              percent={(count / most) * 100}
              figure={count}
              gap={8}
              widths={[22, 18]}
            />
          ))}
        </div>
        <div className={classes.card}>
          <div className={classes.statLabel} style={{ marginBottom: 6 }}>
            Rating changes
          </div>
          {[
            { product: MOCK_PRODUCTS[2], from: 4.4, to: 4.2 },
            { product: MOCK_PRODUCTS[1], from: 4.6, to: 4.7 },
          ].map(({ product, from, to }) => (
            <div
              key={product.asin}
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 4 }}
            >
              <span className={classes.name}>{product.name}</span>
              <span style={{ display: 'flex', alignItems: 'center', gap: 6, flexShrink: 0 }}>
                <Stars value={to} size={10} />
                <span className={to < from ? classes.down : classes.up}>
                  {from.toFixed(1)} → {to.toFixed(1)}
                </span>
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
