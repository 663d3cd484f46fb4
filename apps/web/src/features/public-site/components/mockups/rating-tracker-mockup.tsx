import { BrowserFrame } from './browser-frame';
import { LineChart } from './line-chart';
import classes from './mockups.module.css';
import { MOCK_PRODUCTS, ProductThumb } from './product-thumb';
import { MockChips, ScreenHeading } from './screen-heading';
import { Stars } from './stars';

// Thirty days of one product's rating with a dip on day 18, the story the screen is there to tell.
const HISTORY = [
  4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.6, 4.5, 4.5, 4.3, 4.3, 4.3, 4.3,
  4.4, 4.4, 4.4, 4.4, 4.4, 4.5, 4.5, 4.5, 4.5,
];

const ROWS = [
  { product: MOCK_PRODUCTS[0], rating: 4.5, change: -0.1, reviews: 2184 },
  { product: MOCK_PRODUCTS[1], rating: 4.7, change: 0.1, reviews: 9652 },
  { product: MOCK_PRODUCTS[2], rating: 4.2, change: -0.2, reviews: 611 },
  { product: MOCK_PRODUCTS[3], rating: 4.6, change: 0, reviews: 1437 },
];

const GRID = { gridTemplateColumns: 'minmax(0, 2.4fr) 1.3fr 0.8fr' };

export function RatingTrackerMockup() {
  return (
    <BrowserFrame
      screen="Product Ratings Tracker"
      label="The Product Ratings Tracker: a 30-day rating chart with a marked drop on the day three one-star reviews arrived, above a table of products with their rating and 30-day change."
    >
      <ScreenHeading title="Rating overview">
        <MockChips chips={['30 days', 'amazon.com']} active={0} />
      </ScreenHeading>
      <div className={classes.card} style={{ marginBottom: 10 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 6 }}>
          <div>
            <div className={classes.name}>{MOCK_PRODUCTS[0].name}</div>
            <div className={classes.asin}>{MOCK_PRODUCTS[0].asin}</div>
          </div>
          <span className={classes.tag} data-tone="bad">
            Mar 18 · three new 1★ reviews
          </span>
        </div>
        <LineChart values={HISTORY} min={4} max={4.8} height={70} area marker={17} />
      </div>
      <div className={`${classes.card} ${classes.table}`}>
        <div className={`${classes.row} ${classes.headRow}`} style={GRID}>
          <span>Product</span>
          <span>Rating</span>
          <span>30 days</span>
        </div>
        {ROWS.map(({ product, rating, change }) => (
          <div key={product.asin} className={classes.row} style={GRID}>
            <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
              <ProductThumb color={product.color} />
              <span className={classes.name}>{product.name}</span>
            </span>
            <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <b>{rating.toFixed(1)}</b>
              <Stars value={rating} size={11} />
            </span>
            <span className={change > 0 ? classes.up : change < 0 ? classes.down : classes.muted}>
              {change > 0 ? '▲' : change < 0 ? '▼' : '–'} {Math.abs(change).toFixed(1)}
            </span>
          </div>
        ))}
      </div>
    </BrowserFrame>
  );
}
