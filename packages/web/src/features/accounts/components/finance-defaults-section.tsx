import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  percentToRate,
  rateToPercent,
  type AccountFinanceTermsReply,
  type FinanceTerms,
} from '@psc/core/pricing/finance-terms';
import { sourceLabel } from '@psc/core/market-data/source-label';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { useFinanceTerms } from '../api/get-finance-terms.ts';
import { useSetFinanceTerms } from '../api/set-finance-terms.ts';

type Draft = { active: boolean; carry: string; paymentDays: string; issuance: string; confirmation: string };

const percentText = (rate: number | undefined): string =>
  rate === undefined ? '' : String(rateToPercent(rate));

const draftOf = (reply: AccountFinanceTermsReply): Draft => ({
  active: reply.terms.active ?? false,
  carry: percentText(reply.terms.carryRatePerYear),
  paymentDays: reply.terms.paymentDays === undefined ? '' : String(reply.terms.paymentDays),
  issuance: percentText(reply.terms.lcIssuanceRate),
  confirmation: percentText(reply.terms.lcConfirmationRate),
});

/** Empty fields fall back to PSC's defaults; a typed one must be a number. */
const termsOf = (draft: Draft): FinanceTerms | string => {
  const terms: FinanceTerms = { active: draft.active };
  const percent = (text: string, label: string): number | undefined | string => {
    if (text.trim() === '') return undefined;
    const value = Number(text.trim().replace(',', '.'));
    return Number.isFinite(value) ? percentToRate(value) : `${label} must be a number`;
  };
  const carry = percent(draft.carry, 'Cost of money');
  const issuance = percent(draft.issuance, 'LC issuance');
  const confirmation = percent(draft.confirmation, 'LC confirmation');
  for (const value of [carry, issuance, confirmation]) if (typeof value === 'string') return value;
  if (typeof carry === 'number') terms.carryRatePerYear = carry;
  if (typeof issuance === 'number') terms.lcIssuanceRate = issuance;
  if (typeof confirmation === 'number') terms.lcConfirmationRate = confirmation;
  if (draft.paymentDays.trim() !== '') {
    const days = Number(draft.paymentDays.trim());
    if (!Number.isInteger(days)) return 'Payment days must be a whole number';
    terms.paymentDays = days;
  }
  return terms;
};

/**
 * The account's default Finance line (docs/decisions/0034), for administrators: whether calculators show the cost
 * of money, and the bank's terms. A calculator's own choices still win.
 */
export const FinanceDefaultsSection = () => {
  const query = useFinanceTerms();
  const save = useSetFinanceTerms();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  if (query.isPending)
    return <Skeleton variant="rounded" height={160} aria-label="Loading the finance defaults" />;
  if (query.isError || draft === null)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        The finance defaults could not be loaded.
      </Alert>
    );
  const defaults = query.data.defaults;
  const field = (key: keyof Omit<Draft, 'active'>, label: string, placeholder: string) => (
    <TextInput
      label={label}
      value={draft[key]}
      size="small"
      placeholder={placeholder}
      shrinkLabel
      inputProps={{ inputMode: 'decimal' }}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );
  const onSave = async () => {
    setMessage(null);
    const terms = termsOf(draft);
    if (typeof terms === 'string') {
      setMessage({ severity: 'error', text: terms });
      return;
    }
    try {
      await save.mutateAsync(terms);
      setMessage({ severity: 'success', text: 'Finance defaults saved' });
    } catch (caught) {
      setMessage({
        severity: 'error',
        text: isApiError(caught) ? caught.message : 'The finance defaults could not be saved',
      });
    }
  };
  const label = sourceLabel(defaults.source);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label="Finance defaults">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Finance defaults
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The cost of money on every calculator of the account, after CIF: carry over transit and payment
          days, letter-of-credit fees and, in bulk, expected demurrage. A calculator can still switch it or
          change a term.
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={draft.active} onChange={(_event, on) => setDraft({ ...draft, active: on })} />
          }
          label="Show the Finance line on calculators"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {field('carry', 'Cost of money % a year', percentText(defaults.carryRatePerYear))}
          {field('paymentDays', 'Payment days', String(defaults.paymentDays))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {field('issuance', 'LC issuance %', percentText(defaults.lcIssuanceRate))}
          {field('confirmation', 'LC confirmation %', percentText(defaults.lcConfirmationRate))}
        </Stack>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography variant="caption" color="text.secondary">
            Empty fields use PSC's defaults. Source: {label.label}
          </Typography>
          {!defaults.verified && <Chip size="small" variant="outlined" color="warning" label="unverified" />}
        </Stack>
        {message !== null && <Alert severity={message.severity}>{message.text}</Alert>}
        <Stack direction="row">
          <Button variant="contained" disabled={save.isPending} onClick={() => void onSave()}>
            Save finance defaults
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
