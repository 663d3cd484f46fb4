import { formatMoney } from '@seller-tools/contract';
import type { TColumn } from '../ui/data-table';

type TColumnExtra<TRow> = Pick<TColumn<TRow>, 'visibleFrom' | 'sortKey'>;

/** A figure's column (a count, an amount, a rate): right-aligned, so that the digits line up. */
export function figureColumn<TRow>(
  key: string,
  header: string,
  render: TColumn<TRow>['render'],
  extra?: TColumnExtra<TRow>,
): TColumn<TRow> {
  return { key, header, align: 'right', render, ...extra };
}

/** An amount's column: the row's minor units in its currency (the table's, or the row's own), "—" where the amount is unknown. */
export function moneyColumn<TRow>(
  key: string,
  header: string,
  minor: (row: TRow) => number | null,
  currency: string | null | ((row: TRow) => string | null),
  extra?: TColumnExtra<TRow>,
): TColumn<TRow> {
  return figureColumn(
    key,
    header,
    (row) => {
      const amount = minor(row);
      return amount === null
        ? '—'
        : formatMoney(amount, typeof currency === 'function' ? currency(row) : currency);
    },
    extra,
  );
}
