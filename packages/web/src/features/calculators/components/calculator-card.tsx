import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import GridOnIcon from '@mui/icons-material/GridOn';
import { calculatorDisplayName } from '@psc/core/calculators/calculator-naming';
import {
  calculatorMessages,
  type AmendableCalculatorField,
  type CalculatorReply,
  type CostBlockReply,
} from '@psc/core/calculators/calculators.schemas';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import { regionNames } from '@psc/core/market-data/reference-data.schemas';
import { TextInput } from '../../../components/form/text-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAmendCalculator } from '../api/amend-calculator.ts';
import { useOriginCountries } from '../api/get-origin-countries.ts';
import { useOriginPorts } from '../api/get-origin-ports.ts';
import { useGlobalDestinations } from '../../../api/get-global-destinations.ts';
import { globalDestinationLabel } from '../utils/global-destination-label.ts';
import { useUserDestinations } from '../../../api/get-user-destinations.ts';
import { useDeleteCalculator } from '../api/delete-calculator.ts';
import { DeleteCalculatorDialog } from './delete-calculator-dialog.tsx';
import { useDownloadCalculator } from '../api/download-calculator.ts';
import {
  formatDistance,
  formatMoney,
  formatTransitTime,
  parseTonnesInput,
  totalOf,
} from '../utils/calculator-format.ts';
import { CostBlockChart } from './cost-block-chart.tsx';
import { CostBlockTable, type Row } from './cost-block-table.tsx';
import { CostBlockPanel } from './cost-block-panel.tsx';
import { DestinationChargesPanel } from './destination-charges-panel.tsx';
import { ForexPanel } from './forex-panel.tsx';
import { FreightTerms } from './freight-terms.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { ContractRow } from './contract-row.tsx';
import { TradeTerms } from './trade-terms.tsx';
import { previousRouteLabel } from '../utils/cost-block-overrides.ts';

/** §9: a click opens the side panel after 600 ms. */
export const costBlockPanelDelayMs = 600;

const failureMessage = (error: unknown): string => {
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return `${calculatorMessages.updateFailed}: ${error.message}`;
  return calculatorMessages.updateFailed;
};

export type CalculatorCardProps = {
  calculator: CalculatorReply;
  /** 1-based position by creationTimestamp ('# n', 'Calculator - N'). */
  position: number;
  readOnly: boolean;
  outlined?: boolean;
  onDeleted?: () => void;
};

