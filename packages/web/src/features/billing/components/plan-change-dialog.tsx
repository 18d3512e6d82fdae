import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanOffer, SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { usePlans } from '../api/get-plans.ts';
import { money } from './money.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';

type PlanChangeDialogProps = {
  open: boolean;
  details: SubscriptionDetailsReply;
  onClose: () => void;
  onChoosePlan: (plan: PlanOffer) => void;
  onDowngradeToFree: () => void;
};

type PlanAction = { label: string; plan: PlanOffer | 'free' };

/** The buttons of §2 'Plan-change dialog' for where the account is now. */
const actionsFor = (
  t: Translate,
  plan: PlanOffer,
  details: SubscriptionDetailsReply,
  plans: readonly PlanOffer[],
): PlanAction[] => {
  const isPaid = details.planType === 'Paid' && details.status === 2;
  const current = plans.find((candidate) => candidate.id === details.planId);
  const upper = plan.name.toUpperCase();
  if (plan.name === 'Free')
    return isPaid ? [{ label: t('billing.plans.downgradeToFree'), plan: 'free' }] : [];
  if (!isPaid)
    return [
      {
        label:
          details.status === 0
            ? t('billing.plans.buy', { plan: upper })
            : t('billing.plans.upgradeTo', { plan: upper }),
        plan,
      },
    ];
  if (current?.id === plan.id) return [{ label: t('billing.plans.editPlan'), plan }];
  return [
    {
      label:
        (current?.id ?? 0) < plan.id
          ? t('billing.plans.upgradeTo', { plan: upper })
          : t('billing.plans.downgradeTo', { plan: upper }),
      plan,
    },
  ];
};

/** The pricing table with the editions Free, Starter and Team ('Most popular'). */
export const PlanChangeDialog = ({
  open,
  details,
  onClose,
  onChoosePlan,
  onDowngradeToFree,
}: PlanChangeDialogProps) => {
  const t = useMessages('screens');
  const plans = usePlans();
  const currency = details.planType === 'Paid' ? details.currency : 'USD';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="plan-change-title" fullWidth maxWidth="md">
      <DialogTitle id="plan-change-title">{t('billing.plans.choose')}</DialogTitle>
      <DialogContent>
        {plans.isPending && <Skeleton variant="rounded" height={200} />}
        {plans.isError && (
          <Typography color="error">{t('destinations.error', { message: plans.error.message })}</Typography>
        )}
        {plans.data && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ pt: 1 }}>
            {plans.data.map((plan) => {
              const monthly = plan.prices.find(
                (price) => price.currency === currency && price.paymentFrequency === 'Monthly',
              );
              const yearly = plan.prices.find(
                (price) => price.currency === currency && price.paymentFrequency === 'Yearly',
              );
              return (
                <Paper
                  key={plan.id}
                  variant="outlined"
                  sx={{ p: 2, flex: 1, borderColor: plan.mostPopular ? 'primary.main' : undefined }}
                  aria-label={t('billing.plans.planNamed', { plan: plan.name })}
                >
                  <Stack spacing={1}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="h6">{plan.name}</Typography>
                      {plan.mostPopular && (
                        <Chip size="small" color="primary" label={t('billing.plans.mostPopular')} />
                      )}
                      {details.planId === plan.id && <Chip size="small" label={t('billing.plans.current')} />}
                    </Stack>
                    {plan.name === 'Free' ? (
                      <Typography color="text.secondary">
                        {t('billing.plans.free', {
                          users: plan.numberOfEditors,
                          sources: plan.numberOfSources,
                        })}
                      </Typography>
                    ) : (
                      <>
                        <Typography>
                          {monthly
                            ? t('billing.plans.monthly', { amount: money(monthly.planFee, currency) })
                            : '—'}
                        </Typography>
                        <Typography variant="body2">
                          {yearly
                            ? t('billing.plans.yearly', {
                                amount: money(yearly.planFee / 12, currency),
                                total: money(yearly.planFee, currency),
                              })
                            : ''}
                        </Typography>
                        <Typography variant="body2">
                          {monthly
                            ? t('billing.plans.furtherUser', {
                                amount: money(monthly.extraUserFee, currency),
                              })
                            : ''}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('billing.plans.sources', {
                            sources: plan.numberOfSources,
                            snapshots: plan.numberOfSnapshots,
                          })}
                        </Typography>
                      </>
                    )}
                    {actionsFor(t, plan, details, plans.data).map((action) => (
                      <Button
                        key={action.label}
                        variant={plan.mostPopular ? 'contained' : 'outlined'}
                        onClick={() =>
                          action.plan === 'free' ? onDowngradeToFree() : onChoosePlan(action.plan)
                        }
                      >
                        {action.label}
                      </Button>
                    ))}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
