import { BrowserFrame } from './browser-frame';
import classes from './mockups.module.css';
import { ScreenHeading } from './screen-heading';

const RULES = [
  {
    when: 'A 1–3★ review arrives',
    scope: 'Tag: Kitchen',
    action: 'Email the team and flag the ASIN',
    on: true,
  },
  {
    when: 'An order is delivered',
    scope: 'All US products',
    action: 'Request a review after 5 days',
    on: true,
  },
  {
    when: 'A rating falls by 0.2 or more',
    scope: 'Tag: Best sellers',
    action: 'Put it first in the daily summary',
    on: true,
  },
  {
    when: 'A new product is listed',
    scope: 'Title contains "Bottle"',
    action: 'Add tag: Drinkware',
    on: false,
  },
];

export function AutomationMockup() {
  return (
    <BrowserFrame
      screen="Tag automation"
      label="The automation rules screen: four rules, each with a trigger, the products it applies to and the action it takes, and a switch to turn it on or off."
    >
      <ScreenHeading title="Rules">
        <span className={classes.tag} data-tone="good">
          3 active
        </span>
      </ScreenHeading>
      <div className={classes.cardList}>
        {RULES.map((rule) => (
          <div
            key={rule.when}
            className={classes.card}
            style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}
          >
            <span className={classes.toggle} data-on={rule.on || undefined} style={{ marginTop: 2 }} />
            <div style={{ minWidth: 0 }}>
              <div>
                <span className={classes.muted}>When </span>
                <b>{rule.when}</b>
              </div>
              <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginTop: 4 }}>
                <span className={classes.tag} data-tone="info">
                  {rule.scope}
                </span>
                <span className={classes.tag} data-tone="warn">
                  → {rule.action}
                </span>
                {!rule.on && <span className={classes.tag}>Paused</span>}
              </div>
            </div>
          </div>
        ))}
      </div>
    </BrowserFrame>
  );
}
