import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';

type PlanActionsProps = {
  details: SubscriptionDetailsReply;
  /** UPGRADE, Edit Plan and Pay now: the team-size editor. */
  onChoosePlan: () => void;
  onChangePaymentMethod: () => void;
  onCancelSubscription: () => void;
};

/** What the account's administrator can do with the plan now (§2 'Paid Plan', §4). */
export const PlanActions = ({
  details: data,
  onChoosePlan,
  onChangePaymentMethod,
  onCancelSubscription,
}: PlanActionsProps) => {
  const t = useMessages();
  const isPaid = data.planType === 'Paid';
  return (
    // Flex gaps, not margins: a button wrapped to the next line starts at the left edge (issue 48, 400 px).
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {data.planType === 'Free' && (
        <Button variant="contained" onClick={onChoosePlan}>
          {t('billing.upgrade')}
        </Button>
      )}
      {isPaid && data.isCancellationEnabled && (
        <>
          <Button variant="contained" onClick={onChoosePlan}>
            {t('billing.editPlan')}
          </Button>
          <Button variant="outlined" onClick={onChangePaymentMethod}>
            {t('billing.changePaymentMethod')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={onCancelSubscription}
            disabled={data.subscriptionCancelationDate !== null}
          >
            {t('billing.cancelSubscription')}
          </Button>
        </>
      )}
      {/* An owed renewal is paid from its own panel ("Pay … due since …"), never through a plan quote. */}
      {data.status === 1 && data.amountDue === null && (
        <Button variant="contained" onClick={onChoosePlan}>
          {t('billing.payNow')}
        </Button>
      )}
      {isPaid && !data.isCancellationEnabled && data.status === 2 && (
        <Typography color="text.secondary">{t('billing.contactAdministrator')}</Typography>
      )}
    </Stack>
  );
};
