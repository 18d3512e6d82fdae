import Box from '@mui/material/Box';
import { useWhitePremiumPeriods } from '../api/get-white-premium-periods.ts';
import { useIsWideBoard } from '../hooks/use-is-wide-board.ts';
import { formatCents, formatUsd } from '../utils/format-prices.ts';
import { BoardFooter } from './board-footer.tsx';
import { BoardHeading } from './board-heading.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

/**
 * White Premium: London #5 contract and $/mt, New York #11 c/lb and contract, Premium in $; the narrow layout
 * combines each contract with its price (§2.6).
 */
export const WhitePremiumBoard = () => {
  const t = useMessages();
  const periods = useWhitePremiumPeriods();
  const isWide = useIsWideBoard();
  const live = (periods.data ?? [])
    .filter((row) => !row.concluded)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const columns: BoardColumn[] = isWide
    ? [
        { header: 'London #5' },
        { header: '$/mt', align: 'right' },
        { header: '#11 c/lb', align: 'right' },
        { header: 'New York #11' },
        { header: t('boards.column.premium'), align: 'right' },
      ]
    : [
        { header: 'London #5' },
        { header: 'New York #11' },
        { header: t('boards.column.premium'), align: 'right' },
      ];
  const rows = live.map((row) => ({
    key: row.id,
    cells: isWide
      ? [
          row.baseContractName,
          formatUsd(row.baseContractPrice),
          formatCents(row.rawContractPrice),
          row.rawContractName,
          formatUsd(row.price),
        ]
      : [
          `${row.baseId} ${formatUsd(row.baseContractPrice)}`,
          `${row.rawId} ${formatCents(row.rawContractPrice)}`,
          formatUsd(row.price),
        ],
  }));
  return (
    <Box>
      <BoardHeading title={t('boards.whitePremium')} subtitle="London #5 − New York #11 × 22.046" />
      <BoardState isPending={periods.isPending} error={periods.error} isEmpty={live.length === 0}>
        <BoardTable label={t('boards.whitePremiumLabel')} columns={columns} rows={rows} />
        <BoardFooter rows={live} series={['London5', 'NewYork11']} />
      </BoardState>
    </Box>
  );
};
