import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CostBlockReply } from '@psc/core/calculators/calculators.schemas';
import { sourceLabel } from '@psc/core/market-data/source-label';
import { useDateFormatter } from '#lib/date-format.ts';

/**
 * Where a block's figure comes from, as a trader reads it: a short source, its period and publication date, and
 * 'unverified' where the data says so; the analyst's full note, the formula and the exchange rate one click away
 * (issue 12 item 25).
 */
export const ProvenanceNote = ({ provenance }: { provenance: CostBlockReply['provenance'] }) => {
  const formatDate = useDateFormatter();
  const { label, unverified } = sourceLabel(provenance.source);
  const when = [
    provenance.period === null ? null : provenance.period,
    provenance.timestamp === null ? null : `published ${formatDate(provenance.timestamp)}`,
  ].filter((part) => part !== null);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Source: {label}
          {when.length > 0 ? ` · ${when.join(', ')}` : ''}
        </Typography>
        {unverified && <Chip size="small" variant="outlined" color="warning" label="unverified" />}
      </Stack>
      <Box component="details" sx={{ typography: 'caption', color: 'text.secondary' }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          How this figure is made
        </Box>
        <Typography variant="caption" component="p">
          {provenance.formula}
        </Typography>
        {provenance.fxRate !== 1 && (
          <Typography variant="caption" component="p">
            Exchange rate {provenance.fxRate} from {provenance.currencyCode}
            {provenance.fxTimestamp === null ? '' : `, published ${formatDate(provenance.fxTimestamp)}`}
            {provenance.fxSource === 'custom' ? ' (the rate you entered)' : ''}
          </Typography>
        )}
        <Typography variant="caption" component="p">
          Full source note: {provenance.source}
        </Typography>
      </Box>
    </Stack>
  );
};
