import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PeriodReply } from '@psc/core/market-data/market-data.schemas';
import { useNow } from '#hooks/use-now.ts';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { useIsWideBoard } from '../hooks/use-is-wide-board.ts';
import { brazilPrice, centsPerPoundInUsdPerTonne, formatUsd } from '../utils/format-prices.ts';
import { legacyCentsPerPoundToUsdPerTonne } from '@psc/core/pricing/cents-per-pound';
import { BoardFooter } from './board-footer.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';
import { formatLocalRelativeTime, formatPlainNumber } from '#lib/i18n/formats.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

// Every price here is in US$ per tonne; each section says how it got there (issue 12 item 25).
const sections = [
  {
    contractId: 'London5',
    title: 'London #5',
    unit: 'prices.unit.london5',
    priceOf: (period: PeriodReply) => period.price,
  },
  {
    contractId: 'NewYork11',
    title: 'New York #11',
    unit: 'prices.unit.newYork11',
    priceOf: (period: PeriodReply) => centsPerPoundInUsdPerTonne(period.price),
  },
  {
    contractId: 'BrazilSRP',
    title: 'Brazil 150ic Santos',
    unit: 'prices.unit.brazil150',
    priceOf: (period: PeriodReply) => brazilPrice(period.price, period.premiumCost),
  },
  {
    contractId: 'BrazilSPRP',
    title: 'Brazil 45ic Santos',
    unit: 'prices.unit.brazil45',
    priceOf: (period: PeriodReply) => brazilPrice(period.price, period.premiumCost),
  },
] as const;

const PriceSection = ({ section }: { section: (typeof sections)[number] }) => {
  const t = useMessages('screens');
  const periods = useContractPeriods(section.contractId);
  const nowMs = useNow(30_000);
  const isWide = useIsWideBoard();
  const live = (periods.data ?? [])
    .filter((period) => !period.concluded)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const columns: BoardColumn[] = isWide
    ? [
        { header: t('prices.column.period') },
        { header: t('prices.column.price'), align: 'right' },
        { header: t('prices.column.lastUpdated'), align: 'right' },
      ]
    : [
        { header: t('prices.column.period') },
        { header: t('prices.column.price'), align: 'right' },
        { header: t('boards.column.updated'), align: 'right' },
      ];
  return (
    <Box component="section" aria-label={section.title}>
      <Typography component="h2" variant="h6">
        {section.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(section.unit, { factor: formatPlainNumber(legacyCentsPerPoundToUsdPerTonne) })}
      </Typography>
      <BoardState isPending={periods.isPending} error={periods.error} isEmpty={live.length === 0}>
        <BoardTable
          label={t('boards.pricesOf', { board: section.title })}
          columns={columns}
          rows={live.map((period) => ({
            key: period.id,
            cells: [
              isWide ? period.displayName : period.name,
              formatUsd(section.priceOf(period)),
              period.lastUpdated === null ? '--' : formatLocalRelativeTime(nowMs, period.lastUpdated),
            ],
          }))}
        />
        <BoardFooter rows={live} series={[section.contractId]} />
      </BoardState>
    </Box>
  );
};

/** Prices (index 12): every live period per basis contract, in $/t with 2 decimals and a relative update time. */
export const PricesScreen = () => {
  const t = useMessages('screens');
  return (
    <Stack spacing={4} sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h4">
        {t('title.Prices')}
      </Typography>
      {sections.map((section) => (
        <PriceSection key={section.contractId} section={section} />
      ))}
    </Stack>
  );
};
