import { describe, expect, it } from 'vitest';
import { alertMail } from './alert-mail.ts';
import { summaryMail } from './summary-mail.ts';

// What shoppers and sellers write (review text, product titles, store names) reaches the mails escaped.
const HOSTILE = '<script>alert("x")</script> & \'q\'';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;';
const links = {
  appUrl: 'https://app.test/?a=1&b=2',
  unsubscribeUrl: 'https://app.test/email/unsubscribe?token=t',
};

describe('review mails', () => {
  it('escapes review, product and store text in an alert, once', () => {
    const mail = alertMail({
      to: 'a@b.test',
      storeLabel: HOSTILE,
      alert: {
        kind: 'negative_review',
        details: {
          asin: 'B0TEST0001',
          stars: 1,
          title: HOSTILE,
          body: HOSTILE,
          review_date: '2026-11-02',
          product_title: HOSTILE,
        },
      },
      ...links,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('&amp;lt;');
    // Subject (title), product, store, review title and body.
    expect(mail.html?.split(ESCAPED).length).toBe(6);
    expect(mail.html).toContain('href="https://app.test/?a=1&amp;b=2"');
    // The text part is plain text: nothing escaped.
    expect(mail.text).toContain(HOSTILE);
  });

  it('escapes names and titles in the daily summary', () => {
    const mail = summaryMail({
      to: 'a@b.test',
      name: HOSTILE,
      period: { subject: 'daily review summary for 2026-11-02', span: 'in the last 24 hours' },
      negativeStars: [1, 2, 3],
      stores: [
        {
          label: HOSTILE,
          stars: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 2 },
          negatives: [
            { reviewId: 'R1', asin: 'B0TEST0001', stars: 1, title: HOSTILE, reviewDate: '2026-11-01' },
          ],
          removed: 2,
          changes: [{ asin: 'B0TEST0001', title: HOSTILE, from: 4.5, to: 4.1 }],
          requestsSent: 3,
        },
      ],
      ...links,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html?.split(ESCAPED).length).toBe(5);
    expect(mail.html).toContain('Reviews removed by Amazon: <b>2</b>');
    expect(mail.html).toContain('<td style="border:1px solid #e4e7eb">5★</td>');
    expect(mail.html).toContain('Review requests sent: <b>3</b>');
  });
});
