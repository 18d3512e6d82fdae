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
  plan: PlanOffer,
  details: SubscriptionDetailsReply,
  plans: readonly PlanOffer[],
): PlanAction[] => {
  const isPaid = details.planType === 'Paid' && details.status === 2;
  const current = plans.find((candidate) => candidate.id === details.planId);
  const upper = plan.name.toUpperCase();
  if (plan.name === 'Free') return isPaid ? [{ label: 'DOWNGRADE TO FREE', plan: 'free' }] : [];
  if (!isPaid) return [{ label: details.status === 0 ? `BUY ${upper}` : `UPGRADE TO ${upper}`, plan }];
  if (current?.id === plan.id) return [{ label: 'EDIT PLAN', plan }];
  return [{ label: (current?.id ?? 0) < plan.id ? `UPGRADE TO ${upper}` : `DOWNGRADE TO ${upper}`, plan }];
};

/** The pricing table with the editions Free, Starter and Team ('Most popular'). */
export const PlanChangeDialog = ({
  open,
  details,
  onClose,
  onChoosePlan,
  onDowngradeToFree,
}: PlanChangeDialogProps) => {
  const plans = usePlans();
  const currency = details.planType === 'Paid' ? details.currency : 'USD';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="plan-change-title" fullWidth maxWidth="md">
      <DialogTitle id="plan-change-title">Choose a plan</DialogTitle>
      <DialogContent>
        {plans.isPending && <Skeleton variant="rounded" height={200} />}
        {plans.isError && <Typography color="error">{`Error: ${plans.error.message}`}</Typography>}
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
                  aria-label={`${plan.name} plan`}
                >
                  <Stack spacing={1}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="h6">{plan.name}</Typography>
                      {plan.mostPopular && <Chip size="small" color="primary" label="Most popular" />}
                      {details.planId === plan.id && <Chip size="small" label="Current" />}
                    </Stack>
                    {plan.name === 'Free' ? (
                      <Typography color="text.secondary">
                        Free — {plan.numberOfEditors} user, {plan.numberOfSources} data sources
                      </Typography>
                    ) : (
                      <>
                        <Typography>
                          {monthly ? `${money(monthly.planFee, currency)} / month, users 1-5` : '—'}
                        </Typography>
                        <Typography variant="body2">
                          {yearly
                            ? `${money(yearly.planFee / 12, currency)} / month billed yearly (${money(yearly.planFee, currency)})`
                            : ''}
                        </Typography>
                        <Typography variant="body2">
                          {monthly
                            ? `Each further user ${money(monthly.extraUserFee, currency)} / month`
                            : ''}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {plan.numberOfSources} data sources, {plan.numberOfSnapshots} snapshots
                        </Typography>
                      </>
                    )}
                    {actionsFor(plan, details, plans.data).map((action) => (
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
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
};
