import Box from '@mui/material/Box';
import { formatRelativeTime } from '@psc/core/shared/relative-time';
import { useNow } from '#hooks/use-now.ts';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { useIsWideBoard } from '../hooks/use-is-wide-board.ts';
import { formatCents, formatUsd } from '../utils/format-prices.ts';
import { BoardFooter } from './board-footer.tsx';
import { BoardHeading } from './board-heading.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';

type FuturesBoardProps = { contractId: 'London5' | 'NewYork11' };

const boards = {
  London5: { title: 'ICE London #5', subtitle: 'White Sugar, $/mt', format: formatUsd },
  NewYork11: { title: 'ICE New York #11', subtitle: 'Raw Sugar, cents/lb', format: formatCents },
} as const;

/** ICE London #5 ($ with 2 decimals) and ICE New York #11 (cents with the cent sign): live periods only (§2.6). */
export const FuturesBoard = ({ contractId }: FuturesBoardProps) => {
  const periods = useContractPeriods(contractId);
  const isWide = useIsWideBoard();
  const nowMs = useNow(30_000);
  const board = boards[contractId];
  const live = (periods.data ?? [])
    .filter((period) => !period.concluded)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const columns: BoardColumn[] = isWide
    ? [
        { header: 'Contract' },
        { header: 'Name' },
        { header: 'Price', align: 'right' },
        { header: 'Updated', align: 'right' },
      ]
    : [{ header: 'Contract' }, { header: 'Price', align: 'right' }];
  const rows = live.map((period) => {
    const updated = period.lastUpdated === null ? '--' : formatRelativeTime(nowMs, period.lastUpdated);
    return {
      key: period.id,
      cells: isWide
        ? [period.id, period.displayName, board.format(period.price), updated]
        : [period.id, board.format(period.price)],
    };
  });
  return (
    <Box>
      <BoardHeading title={board.title} subtitle={board.subtitle} />
      <BoardState isPending={periods.isPending} error={periods.error} isEmpty={live.length === 0}>
        <BoardTable label={`${board.title} prices`} columns={columns} rows={rows} />
        <BoardFooter rows={live} series={[contractId]} />
      </BoardState>
    </Box>
  );
};
