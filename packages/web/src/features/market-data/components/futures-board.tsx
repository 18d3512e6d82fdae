import Box from '@mui/material/Box';
import { useNow } from '#hooks/use-now.ts';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { useIsWideBoard } from '../hooks/use-is-wide-board.ts';
import { formatCents, formatUsd } from '../utils/format-prices.ts';
import { BoardFooter } from './board-footer.tsx';
import { BoardHeading } from './board-heading.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { formatLocalRelativeTime } from '#lib/i18n/formats.ts';

type FuturesBoardProps = { contractId: 'London5' | 'NewYork11' };

const boards = {
  London5: { title: 'ICE London #5', subtitle: 'boards.whiteSugarUsd', format: formatUsd },
  NewYork11: { title: 'ICE New York #11', subtitle: 'boards.rawSugarCents', format: formatCents },
} as const satisfies Record<string, { title: string; subtitle: MessageKey; format: unknown }>;

/** ICE London #5 ($ with 2 decimals) and ICE New York #11 (cents with the cent sign): live periods only (§2.6). */
export const FuturesBoard = ({ contractId }: FuturesBoardProps) => {
  const t = useMessages();
  const periods = useContractPeriods(contractId);
  const isWide = useIsWideBoard();
  const nowMs = useNow(30_000);
  const board = boards[contractId];
  const live = (periods.data ?? [])
    .filter((period) => !period.concluded)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const columns: BoardColumn[] = isWide
    ? [
        { header: t('boards.column.contract') },
        { header: t('boards.column.name') },
        { header: t('boards.column.price'), align: 'right' },
        { header: t('boards.column.updated'), align: 'right' },
      ]
    : [{ header: t('boards.column.contract') }, { header: t('boards.column.price'), align: 'right' }];
  const rows = live.map((period) => {
    const updated = period.lastUpdated === null ? '--' : formatLocalRelativeTime(nowMs, period.lastUpdated);
    return {
      key: period.id,
      cells: isWide
        ? [period.id, period.displayName, board.format(period.price), updated]
        : [period.id, board.format(period.price)],
    };
  });
  return (
    <Box>
      <BoardHeading title={board.title} subtitle={t(board.subtitle)} />
      <BoardState isPending={periods.isPending} error={periods.error} isEmpty={live.length === 0}>
        <BoardTable label={t('boards.pricesOf', { board: board.title })} columns={columns} rows={rows} />
        <BoardFooter rows={live} series={[contractId]} />
      </BoardState>
    </Box>
  );
};
