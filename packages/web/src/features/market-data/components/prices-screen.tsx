import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PeriodReply } from '@psc/core/market-data/market-data.schemas';
import { formatRelativeTime } from '@psc/core/shared/relative-time';
import { useNow } from '#hooks/use-now.ts';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { useIsWideBoard } from '../hooks/use-is-wide-board.ts';
import { brazilPrice, centsPerPoundInUsdPerTonne, formatUsd } from '../utils/format-prices.ts';
import { legacyCentsPerPoundToUsdPerTonne } from '@psc/core/pricing/cents-per-pound';
import { BoardFooter } from './board-footer.tsx';
import { BoardState } from './board-state.tsx';
import { BoardTable, type BoardColumn } from './board-table.tsx';

// Every price here is in US$ per tonne; each section says how it got there (issue 12 item 25).
const sections = [
  {
    contractId: 'London5',
    title: 'London #5',
    unit: 'White sugar, US$ per tonne as settled',
    priceOf: (period: PeriodReply) => period.price,
  },
  {
    contractId: 'NewYork11',
    title: 'New York #11',
    unit: `Raw sugar, US$ per tonne: the settlement in US cents per pound × ${legacyCentsPerPoundToUsdPerTonne}`,
    priceOf: (period: PeriodReply) => centsPerPoundInUsdPerTonne(period.price),
  },
  {
    contractId: 'BrazilSRP',
    title: 'Brazil 150ic Santos',
    unit: 'US$ per tonne FOB Santos: the New York #11 basis plus the premium',
    priceOf: (period: PeriodReply) => brazilPrice(period.price, period.premiumCost),
  },
  {
    contractId: 'BrazilSPRP',
    title: 'Brazil 45ic Santos',
    unit: 'US$ per tonne FOB Santos: the London #5 basis plus the premium',
    priceOf: (period: PeriodReply) => brazilPrice(period.price, period.premiumCost),
  },
] as const;

const PriceSection = ({ section }: { section: (typeof sections)[number] }) => {
  const periods = useContractPeriods(section.contractId);
  const nowMs = useNow(30_000);
  const isWide = useIsWideBoard();
  const live = (periods.data ?? [])
    .filter((period) => !period.concluded)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const columns: BoardColumn[] = isWide
    ? [
        { header: 'Period' },
        { header: 'Price ($/t)', align: 'right' },
        { header: 'Last Updated', align: 'right' },
      ]
    : [
        { header: 'Period' },
        { header: 'Price ($/t)', align: 'right' },
        { header: 'Updated', align: 'right' },
      ];
  return (
    <Box component="section" aria-label={section.title}>
      <Typography component="h2" variant="h6">
        {section.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {section.unit}
      </Typography>
      <BoardState isPending={periods.isPending} error={periods.error} isEmpty={live.length === 0}>
        <BoardTable
          label={`${section.title} prices`}
          columns={columns}
          rows={live.map((period) => ({
            key: period.id,
            cells: [
              isWide ? period.displayName : period.name,
              formatUsd(section.priceOf(period)),
              period.lastUpdated === null ? '--' : formatRelativeTime(nowMs, period.lastUpdated),
            ],
          }))}
        />
        <BoardFooter rows={live} series={[section.contractId]} />
      </BoardState>
    </Box>
  );
};

/** Prices (index 12): every live period per basis contract, in $/t with 2 decimals and a relative update time. */
export const PricesScreen = () => (
  <Stack spacing={4} sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
    <Typography component="h1" variant="h4">
      Prices
    </Typography>
    {sections.map((section) => (
      <PriceSection key={section.contractId} section={section} />
    ))}
  </Stack>
);
