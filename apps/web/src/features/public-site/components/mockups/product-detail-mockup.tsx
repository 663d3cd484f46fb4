import { BrowserFrame } from './browser-frame';
import { LineChart } from './line-chart';
import classes from './mockups.module.css';
import { MOCK_PRODUCTS, ProductThumb } from './product-thumb';
import { StarBar, Stars } from './stars';

const PRODUCT = MOCK_PRODUCTS[1];
const DISTRIBUTION = [
  { stars: 5, share: 72 },
  { stars: 4, share: 16 },
  { stars: 3, share: 5 },
  { stars: 2, share: 3 },
  { stars: 1, share: 4 },
];
const HISTORY = [4.5, 4.5, 4.6, 4.6, 4.6, 4.6, 4.7, 4.7, 4.6, 4.7, 4.7, 4.7];

export function ProductDetailMockup() {
  return (
    <BrowserFrame
      screen="Product detail"
      label="The product detail overview of one product: its rating, review count and star distribution, its rating over twelve months, and the latest listing changes."
    >
      <div
        className={classes.card}
        style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 10 }}
      >
        <ProductThumb color={PRODUCT.color} size={52} />
        <div style={{ minWidth: 0 }}>
          <div className={classes.name} style={{ fontSize: 13 }}>
            {PRODUCT.name}
          </div>
          <div className={classes.asin}>ASIN {PRODUCT.asin} · amazon.com</div>
          <div style={{ display: 'flex', gap: 6, alignItems: 'center', marginTop: 4 }}>
            <b style={{ fontSize: 14 }}>4.7</b>
            <Stars value={4.7} size={12} />
            <span className={classes.muted}>9,652 ratings</span>
          </div>
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 10 }}>
        <div className={classes.card}>
          <div className={classes.statLabel} style={{ marginBottom: 6 }}>
            Star distribution
          </div>
          {DISTRIBUTION.map(({ stars, share }) => (
            <StarBar
              key={stars}
              stars={stars}
              percent={share}
              figure={`${share}%`}
              gap={6}
              widths={[20, 26]}
            />
          ))}
        </div>
        <div className={classes.card}>
          <div className={classes.statLabel} style={{ marginBottom: 6 }}>
            Rating, 12 months
          </div>
          <LineChart
            values={HISTORY}
            min={4.2}
            max={4.9}
            height={64}
            area
            color="var(--mantine-color-teal-6)"
          />
        </div>
      </div>
      <div className={`${classes.card} ${classes.table}`} style={{ marginTop: 10 }}>
        <div className={`${classes.row} ${classes.headRow}`} style={{ gridTemplateColumns: '1fr auto' }}>
          <span>Listing changes</span>
          <span>When</span>
        </div>
        {[
          { change: 'Main image replaced', when: 'Mar 12' },
          { change: 'Title edited: "32 oz" added', when: 'Feb 27' },
        ].map(({ change, when }) => (
          <div key={change} className={classes.row} style={{ gridTemplateColumns: '1fr auto' }}>
            <span>{change}</span>
            <span className={classes.muted}>{when}</span>
          </div>
        ))}
      </div>
    </BrowserFrame>
  );
}
