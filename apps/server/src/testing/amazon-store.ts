// A store as the Amazon adapters take it, for the tests that stub Amazon's side (its token sealed only
// where the test reads it back: give `refreshTokenEnc`, `adsRefreshTokenEnc`, `channelId` as needed).

/** The US store of seller A1SELLER, with `fields` over it. */
export function amazonTestStore<T extends object = Record<never, never>>(fields: T = {} as T) {
  return {
    id: 'store-1',
    sellerId: 'A1SELLER',
    marketplaceId: 'ATVPDKIKX0DER',
    refreshTokenEnc: 'x',
    ...fields,
  };
}
