// Stripe's test PaymentMethods (docs.stripe.com/testing): each is a token that, used in a confirm or an
// attach, becomes a new `pm_…` of the customer. As in Stripe, the decline cards fail already when they are
// set up or attached ("these cards cannot be attached to a customer"); pm_card_chargeCustomerFail attaches
// and then declines every charge, which is how a saved card that later fails is tested.

export type TTestCard = {
  brand: 'visa' | 'mastercard';
  last4: string;
  /** Decline code when the card is set up or attached; null: it attaches. */
  declineOnAttach: string | null;
  /** Decline code when it is charged; null: charges succeed. */
  declineOnCharge: string | null;
};

export const TEST_CARDS: Record<string, TTestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', declineOnAttach: null, declineOnCharge: null },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', declineOnAttach: null, declineOnCharge: null },
  pm_card_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    declineOnAttach: null,
    declineOnCharge: 'generic_decline',
  },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    declineOnAttach: 'generic_decline',
    declineOnCharge: 'generic_decline',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    declineOnAttach: 'insufficient_funds',
    declineOnCharge: 'insufficient_funds',
  },
};
