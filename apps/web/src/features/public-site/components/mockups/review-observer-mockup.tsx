import { BrowserFrame } from './browser-frame';
import classes from './mockups.module.css';
import { MOCK_PRODUCTS } from './product-thumb';
import { MockChips, ScreenHeading } from './screen-heading';
import { Stars } from './stars';

const REVIEWS = [
  {
    stars: 2,
    title: 'Lid started leaking after a week',
    text: 'Keeps drinks cold, but the lid seal came loose and it leaked in my bag…',
    product: MOCK_PRODUCTS[1],
    when: '12 min ago',
    critical: true,
  },
  {
    stars: 5,
    title: 'Best boards we have owned',
    text: 'Heavy, no warping after dozens of washes, and the juice groove works.',
    product: MOCK_PRODUCTS[0],
    when: '1 hour ago',
    critical: false,
  },
  {
    stars: 1,
    title: 'Arrived with a cracked carafe',
    text: 'Box was fine but the glass had a crack along the bottom.',
    product: MOCK_PRODUCTS[3],
    when: '3 hours ago',
    critical: true,
  },
];

export function ReviewObserverMockup() {
  return (
    <BrowserFrame
      screen="Review Observer"
      label="The Review Observer: a list of new reviews, newest first, with star ratings, product and time; the one- and two-star reviews are flagged as critical."
    >
      <ScreenHeading title="New reviews">
        <MockChips chips={['All', '1–3★', '4–5★']} active={1} />
      </ScreenHeading>
      <div className={classes.cardList}>
        {REVIEWS.map((review) => (
          <div
            key={review.title}
            className={classes.card}
            style={review.critical ? { borderLeft: '3px solid var(--mantine-color-red-6)' } : undefined}
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Stars value={review.stars} size={12} />
                {review.critical && (
                  <span className={classes.tag} data-tone="bad">
                    Critical
                  </span>
                )}
              </span>
              <span className={classes.muted}>{review.when}</span>
            </div>
            <div className={classes.name} style={{ marginTop: 6 }}>
              {review.title}
            </div>
            <div className={classes.muted} style={{ marginTop: 2 }}>
              {review.text}
            </div>
            <div style={{ marginTop: 6, display: 'flex', gap: 6, flexWrap: 'wrap' }}>
              <span className={classes.tag} data-tone="info">
                {review.product.asin}
              </span>
              <span className={classes.tag}>amazon.com</span>
            </div>
          </div>
        ))}
      </div>
    </BrowserFrame>
  );
}
