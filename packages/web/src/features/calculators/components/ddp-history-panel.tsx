import { lazy, Suspense, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import type { CalculatorHistoryReply } from '@psc/core/calculators/calculators.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import { useCalculatorHistory, type HistorySource } from '../api/get-calculator-history.ts';
import { formatMoney } from '../utils/calculator-format.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

// The chart library loads when the panel opens, not with the calculator page.
// This panel's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

const DdpHistoryChart = lazy(() => import('./ddp-history-chart.tsx'));

const dayMs = 86_400_000;
const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const amount = (value: number | null, currencyCode: string) =>
  value === null ? '—' : formatMoney(value, currencyCode);
const publicationNames = {
  prices: 'history.publication.prices',
  fx: 'history.publication.fx',
  freight: 'history.publication.freight',
  rules: 'history.publication.rules',
} as const satisfies Record<string, MessageKey>;

/**
 * The range the user picked, as whole UTC days: from the start of the first to the end of the last. The end is not
 * cut to now here (the server does): a range that moved with the clock was a new query at every render, fetched
 * again as soon as the last one answered (issue 48 item 1).
 */
const rangeOf = (fromDay: string, toDay: string) => ({
  from: Date.parse(`${fromDay}T00:00:00Z`),
  to: Date.parse(`${toDay}T23:59:59.999Z`),
});

const HistoryTable = ({ history }: { history: CalculatorHistoryReply }) => {
  const t = useMessages('screens');
  const unit = `${history.currencyCode}/t`;
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={t('history.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('history.published')}</TableCell>
            <TableCell>{t('history.what')}</TableCell>
            <TableCell align="right">{t('history.ddpColumn', { unit })}</TableCell>
            <TableCell align="right">{t('history.contractColumn', { unit })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...history.points].reverse().map((point) => (
            <TableRow key={`${point.at}-${point.publication}`}>
              <TableCell>{formatDateTime(point.at)}</TableCell>
              <TableCell>{t(publicationNames[point.publication])}</TableCell>
              {point.ddp === null ? (
                <TableCell colSpan={2}>
                  {t('history.notPriced', { reason: point.pricingError ?? t('history.noFigures') })}
                </TableCell>
              ) : (
                <>
                  <TableCell align="right">{amount(point.ddp, history.currencyCode)}</TableCell>
                  <TableCell align="right">{amount(point.contract, history.currencyCode)}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * Beyond the spec (issue 16 item 2): the calculator's DDP per tonne over time beside its Contract line, priced
 * again at every publication from the publications as they stood then (docs/decisions/0046). `publication` names
 * what the page last saw published (the calculator's figures): the history is fetched once per range and per
 * publication, never again while nothing changes (decision 0094).
 */
export const DdpHistoryPanel = ({
  source,
  publication = '',
}: {
  source: HistorySource;
  publication?: string;
}) => {
  const [isExpanded, setIsExpanded] = useState(false);
  const t = useMessages('screens');
  const [fromDay, setFromDay] = useState(() => isoDay(Date.now() - 90 * dayMs));
  const [toDay, setToDay] = useState(() => isoDay(Date.now()));
  const [asTable, setAsTable] = useState(false);
  const range = rangeOf(fromDay, toDay);
  const validRange = Number.isFinite(range.from) && Number.isFinite(range.to) && range.from <= range.to;
  const history = useCalculatorHistory(source, range, publication, isExpanded && validRange);
  const last = (days: number) => {
    setFromDay(isoDay(Date.now() - days * dayMs));
    setToDay(isoDay(Date.now()));
  };

  return (
    <Accordion expanded={isExpanded} onChange={(_event, expanded) => setIsExpanded(expanded)} disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="ddp-history-content"
        id="ddp-history-header"
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TimelineOutlined color="action" aria-hidden />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('history.title')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="ddp-history-content">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('history.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextInput
              label={t('calculator.from')}
              name="historyFrom"
              type="date"
              shrinkLabel
              value={fromDay}
              onChange={(event) => setFromDay(event.target.value)}
              fullWidth={false}
            />
            <TextInput
              label={t('calculator.to')}
              name="historyTo"
              type="date"
              shrinkLabel
              value={toDay}
              onChange={(event) => setToDay(event.target.value)}
              fullWidth={false}
            />
            <Stack direction="row" spacing={0.5}>
              <Button size="small" onClick={() => last(30)}>
                {t('history.days', { days: '30' })}
              </Button>
              <Button size="small" onClick={() => last(90)}>
                {t('history.days', { days: '90' })}
              </Button>
              <Button size="small" onClick={() => last(365)}>
                {t('history.year')}
              </Button>
            </Stack>
          </Stack>
          {!validRange && (
            <Alert severity="warning" role="alert">
              {t('history.badRange')}
            </Alert>
          )}
          {history.isPending && validRange && (
            <Skeleton variant="rounded" height={280} aria-label={t('history.loading')} />
          )}
          {history.isError && (
            <RetryAlert onRetry={() => void history.refetch()}>{t('history.loadFailed')}</RetryAlert>
          )}
          {history.data !== undefined && history.data.points.length === 0 && (
            <Typography variant="body2">{t('history.none')}</Typography>
          )}
          {history.data !== undefined && history.data.points.length > 0 && (
            <>
              {asTable ? (
                <HistoryTable history={history.data} />
              ) : (
                <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                  <DdpHistoryChart
                    history={history.data}
                    label={t('history.chart', { count: String(history.data.points.length) })}
                  />
                </Suspense>
              )}
              <Button
                size="small"
                onClick={() => setAsTable((current) => !current)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t(asTable ? 'history.showChart' : 'history.showTable')}
              </Button>
            </>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
};
