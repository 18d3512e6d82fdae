import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contractIds, contracts, type ContractId } from '@psc/core/market-data/contracts';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import type { GlobalOrigin } from '@psc/core/market-data/market-data.schemas';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { OriginValues } from '../utils/matrix-form.ts';

const basisOptions = contractIds
  .filter((id) => contracts[id].selectableAsBasis)
  .map((id) => ({ value: id, label: contracts[id].displayName }));
const regionOptions = europeCashMarketRegions.map((region) => ({ value: region.id, label: region.name }));

const isBrazil = (id: string) => id === 'BrazilSRP' || id === 'BrazilSPRP';

/** One origin row: the basis, where it loads (a port, Santos for Brazil, a region group for the cash market), the freight mode. */
export const MatrixOriginFields = ({
  index,
  value,
  ports,
  onChange,
  onRemove,
}: {
  index: number;
  value: OriginValues;
  ports: readonly GlobalOrigin[];
  onChange: (value: OriginValues) => void;
  onRemove: (() => void) | null;
}) => {
  const t = useMessages('screens');
  const freightOptions = [
    { value: 'default', label: t('matrices.editor.freight.default') },
    { value: 'bulk', label: t('matrices.editor.freight.bulk') },
    { value: 'container', label: t('matrices.editor.freight.container') },
  ];
  const portOptions = ports.map((port) => ({ value: port.id, label: `${port.name}, ${port.countryName}` }));
  const cash = value.contractId === 'CashMarketPrice';
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'center' } }}
      role="group"
      aria-label={t('matrices.editor.origin', { origin: index + 1 })}
    >
      <Typography variant="body2" sx={{ minWidth: 24 }}>
        {index + 1}.
      </Typography>
      <SelectField
        id={`matrix-origin-${index}-basis`}
        label={t('matrices.editor.basis')}
        value={value.contractId}
        options={basisOptions}
        onChange={(contractId) =>
          onChange({
            contractId: contractId as ContractId,
            originPortId: '',
            originCMPRegionId: '',
            freightMode: contractId === 'CashMarketPrice' ? '' : value.freightMode,
            polarisation: '',
          })
        }
      />
      {cash ? (
        <SelectField
          id={`matrix-origin-${index}-region`}
          label={t('matrices.editor.regionGroup')}
          value={value.originCMPRegionId}
          options={regionOptions}
          onChange={(originCMPRegionId) => onChange({ ...value, originCMPRegionId })}
        />
      ) : isBrazil(value.contractId) ? (
        <Typography variant="body2" sx={{ minWidth: 200 }}>
          {t('matrices.editor.loadsAtSantos')}
        </Typography>
      ) : (
        <SelectField
          id={`matrix-origin-${index}-port`}
          label={t('matrices.editor.loadingPort')}
          value={value.originPortId}
          options={portOptions}
          disabled={value.contractId === ''}
          onChange={(originPortId) => onChange({ ...value, originPortId })}
        />
      )}
      <SelectField
        id={`matrix-origin-${index}-freight`}
        label={t('matrices.editor.freight')}
        value={value.freightMode === '' ? 'default' : value.freightMode}
        options={freightOptions}
        disabled={cash || value.contractId === ''}
        onChange={(freightMode) =>
          onChange({
            ...value,
            freightMode: freightMode === 'default' ? '' : (freightMode as OriginValues['freightMode']),
          })
        }
      />
      <TextInput
        id={`matrix-origin-${index}-polarisation`}
        label={t('matrices.editor.polarisation')}
        value={value.polarisation}
        inputMode="decimal"
        placeholder={t('matrices.editor.usual')}
        shrinkLabel
        disabled={value.contractId === '' || contracts[value.contractId].product !== 'raw'}
        onChange={(event) => onChange({ ...value, polarisation: event.target.value })}
        sx={{ maxWidth: { md: 140 } }}
      />
      {onRemove !== null && (
        <Button
          color="error"
          onClick={onRemove}
          aria-label={t('matrices.editor.removeOrigin', { origin: index + 1 })}
          sx={{ flexShrink: 0 }}
        >
          {t('matrices.editor.remove')}
        </Button>
      )}
    </Stack>
  );
};
