import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from '#lib/lazy-part.ts';
import { ScreenTallPlace } from '#components/screen-tall-place.tsx';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { freePlanExpiresAtMs, planTypeOf, type AccountState } from '@psc/core/accounts/account-status';
import type { AccountReply, CanUseReply } from '@psc/core/accounts/accounts.schemas';
import { useAfterFirstPaint } from '#hooks/use-after-first-paint.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

// The two dialogs come when first opened (issue 50): the tab's first paint waits for neither their code nor the
// form controls they share with other screens.
const ChangeEmailDialog = lazyPart(() => import('./change-email-dialog.tsx'), 'ChangeEmailDialog');
const CloseAccountDialog = lazyPart(() => import('./close-account-dialog.tsx'), 'CloseAccountDialog');

type DetailsTabProps = {
  account: AccountReply;
  use: CanUseReply;
  state: AccountState;
  isDefaultAdmin: boolean;
  billingRecipients: ReadonlyArray<{ id: string; email: string }>;
  formatDate: (epochMs: number) => string;
  onAccountClosed: () => void;
  /** The Paid Plan section and its actions, from the billing feature (composed by the account screen). */
  paidPlan?: ReactNode;
  /** The running plan's name ('Team'), shown beside 'Paid' so the plan type does not hide it. */
  planName?: string | undefined;
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
    <Typography component="dt" sx={{ width: { sm: 200 }, fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

/** The Details tab (§2): plan type, licences, free-plan dates, paid-plan frequency, billing e-mail. */
export const DetailsTab = ({
  account,
  use,
  state,
  isDefaultAdmin,
  billingRecipients,
  formatDate,
  onAccountClosed,
  paidPlan,
  planName,
}: DetailsTabProps) => {
  const [isChangingEmail, setIsChangingEmail] = useState(false);
  const t = useMessages();
  const [isClosing, setIsClosing] = useState(false);
  const planType = planTypeOf(account.status);
  const freePlanEnd = freePlanExpiresAtMs(use.created, use.freePlanDuration);
  // The paid plan and the account's closing, below the licences, come in a second pass once the first is painted
  // (issue 50): on a phone the first screen is the plan, the e-mail and the licences, and drawing the plan's
  // actions, terms and dialogs first had held it back by some 100 ms.
  const restShown = useAfterFirstPaint(true, false);

  return (
    <Stack spacing={3}>
      <Typography component="h2" variant="h6">
        {t('account.details')}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Row label={t('account.plan')}>
          {state === 'cancelled'
            ? // Decision 0083: an ended subscription is on Free, never "Paid: Free" (issue 44).
              t('account.planCancelled')
            : planType === 'Paid' && planName
              ? t('account.planPaidNamed', { plan: planName })
              : t('account.planType', { type: planType })}
        </Row>
        {planType === 'Free' && (
          <Row label={t(state === 'freeExpired' ? 'account.freePlanExpired' : 'account.freePlanExpires')}>
            {formatDate(freePlanEnd)}
          </Row>
        )}
        <Row label={t('account.billingEmail')}>
          {account.defaultEmail ?? '—'}{' '}
          <Button size="small" onClick={() => setIsChangingEmail(true)} sx={{ ml: 1 }}>
            {t('account.changeEmail')}
          </Button>
        </Row>
      </Stack>

      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('account.userLicences')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('account.subscription')}</TableCell>
              <TableCell align="right">{t('account.purchased')}</TableCell>
              <TableCell align="right">{t('account.used')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>{t('account.userLicenceRow')}</TableCell>
              <TableCell align="right">{use.numberOfPurchasedUsers}</TableCell>
              <TableCell align="right">{use.numberOfDefinedUsers}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {t('account.licenceNote')}
      </Typography>

      {restShown ? (
        <>
          {paidPlan ?? (
            <Stack spacing={1}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('account.paidPlan')}
              </Typography>
              {planType === 'Paid' ? (
                <Row label={t('account.paymentFrequency')}>{account.paymentLength}</Row>
              ) : (
                <Typography color="text.secondary">{t('account.planNotActivated')}</Typography>
              )}
            </Stack>
          )}

          {isDefaultAdmin && (
            <>
              <Divider />
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('account.closeTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('account.closeNote')}
                </Typography>
                <Button color="error" variant="outlined" onClick={() => setIsClosing(true)}>
                  {t('account.closeButton')}
                </Button>
              </Stack>
            </>
          )}
        </>
      ) : (
        <ScreenTallPlace />
      )}

      {/* A boundary each: on Preact's renderer two parts under one boundary can lose a wait (decision 0155). */}
      {isChangingEmail && (
        <Suspense fallback={null}>
          <ChangeEmailDialog
            open
            currentEmail={account.defaultEmail}
            recipients={billingRecipients}
            onClose={() => setIsChangingEmail(false)}
          />
        </Suspense>
      )}
      {isClosing && (
        <Suspense fallback={null}>
          <CloseAccountDialog
            open
            accountName={account.name}
            retentionText="The data is kept for a limited retention period in case you change your mind, then removed for good."
            onClose={() => setIsClosing(false)}
            onClosed={onAccountClosed}
          />
        </Suspense>
      )}
    </Stack>
  );
};
