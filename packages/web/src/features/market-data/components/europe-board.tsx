import Box from '@mui/material/Box';
import { useCashMarketPrices } from '../api/get-cash-market-prices.ts';
import { formatMoney } from '../utils/format-prices.ts';
import { BoardFooter } from './board-footer.tsx';
import { BoardHeading } from './board-heading.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';

const columns: BoardColumn[] = [
  { header: 'Name' },
  { header: 'Countries' },
  { header: 'Price', align: 'right' },
];

/**
 * SOL Europe: the cash-market region groups sorted by id, with their countries. Prices show in the currency they are
 * published in (EUR, GBP), with 2 decimals.
 */
export const EuropeBoard = () => {
  const prices = useCashMarketPrices();
  const rows = [...(prices.data ?? [])].sort((a, b) => a.id.localeCompare(b.id));
  return (
    <Box>
      <BoardHeading title="SOL Europe" subtitle="Cash market, ex-works" />
      <BoardState isPending={prices.isPending} error={prices.error} isEmpty={rows.length === 0}>
        <BoardTable
          label="Europe cash market prices"
          columns={columns}
          rows={rows.map((row) => ({
            key: row.id,
            cells: [row.name, row.allowedCountries.join(', '), formatMoney(row.price, row.currencyCode)],
          }))}
        />
        <BoardFooter rows={rows} series={['CashMarketPrice']} />
      </BoardState>
    </Box>
  );
};
