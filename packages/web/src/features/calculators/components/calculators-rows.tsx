import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GridOnIcon from '@mui/icons-material/GridOn';
import { calculatorDisplayName } from '@psc/core/calculators/calculator-naming';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { keyboardActivation } from '#lib/keyboard-activation.ts';
import { StaleBadge } from '#components/stale-badge.tsx';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { formatMoney, periodIdLabel } from '../utils/calculator-format.ts';

const fromOf = (calculator: CalculatorReply) =>
  calculator.originPortName ??
  calculator.originCountryName ??
  calculator.originCMPRegionId ??
  calculator.originRegionId ??
  '';

const stickyRight = { position: 'sticky', right: 0, bgcolor: 'background.paper' } as const;
/**
 * The DDP /t column pinned beside the icons (issue 48 item 6): from 500 to 900 px the columns
 * scroll inside the card, and the price, the figure the list is read for, went off its edge. The icons are one
 * button wide when stacked (under 900 px) or read-only, two side by side otherwise.
 */
const stickyPrice = (readOnly: boolean) =>
  ({ ...stickyRight, right: readOnly ? 40 : { xs: 40, md: 80 }, zIndex: 1 }) as const;

/**
 * The delivered price per tonne, so calculators compare at a glance (issue 12 item 14); a dash when unpriceable, and
 * marked when it leaves out a duty nobody knows (decision 0105).
 */
const ddpOf = (calculator: CalculatorReply, t: Translate) => {
  if (calculator.pricingError) return '—';
  const price = formatMoney(calculator.price, calculator.currencyCode);
  return calculator.priceComplete ? price : t('calculators.exclDuty', { price });
};

type CalculatorRowsProps = {
  calculators: readonly CalculatorReply[];
  readOnly: boolean;
  onOpen: (id: string) => void;
  onDeleteAsked: (id: string) => void;
};

/** Under 500 px: one stacked entry per calculator, without download (§2.4). */
export const CalculatorsStackedList = ({
  calculators,
  readOnly,
  onOpen,
  onDeleteAsked,
}: CalculatorRowsProps) => {
  const t = useMessages();
  return (
    <Stack divider={<hr style={{ margin: 0, border: 0, borderTop: '1px solid #e0e0e0' }} />}>
      {calculators.map((calculator, index) => (
        <Stack
          key={calculator.id}
          direction="row"
          sx={{ p: 1.5, alignItems: 'center', cursor: 'pointer' }}
          onClick={() => onOpen(calculator.id)}
          {...keyboardActivation(
            t('calculators.open', { name: calculatorDisplayName(calculator.name, index + 1) }),
            () => onOpen(calculator.id),
          )}
        >
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">{calculatorDisplayName(calculator.name, index + 1)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {fromOf(calculator)} → {calculator.destination.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {calculator.currencyCode} · {calculator.contractName} · {periodIdLabel(calculator)}
            </Typography>
            <Typography variant="body2">
              {t('calculators.ddpLine', {
                price: ddpOf(calculator, t),
                unit: `${calculator.currencyCode}/t`,
              })}{' '}
              <StaleBadge inputs={calculator.inputFreshness} testId="list-stale-badge" />
            </Typography>
          </Stack>
          {!readOnly && (
            <IconButton
              aria-label={t('calculator.delete')}
              onClick={(event) => (event.stopPropagation(), onDeleteAsked(calculator.id))}
            >
              <DeleteOutlined />
            </IconButton>
          )}
        </Stack>
      ))}
    </Stack>
  );
};

/** From 500 px: the table of §2.4, its download and delete icons pinned to the right edge. */
export const CalculatorsWideTable = ({
  calculators,
  readOnly,
  onOpen,
  onDeleteAsked,
  onDownload,
}: CalculatorRowsProps & { onDownload: (id: string, displayName: string) => void }) => {
  const t = useMessages();
  const columns = [
    t('calculator.name'),
    t('calculator.from'),
    t('calculator.to'),
    t('calculator.currency'),
    t('calculators.basis'),
    t('calculator.contract'),
  ];
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('calculators.list')}
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, md: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell align="right" sx={stickyPrice(readOnly)}>
              {t('calculators.ddpPerTonneColumn')}
            </TableCell>
            <TableCell sx={{ ...stickyRight, zIndex: 1 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {calculators.map((calculator, index) => {
            const displayName = calculatorDisplayName(calculator.name, index + 1);
            return (
              <TableRow
                key={calculator.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => onOpen(calculator.id)}
                {...keyboardActivation(null, () => onOpen(calculator.id))}
              >
                <TableCell>
                  {displayName} <StaleBadge inputs={calculator.inputFreshness} testId="list-stale-badge" />
                </TableCell>
                <TableCell>{fromOf(calculator)}</TableCell>
                <TableCell>{calculator.destination.name}</TableCell>
                <TableCell>{calculator.currencyCode}</TableCell>
                <TableCell>{calculator.contractName}</TableCell>
                <TableCell>{periodIdLabel(calculator)}</TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', ...stickyPrice(readOnly) }}
                  data-testid="list-ddp"
                >
                  {ddpOf(calculator, t)}
                </TableCell>
                <TableCell padding="none" sx={{ width: 0, ...stickyRight }}>
                  {/* One cell, one icon above the other when narrow, pinned to the card's right edge: when the
                    columns need more than the width, they scroll inside the card and the icons stay. */}
                  <Stack direction={{ xs: 'column', md: 'row' }}>
                    <IconButton
                      aria-label={t('calculators.download', { name: displayName })}
                      onClick={(event) => {
                        event.stopPropagation();
                        onDownload(calculator.id, displayName);
                      }}
                    >
                      <GridOnIcon />
                    </IconButton>
                    {!readOnly && (
                      <IconButton
                        aria-label={t('calculators.deleteNamed', { name: displayName })}
                        onClick={(event) => (event.stopPropagation(), onDeleteAsked(calculator.id))}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
