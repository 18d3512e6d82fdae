import Box from '@mui/material/Box';
import { useCashMarketPrices } from '../api/get-cash-market-prices.ts';
import { formatMoney } from '../utils/format-prices.ts';
import { BoardFooter } from './board-footer.tsx';
import { BoardHeading } from './board-heading.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { formatNumber } from '#lib/i18n/formats.ts';

/**
 * SOL Europe: the cash-market region groups sorted by id, with their countries. The price in dollars with 2 decimals
 * (§2.6), converted at the current FX publication, and beside it the price in the currency the exchange publishes
 * it in (EUR, GBP) with the rate (issue 48 item 15).
 */
export const EuropeBoard = () => {
  const t = useMessages();
  const columns: BoardColumn[] = [
    { header: t('boards.column.name') },
    { header: t('boards.column.countries') },
    { header: t('boards.column.price'), align: 'right' },
    { header: t('boards.column.asPublished'), align: 'right' },
  ];
  const prices = useCashMarketPrices();
  const rows = [...(prices.data ?? [])].sort((a, b) => a.id.localeCompare(b.id));
  return (
    <Box>
      <BoardHeading title="SOL Europe" subtitle={t('boards.europeSubtitle')} />
      <BoardState isPending={prices.isPending} error={prices.error} isEmpty={rows.length === 0}>
        <BoardTable
          label={t('boards.europeLabel')}
          columns={columns}
          rows={rows.map((row) => ({
            key: row.id,
            cells: [
              row.name,
              row.allowedCountries.join(', '),
              formatMoney(row.usdPrice, 'USD'),
              row.unitsPerUsd === null || row.currencyCode === 'USD'
                ? formatMoney(row.price, row.currencyCode)
                : `${formatMoney(row.price, row.currencyCode)} (1 $ = ${formatNumber(row.unitsPerUsd, { minimumFractionDigits: 4, maximumFractionDigits: 4 })} ${row.currencyCode})`,
            ],
          }))}
        />
        <BoardFooter rows={rows} series={['CashMarketPrice']} />
      </BoardState>
    </Box>
  );
};