/** The calculator card of §2.2. Every change sends the single-field amendment and shows the calculator it answers. */
export const CalculatorCard = ({
  calculator,
  position,
  readOnly,
  outlined = false,
  onDeleted,
}: CalculatorCardProps) => {
  const amend = useAmendCalculator();
  const remove = useDeleteCalculator();
  const download = useDownloadCalculator();
  const destinations = useUserDestinations();
  const globalDestinations = useGlobalDestinations();
  const countries = useOriginCountries(
    calculator.contractId === 'CashMarketPrice' ? null : calculator.originRegionId,
  );
  const ports = useOriginPorts(
    calculator.contractId === 'CashMarketPrice' ? null : calculator.originCountryId,
  );
  const [name, setName] = useState(calculator.name);
  const [tonnes, setTonnes] = useState(String(calculator.tons));
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [panel, setPanel] = useState<CostBlockReply | null>(null);
  const panelTimer = useRef<number | null>(null);
  const displayName = calculatorDisplayName(calculator.name, position);
  const cashMarket = calculator.contractId === 'CashMarketPrice';
  const brazil = calculator.contractId === 'BrazilSRP' || calculator.contractId === 'BrazilSPRP';
  const previousRoute = previousRouteLabel(calculator);

  useEffect(() => setName(calculator.name), [calculator.name]);
  useEffect(() => setTonnes(String(calculator.tons)), [calculator.tons]);
  useEffect(
    () => () => (panelTimer.current === null ? undefined : window.clearTimeout(panelTimer.current)),
    [],
  );
  // A panel shows the block of the calculator now on the card.
  const openBlock =
    panel === null ? null : (calculator.costBlocks.find((block) => block.type === panel.type) ?? null);

  const change = async (field: AmendableCalculatorField, value: string) => {
    setError(null);
    try {
      await amend.mutateAsync({ id: calculator.id, field, value });
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };

  const onRowClick = (row: Row) => {
    if (panelTimer.current !== null) window.clearTimeout(panelTimer.current);
    // CFR, CIF and FOB open nothing and close any open panel; so does the contract. Forex opens its rate panel.
    if (row.kind !== 'block' || row.block.type === 'Contract') {
      setPanel(null);
      return;
    }
    const block = row.block;
    panelTimer.current = window.setTimeout(() => setPanel(block), costBlockPanelDelayMs);
  };

  const onTonnesCommit = () => {
    const parsed = parseTonnesInput(tonnes);
    if (parsed === null) {
      setTonnes(String(calculator.tons));
      return;
    }
    if (parsed !== calculator.tons) void change('tons', String(parsed));
  };

  const onDelete = async () => {
    setConfirmingDelete(false);
    try {
      await remove.mutateAsync(calculator.id);
      onDeleted?.();
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status >= 400 && caught.status < 500
          ? `${calculatorMessages.genericFailure}: ${caught.message}`
          : calculatorMessages.genericFailure,
      );
    }
  };

  const destinationOptions = [
    ...(destinations.data ?? []).map((destination) => ({ value: destination.id, label: destination.name })),
    ...(globalDestinations.data ?? [])
      .filter((port) => !cashMarket || port.region === 'Europe')
      .map((port) => ({ value: port.id, label: globalDestinationLabel(port) })),
  ];
  if (!destinationOptions.some((option) => option.value === calculator.destinationId))
    destinationOptions.push({ value: calculator.destinationId, label: calculator.destination.name });
  const group = europeCashMarketRegions.find((region) => region.id === calculator.originCMPRegionId);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderWidth: outlined ? 2 : 1, borderColor: outlined ? 'primary.main' : 'divider' }}
      data-testid="calculator-card"
      aria-label={displayName}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            # {position}
          </Typography>
          <TextInput
            label="Name"
            value={name}
            placeholder={displayName}
            shrinkLabel
            disabled={readOnly}
            size="small"
            onChange={(event) => setName(event.target.value)}
            onBlur={() => (name !== calculator.name ? void change('name', name) : undefined)}
            onKeyDown={(event) =>
              event.key === 'Enter' ? (event.target as HTMLInputElement).blur() : undefined
            }
          />
          <IconButton
            aria-label="Download Excel"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { id: calculator.id, displayName, format: 'xlsx' },
                { onError: () => setError(calculatorMessages.downloadFailed) },
              )
            }
          >
            <GridOnIcon />
          </IconButton>
          <IconButton
            aria-label="Download CSV"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { id: calculator.id, displayName, format: 'csv' },
                { onError: () => setError(calculatorMessages.downloadFailed) },
              )
            }
          >
            <DescriptionIcon />
          </IconButton>
          {!readOnly && (
            <IconButton aria-label="Delete calculator" onClick={() => setConfirmingDelete(true)}>
              <CloseIcon />
            </IconButton>
          )}
        </Stack>

        <Typography variant="overline">From</Typography>
        {cashMarket ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <SelectField
              label="From: Region"
              value={calculator.originCMPRegionId ?? ''}
              disabled={readOnly}
              onChange={(value) => void change('originCMPRegionId', value)}
              options={europeCashMarketRegions.map((region) => ({ value: region.id, label: region.name }))}
            />
            <SelectField
              label="From: Country"
              value={calculator.originCountryId ?? ''}
              disabled={readOnly}
              emptyLabel="None"
              onChange={(value) => void change('originCountryId', value)}
              options={(group?.countryIds ?? []).map((id, index) => ({
                value: id,
                label: group?.countryNames[index] ?? id,
              }))}
            />
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <SelectField
              label="From: Region"
              value={calculator.originRegionId ?? ''}
              disabled={readOnly || brazil}
              onChange={(value) => void change('originRegionId', value)}
              options={regionNames.map((region) => ({ value: region, label: region }))}
            />
            <SelectField
              label="From: Country"
              value={calculator.originCountryId ?? ''}
              disabled={readOnly || brazil}
              emptyLabel="None"
              onChange={(value) => void change('originCountryId', value)}
              options={
                brazil
                  ? [{ value: '076', label: 'Brazil' }]
                  : (countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))
              }
            />
            <SelectField
              label="From: Port"
              value={calculator.originPortId ?? ''}
              disabled={readOnly || brazil}
              emptyLabel="Any"
              onChange={(value) => void change('originPortId', value)}
              options={
                brazil
                  ? [{ value: 'BRSSZ', label: 'Santos' }]
                  : (ports.data ?? []).map((port) => ({ value: port.id, label: port.name }))
              }
            />
          </Stack>
        )}

        <Typography variant="overline">To</Typography>
        <SelectField
          label="To: Destination"
          value={calculator.destinationId}
          disabled={readOnly}
          onChange={(value) => void change('destinationId', value)}
          options={destinationOptions}
        />
        <Typography variant="body2" color="text.secondary">
          {[
            calculator.destination.region,
            calculator.destination.countryName,
            calculator.destination.arrivalPortName || 'Any port',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>

        <ContractRow
          calculator={calculator}
          readOnly={readOnly}
          onChange={(field, value) => void change(field, value)}
        />

        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextInput
            label="Tonnes"
            value={tonnes}
            size="small"
            disabled={readOnly}
            inputProps={{ inputMode: 'decimal' }}
            onChange={(event) => setTonnes(event.target.value)}
            onBlur={onTonnesCommit}
            onKeyDown={(event) =>
              event.key === 'Enter' ? (event.target as HTMLInputElement).blur() : undefined
            }
          />
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            Shipment: {calculator.period.displayName}
          </Typography>
        </Stack>

        <Typography variant="body2" data-testid="flat-price">
          {cashMarket ? 'EX-W' : 'Flat price'}: {formatMoney(calculator.flatPrice)} {calculator.currencyCode}
          /t · total {formatMoney(totalOf(calculator.flatPrice, calculator.tons))}
        </Typography>

        {calculator.pricingError !== null && (
          <Alert severity="warning">This calculator cannot be priced now: {calculator.pricingError}</Alert>
        )}

        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <CostBlockChart blocks={calculator.costBlocks} />
          <CostBlockTable calculator={calculator} onRowClick={onRowClick} />
        </Stack>

        <TradeTerms
          calculator={calculator}
          readOnly={readOnly}
          onChange={(field, value) => void change(field, value)}
        />

        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, p: 1.5 }}>
          <Typography variant="h6" component="p" data-testid="ddp-per-tonne">
            DDP {formatMoney(calculator.price)} {calculator.currencyCode}/t
          </Typography>
          <Typography variant="body2" data-testid="ddp-total">
            Total {formatMoney(calculator.total)} {calculator.currencyCode}
          </Typography>
        </Box>
        <Table size="small" aria-label="DDP low and high">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="right">Low</TableCell>
              <TableCell align="right">High</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>DDP per tonne</TableCell>
              <TableCell align="right">{formatMoney(calculator.lowPrice)}</TableCell>
              <TableCell align="right">{formatMoney(calculator.highPrice)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>DDP total</TableCell>
              <TableCell align="right">{formatMoney(calculator.lowTotal)}</TableCell>
              <TableCell align="right">{formatMoney(calculator.highTotal)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>

        <FreightTerms
          calculator={calculator}
          readOnly={readOnly}
          onChange={(field, value) => void change(field, value)}
        />
        <Typography variant="body2" color="text.secondary" data-testid="voyage">
          {calculator.distanceInKM === null || calculator.distanceInNM === null
            ? 'No sea route for these ports'
            : `${formatDistance(calculator.distanceInKM)} km · ${formatDistance(calculator.distanceInNM)} nm · ${formatTransitTime(calculator.travelTimeInMS ?? 0)}${calculator.route ? ` (${calculator.route.fromPortName} → ${calculator.route.toPortName}${calculator.route.routeClass === 'Direct' ? '' : `, via ${calculator.route.routeClass}`})` : ''}`}
        </Typography>

        {previousRoute !== null && (
          <Typography variant="caption" color="text.secondary" data-testid="previous-route">
            Previous route: {previousRoute}
          </Typography>
        )}

        {error !== null && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </Stack>

      <Drawer anchor="right" open={openBlock !== null} onClose={() => setPanel(null)}>
        <Box sx={{ width: { xs: '85vw', sm: 360 }, p: 2 }} role="dialog" aria-label="Cost block panel">
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton aria-label="Close panel" onClick={() => setPanel(null)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {openBlock !== null &&
            (openBlock.type === 'Loading' ? (
              <DestinationChargesPanel
                total={openBlock.price}
                currencyCode={calculator.currencyCode}
                premium={calculator.destinationPremium}
              />
            ) : openBlock.type === 'Forex' ? (
              <ForexPanel
                key={`Forex-${calculator.id}`}
                calculator={calculator}
                block={openBlock}
                readOnly={readOnly}
              />
            ) : (
              <CostBlockPanel
                key={`${openBlock.type}-${calculator.id}`}
                calculator={calculator}
                block={openBlock}
                readOnly={readOnly}
              />
            ))}
        </Box>
      </Drawer>

      <DeleteCalculatorDialog
        open={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void onDelete()}
      />
    </Paper>
  );
};
