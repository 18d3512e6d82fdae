import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useNow } from '#hooks/use-now.ts';
import { useMarketFreshness } from '../api/get-market-freshness.ts';
import { lateSeriesNotice } from '../utils/late-series.ts';
import { summarizeBoard, type BoardRow } from '../utils/board-summary.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { formatLocalRelativeTime } from '#lib/i18n/formats.ts';

/**
 * 'Last Updated: {relative time}', the analyst as author, a 'Demo prices' chip whenever demo data is shown, and a
 * 'Late' chip when a series of the board is older than its cadence allows (decision 0107).
 */
export const BoardFooter = ({ rows, series }: { rows: readonly BoardRow[]; series: readonly string[] }) => {
  const t = useMessages();
  const nowMs = useNow(30_000);
  const summary = summarizeBoard(rows);
  const late = lateSeriesNotice(t, useMarketFreshness().data, series);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', pt: 1.5 }}>
      {summary.lastUpdatedMs !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('boards.lastUpdated', { time: formatLocalRelativeTime(nowMs, summary.lastUpdatedMs) })}
        </Typography>
      )}
      {summary.author !== null && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} aria-label={t('boards.author')}>
          <PersonOutlined fontSize="small" color="action" aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            {summary.author}
          </Typography>
        </Stack>
      )}
      {summary.demo && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('boards.demo')}
          title={t('boards.demoTitle')}
        />
      )}
      {late !== null && (
        <Chip size="small" color="warning" variant="outlined" label={late.label} title={late.title} />
      )}
    </Stack>
  );
};
