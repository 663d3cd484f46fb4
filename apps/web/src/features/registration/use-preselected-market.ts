import { useEffect, useMemo, useRef, useState } from 'react';
import type { TMarketSelection } from '../../lib/amazon-connect';
import { displayableCodes } from '../../lib/code-list';
import { useMarketplaces, useRegions } from './api/code-list';
import { readMarketChoice } from './market-choice';

/**
 * Selects the marketplace chosen on /market-select once the code lists have loaded. It applies once, and
 * never over a choice the user already made here; a code no longer in the lists selects what it can.
 */
export function usePreselectedMarket(
  selection: TMarketSelection,
  onSelect: (selection: TMarketSelection) => void,
): void {
  const [choice] = useState(readMarketChoice);
  const done = useRef(choice === null);
  const regionsQuery = useRegions();
  const region = useMemo(
    () =>
      choice ? (displayableCodes(regionsQuery.data).find((r) => r.code === choice.regionCode) ?? null) : null,
    [choice, regionsQuery.data],
  );
  // The same query the marketplace field runs for this region: one request serves both.
  const marketplacesQuery = useMarketplaces(region?.name ?? null);
  const { isFetched: marketplacesFetched, data: marketplaces } = marketplacesQuery;

  useEffect(() => {
    if (done.current || !choice) return;
    if (selection.region !== null) {
      done.current = true;
      return;
    }
    if (!regionsQuery.isFetched) return;
    if (!region) {
      done.current = true;
      return;
    }
    if (!marketplacesFetched) return;
    done.current = true;
    const marketplace = displayableCodes(marketplaces).find((m) => m.code === choice.marketplaceCode) ?? null;
    onSelect({ region, marketplace });
  }, [choice, region, selection.region, regionsQuery.isFetched, marketplacesFetched, marketplaces, onSelect]);
}
