import { describe, expect, it } from 'vitest';
import { feedbackRemovalCandidate } from './feedback-removal-reason.ts';

const fbm = (comments: string | null) => feedbackRemovalCandidate({ comments, fulfillmentChannel: 'MFN' });
const fba = (comments: string | null) => feedbackRemovalCandidate({ comments, fulfillmentChannel: 'AFN' });

describe('feedback removal candidates', () => {
  it('flags a product review: the item itself, not the service', () => {
    expect(fbm('The product broke after two days.')).toEqual({
      reason: 'product-review',
      evidence: 'product',
    });
    expect(fbm('Poor quality, very flimsy')).toEqual({ reason: 'product-review', evidence: 'quality' });
    expect(fbm('Runs too small, order a size up')?.reason).toBe('product-review');
    expect(fbm("Didn't work at all")?.reason).toBe('product-review');
  });

  it('keeps feedback that blames the seller, even beside a product remark', () => {
    expect(fbm('Item broke and the seller never replied to my messages')).toBeNull();
    expect(fbm('Wrong item sent, still waiting for a refund')).toBeNull();
    expect(fbm('Rude customer service')).toBeNull();
    expect(fbm('Never received it')).toBeNull();
  });

  it('flags a delivery complaint on an order Amazon fulfilled, not on one the seller shipped', () => {
    expect(fba('Arrived three days late, box was crushed')).toEqual({
      reason: 'fba-fulfilment',
      evidence: 'Arrived',
    });
    expect(fba('Package never arrived')?.reason).toBe('fba-fulfilment');
    expect(fbm('Package never arrived')).toBeNull();
    // A product remark with a seller-shipped delivery complaint is about the seller's service too.
    expect(fbm('Cheap item and the delivery took a month')).toBeNull();
    // FBA: the product and the delivery are both Amazon's or the maker's to answer for.
    expect(fba('Cheap item and the delivery took a month')?.reason).toBe('fba-fulfilment');
    // An FBA order whose seller is blamed stays.
    expect(fba('Late delivery and the seller ignored me')).toBeNull();
  });

  it('flags obscene or abusive language, masked or not, whatever else the feedback says', () => {
    expect(fbm('What a load of crap')).toEqual({ reason: 'obscene-language', evidence: 'crap' });
    expect(fbm('f*ck this seller')?.reason).toBe('obscene-language');
    expect(fbm('The seller is an idiot')?.reason).toBe('obscene-language');
    expect(fbm('Sh!t service')?.reason).toBe('obscene-language');
    // Words that merely contain one are not obscene.
    expect(fbm('Scrap metal quality, classic shape')?.reason).toBe('product-review');
    expect(fbm('Assessment of the seller: slow')).toBeNull();
  });

  it('flags personal information: an e-mail address or a phone number, not an order id', () => {
    expect(fbm('Slow. Write me at jane.doe@example.com')).toEqual({
      reason: 'personal-information',
      evidence: 'jane.doe@example.com',
    });
    expect(fbm('Call me on +44 7700 900123, the seller never answers')).toEqual({
      reason: 'personal-information',
      evidence: '+44 7700 900123',
    });
    expect(fbm('Order 111-1234567-1234567 came late, seller did not answer')).toBeNull();
  });

  it('has nothing to say of an empty or neutral feedback', () => {
    expect(fbm(null)).toBeNull();
    expect(fbm('   ')).toBeNull();
    expect(fbm('Slow but fine')).toBeNull();
  });
});
