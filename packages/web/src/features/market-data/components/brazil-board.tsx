import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { brazilContractLabel, brazilPrice, formatUsd, formatUsdWhole } from '../utils/format-prices.ts';
import { BoardFooter } from './board-footer.tsx';
import { BoardHeading } from './board-heading.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

const BrazilTable = ({
  contractId,
  title,
  basis,
}: {
  contractId: 'BrazilSRP' | 'BrazilSPRP';
  title: string;
  basis: string;
}) => {
  const t = useMessages();
  const columns: BoardColumn[] = [
    { header: t('boards.column.contract') },
    { header: t('boards.column.base'), align: 'right' },
    { header: t('boards.column.premium'), align: 'right' },
    { header: t('boards.column.price'), align: 'right' },
  ];
  const periods = useContractPeriods(contractId);
  const live = (periods.data ?? [])
    .filter((period) => !period.concluded)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const rows = live.map((period) => ({
    key: period.id,
    cells: [
      brazilContractLabel(period),
      formatUsd(period.price),
      formatUsdWhole(period.premiumCost),
      formatUsd(brazilPrice(period.price, period.premiumCost)),
    ],
  }));
  return (
    <Box component="section" aria-label={title}>
      <BoardHeading title={title} subtitle={basis} />
      <BoardState isPending={periods.isPending} error={periods.error} isEmpty={live.length === 0}>
        <BoardTable label={title} columns={columns} rows={rows} />
        <BoardFooter rows={live} series={[contractId]} />
      </BoardState>
    </Box>
  );
};

/** SOL Brazil: 150ic on the New York #11 basis and 45ic on the London #5 basis; Price = Base + Premium (§2.6). */
export const BrazilBoard = () => {
  const t = useMessages();
  return (
    <Stack spacing={3}>
      <BrazilTable
        contractId="BrazilSRP"
        title={t('boards.brazil150')}
        basis={t('boards.basisOf', { contract: 'New York #11' })}
      />
      <BrazilTable
        contractId="BrazilSPRP"
        title={t('boards.brazil45')}
        basis={t('boards.basisOf', { contract: 'London #5' })}
      />
    </Stack>
  );
};
