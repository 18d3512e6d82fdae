import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { contractIds, contracts, type ContractId } from '@psc/core/market-data/contracts';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import { regionNames } from '@psc/core/market-data/region-names';
import { rollingPositions } from '@psc/core/market-data/rolling-period';
import { SearchableSelectField } from '#components/form/searchable-select-field.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import {
  applyBasisChange,
  applyCountryChange,
  applyRegionChange,
  withFollowedPeriod,
  type CalculatorFormValues,
} from '../utils/calculator-form-rules.ts';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

const basisChoices = contractIds.filter((id) => contracts[id].selectableAsBasis);

type Field = keyof CalculatorFormValues;

type Option = { value: string; label: string };

type SelectExtras = { disabled?: boolean; emptyLabel?: string; searchable?: boolean };

/** One select of the form, searchable for the long lists (To: Destination, issue 48 item 14). */
const FormSelect = ({
  field,
  label,
  options,
  onChange,
  value,
  flagged,
  disabled,
  emptyLabel,
  searchable,
}: SelectExtras & {
  field: Field;
  label: string;
  options: Option[];
  onChange: (value: string) => void;
  value: string;
  flagged: boolean;
}) => {
  const props = {
    label,
    value,
    onChange,
    options,
    disabled: disabled === true,
    error: flagged,
    size: 'medium' as const,
    id: `calculator-form-${field}`,
    idOnSelect: true,
  };
  return searchable === true ? (
    <SearchableSelectField {...props} />
  ) : (
    <SelectField {...props} emptyLabel={emptyLabel} />
  );
};

/** A calculator that follows a period: what Follow does, and the roll days before the last trading day. */
const FollowedPeriodFields = ({
  follow,
  rollDays,
  flagged,
  onRollDaysChange,
}: {
  follow: '1' | '2' | '3';
  rollDays: string;
  flagged: boolean;
  onRollDaysChange: (rollDays: string) => void;
}) => {
  const t = useMessages('screens');
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="follow-replaces-contract">
        {t('calculators.followReplaces', { position: t(`calculators.follow.${follow}`).toLowerCase() })}
      </Typography>
      <TextInput
        label={t('calculators.rollDays')}
        value={rollDays}
        error={flagged}
        inputProps={{ inputMode: 'numeric' }}
        helperText={t('calculators.rollDaysHelp')}
        onChange={(event) => onRollDaysChange(event.target.value)}
      />
    </>
  );
};

/**
 * New (§2.3) and edit (§2.4) form: Name, Basis, Contract, Currency, From: Region, From: Country, From: Port,
 * To: Destination; the basis rules and region → country → port chain of §4; '<names> fields are mandatory' (§5).
 */
export const CalculatorForm = ({
  calculator,
  onClose,
  onManageDestinations,
}: {
  calculator?: CalculatorReply;
  /** Cancel, or saved: with the new calculator's id after a create. */
  onClose: (createdId?: string) => void;
  onManageDestinations?: () => void;
}) => {
  const { values, set, nameField, flagged, failure, busy, choices, onSave } = useCalculatorForm(
    calculator,
    onClose,
  );
  const { contractId, cashMarket, brazil } = choices;
  const t = useMessages('screens');
  const followOptions = rollingPositions.map((position) => ({
    value: String(position),
    label: t(`calculators.follow.${position}`),
  }));

  const select = (
    field: Field,
    label: string,
    options: Option[],
    onChange: (value: string) => void,
    extra: SelectExtras = {},
  ) => (
    <FormSelect
      field={field}
      label={label}
      options={options}
      onChange={onChange}
      value={values[field]}
      flagged={flagged.has(field)}
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(event) => void onSave(event)}
        aria-label={t(calculator ? 'title.Edit Calculator' : 'title.New Calculator')}
      >
        <TextInput label={t('calculator.name')} required error={flagged.has('name')} {...nameField} />
        {select(
          'contractId',
          t('calculators.basis'),
          basisChoices.map((id) => ({ value: id, label: contracts[id].displayName })),
          (value) => set(applyBasisChange(values, value as ContractId)),
        )}
        {select(
          'periodId',
          t('calculator.contract'),
          choices.periodOptions,
          (value) => set({ ...values, periodId: value }),
          {
            disabled: contractId === null || cashMarket || values.follow !== '',
          },
        )}
        {!cashMarket &&
          select(
            'follow',
            t('calculator.follow'),
            followOptions,
            (value) =>
              set(
                withFollowedPeriod(
                  { ...values, follow: value as CalculatorFormValues['follow'] },
                  choices.openPeriodIds,
                ),
              ),
            { emptyLabel: t('calculators.followNone') },
          )}
        {!cashMarket && values.follow !== '' && (
          <FollowedPeriodFields
            follow={values.follow}
            rollDays={values.rollDays}
            flagged={flagged.has('rollDays')}
            onRollDaysChange={(rollDays) => set({ ...values, rollDays })}
          />
        )}
        {select('currencyCode', t('calculator.currency'), choices.currencyOptions, (value) =>
          set({ ...values, currencyCode: value }),
        )}
        {cashMarket
          ? select(
              // The cash market's region is an EU region group, kept in its own field (the card reads it there).
              'originCMPRegionId',
              t('calculator.fromRegion'),
              europeCashMarketRegions.map((region) => ({ value: region.id, label: region.name })),
              (value) => set({ ...values, originCMPRegionId: value, originCountryId: '', originPortId: '' }),
            )
          : select(
              'originRegionId',
              t('calculator.fromRegion'),
              regionNames.map((region) => ({ value: region, label: region })),
              (value) => set(applyRegionChange(values, value)),
              { disabled: brazil },
            )}
        {select(
          'originCountryId',
          t('calculator.fromCountry'),
          choices.countryOptions,
          (value) => set(applyCountryChange(values, value)),
          { disabled: brazil, emptyLabel: t('calculators.none') },
        )}
        {!cashMarket &&
          select(
            'originPortId',
            t('calculator.fromPort'),
            choices.portOptions,
            (value) => set({ ...values, originPortId: value }),
            { disabled: brazil, emptyLabel: t('calculators.any') },
          )}
        {/* 142 ports and the user's own destinations: searched by typing any part of the name (issue 48 item 14). */}
        {select(
          'destinationId',
          t('calculator.toDestination'),
          choices.destinationOptions,
          (value) => set({ ...values, destinationId: value }),
          { searchable: true },
        )}
        {onManageDestinations && (
          <Button variant="text" onClick={onManageDestinations} sx={{ alignSelf: 'flex-start' }}>
            {t('calculators.manageDestinations')}
          </Button>
        )}
        {failure !== null && (
          <Alert severity={failure.upgrade ? 'info' : 'error'}>
            {failure.upgrade && <AlertTitle>{t('calculators.upgradeTitle')}</AlertTitle>}
            {failure.message}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => onClose()}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('calculators.saveClose')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
