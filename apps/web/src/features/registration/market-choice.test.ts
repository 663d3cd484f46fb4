import { MARKET_PRESELECT_PARAMS } from '@seller-tools/contract';
import { describe, expect, it } from 'vitest';
import {
  clearMarketChoice,
  MARKET_CHOICE_KEY,
  marketChoiceFromSearch,
  readMarketChoice,
  saveMarketChoice,
} from './market-choice';

const search = (params: Record<string, string>) => new URLSearchParams(params);

describe('market choice', () => {
  it('reads both codes from /register query parameters', () => {
    expect(
      marketChoiceFromSearch(
        search({
          [MARKET_PRESELECT_PARAMS.region]: 'North America',
          [MARKET_PRESELECT_PARAMS.marketplace]: 'ATVPDKIKX0DER',
        }),
      ),
    ).toEqual({ regionCode: 'North America', marketplaceCode: 'ATVPDKIKX0DER' });
  });

  it('takes nothing when a code is missing, blank or too long', () => {
    expect(marketChoiceFromSearch(search({ [MARKET_PRESELECT_PARAMS.region]: 'NA' }))).toBeNull();
    expect(
      marketChoiceFromSearch(
        search({ [MARKET_PRESELECT_PARAMS.region]: ' ', [MARKET_PRESELECT_PARAMS.marketplace]: 'X' }),
      ),
    ).toBeNull();
    expect(
      marketChoiceFromSearch(
        search({
          [MARKET_PRESELECT_PARAMS.region]: 'NA',
          [MARKET_PRESELECT_PARAMS.marketplace]: 'x'.repeat(65),
        }),
      ),
    ).toBeNull();
  });

  it('is stored apart from the draft, and cleared', () => {
    expect(readMarketChoice()).toBeNull();
    saveMarketChoice({ regionCode: 'Europe', marketplaceCode: 'A1F83G8C2ARO7P' });
    expect(readMarketChoice()).toEqual({ regionCode: 'Europe', marketplaceCode: 'A1F83G8C2ARO7P' });
    clearMarketChoice();
    expect(localStorage.getItem(MARKET_CHOICE_KEY)).toBeNull();
  });

  it('ignores unreadable stored values', () => {
    localStorage.setItem(MARKET_CHOICE_KEY, '{not json');
    expect(readMarketChoice()).toBeNull();
    localStorage.setItem(MARKET_CHOICE_KEY, JSON.stringify({ regionCode: 3, marketplaceCode: 'X' }));
    expect(readMarketChoice()).toBeNull();
  });
});
