import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { DraftField } from '#components/form/draft-field.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { formatMoney, totalOf } from '../utils/calculator-format.ts';
import { CalculatorDestinationField } from './calculator-destination-field.tsx';
import { CalculatorOriginFields } from './calculator-origin-fields.tsx';
import { CostBlockChart } from './cost-block-chart.tsx';
import { CostBlockTable, type Row } from './cost-block-table.tsx';
import { ContractRow } from './contract-row.tsx';
import { DdpSummary } from './ddp-summary.tsx';
import { FreightTerms } from './freight-terms.tsx';
import { ImportTaxesLine } from './import-taxes-line.tsx';
import { TradeTerms } from './trade-terms.tsx';
import { VoyageLines } from './voyage-lines.tsx';

/** The tonnes input and the shipment month; a card without cargo prompts for it (issue 48 item 14). */
const TonnesRow = ({
  calculator,
  readOnly,
  onCommit,
}: {
  calculator: CalculatorReply;
  readOnly: boolean;
  onCommit: (tonnes: string) => boolean | Promise<boolean>;
}) => {
  const t = useMessages();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <DraftField
        label={t('calculator.tonnes')}
        value={String(calculator.tons)}
        size="small"
        disabled={readOnly}
        inputProps={{ inputMode: 'decimal' }}
        helperText={calculator.tons === 0 && !readOnly ? t('calculator.noCargoPrompt') : undefined}
        onCommit={onCommit}
      />
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {t('calculator.shipment', { period: calculator.period.displayName })}
      </Typography>
    </Stack>
  );
};

/**
 * The card's inputs and its cost breakdown, under its name (§2.2): where the cargo comes from and goes to, the basis,
 * the tonnes, the cost blocks, the trade and freight terms; and the DDP after them where the screen is wide enough
 * (decision 0143: on a phone it comes first, above these).
 */
export const CalculatorCardInputs = ({
  calculator,
  readOnly,
  ddpAfterInputs,
  onChange,
  onTonnesCommit,
  onRowClick,
}: {
  calculator: CalculatorReply;
  readOnly: boolean;
  ddpAfterInputs: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
  onTonnesCommit: (tonnes: string) => boolean | Promise<boolean>;
  onRowClick: (row: Row) => void;
}) => {
  const t = useMessages();
  const cashMarket = calculator.contractId === 'CashMarketPrice';
  return (
    <>
      <Typography variant="overline">{t('calculator.from')}</Typography>
      <CalculatorOriginFields calculator={calculator} readOnly={readOnly} onChange={onChange} />

      <Typography variant="overline">{t('calculator.to')}</Typography>
      <CalculatorDestinationField calculator={calculator} readOnly={readOnly} onChange={onChange} />

      <ContractRow calculator={calculator} readOnly={readOnly} onChange={onChange} />

      <TonnesRow calculator={calculator} readOnly={readOnly} onCommit={onTonnesCommit} />

      <Typography variant="body2" data-testid="flat-price">
        {cashMarket ? 'EX-W' : t('calculator.flatPrice')}:{' '}
        {formatMoney(calculator.flatPrice, calculator.currencyCode)} {calculator.currencyCode}/t ·{' '}
        {t('calculator.total')}{' '}
        {formatMoney(
          totalOf(calculator.flatPrice, calculator.tons, calculator.currencyCode),
          calculator.currencyCode,
        )}{' '}
        {calculator.currencyCode}
      </Typography>

      {calculator.pricingError !== null && (
        <Alert severity="warning">{t('calculator.cannotPrice', { reason: calculator.pricingError })}</Alert>
      )}

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <CostBlockChart blocks={calculator.costBlocks} />
        <CostBlockTable calculator={calculator} onRowClick={onRowClick} />
      </Stack>

      <TradeTerms calculator={calculator} readOnly={readOnly} onChange={onChange} />

      {ddpAfterInputs && <DdpSummary calculator={calculator} />}
      <ImportTaxesLine calculator={calculator} />

      <FreightTerms calculator={calculator} readOnly={readOnly} onChange={onChange} />
      <VoyageLines calculator={calculator} />
    </>
  );
};
