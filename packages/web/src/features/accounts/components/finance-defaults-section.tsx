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
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
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

/** What the form says is wrong: a message of the catalogues, said in the reader's language. */
type Problem = { key: MessageKey; field?: MessageKey };

/** Empty fields fall back to PSC's defaults; a typed one must be a number. */
const termsOf = (draft: Draft): FinanceTerms | Problem => {
  const terms: FinanceTerms = { active: draft.active };
  const percent = (text: string, field: MessageKey): number | undefined | Problem => {
    if (text.trim() === '') return undefined;
    const value = Number(text.trim().replace(',', '.'));
    return Number.isFinite(value) ? percentToRate(value) : { key: 'finance.notNumber', field };
  };
  const carry = percent(draft.carry, 'finance.costOfMoney');
  const issuance = percent(draft.issuance, 'finance.lcIssuance');
  const confirmation = percent(draft.confirmation, 'finance.lcConfirmation');
  for (const value of [carry, issuance, confirmation]) if (typeof value === 'object') return value;
  if (typeof carry === 'number') terms.carryRatePerYear = carry;
  if (typeof issuance === 'number') terms.lcIssuanceRate = issuance;
  if (typeof confirmation === 'number') terms.lcConfirmationRate = confirmation;
  if (draft.paymentDays.trim() !== '') {
    const days = Number(draft.paymentDays.trim());
    if (!Number.isInteger(days)) return { key: 'finance.daysNotWhole' };
    terms.paymentDays = days;
  }
  return terms;
};

/**
 * The account's default Finance line (docs/decisions/0034), for administrators: whether calculators show the cost
 * of money, and the bank's terms. A calculator's own choices still win.
 */
export const FinanceDefaultsSection = () => {
  const t = useMessages();
  const query = useFinanceTerms();
  const save = useSetFinanceTerms();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  if (query.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('finance.loading')} />;
  if (query.isError || draft === null)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('account.retry')}
          </Button>
        }
      >
        {t('finance.loadFailed')}
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
    if ('key' in terms) {
      setMessage({
        severity: 'error',
        text: t(terms.key, terms.field === undefined ? {} : { field: t(terms.field) }),
      });
      return;
    }
    try {
      await save.mutateAsync(terms);
      setMessage({ severity: 'success', text: t('finance.saved') });
    } catch (caught) {
      setMessage({
        severity: 'error',
        text: isApiError(caught) ? caught.message : t('finance.saveFailed'),
      });
    }
  };
  const label = sourceLabel(defaults.source);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label={t('finance.title')}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('finance.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('finance.intro')}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={draft.active} onChange={(_event, on) => setDraft({ ...draft, active: on })} />
          }
          label={t('finance.show')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {field('carry', t('finance.carry'), percentText(defaults.carryRatePerYear))}
          {field('paymentDays', t('finance.paymentDays'), String(defaults.paymentDays))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {field('issuance', t('finance.issuancePercent'), percentText(defaults.lcIssuanceRate))}
          {field('confirmation', t('finance.confirmationPercent'), percentText(defaults.lcConfirmationRate))}
        </Stack>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('finance.source', { source: label.label })}
          </Typography>
          {!defaults.verified && (
            <Chip size="small" variant="outlined" color="warning" label={t('finance.unverified')} />
          )}
        </Stack>
        {message !== null && <Alert severity={message.severity}>{message.text}</Alert>}
        <Stack direction="row">
          <Button variant="contained" disabled={save.isPending} onClick={() => void onSave()}>
            {t('finance.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
