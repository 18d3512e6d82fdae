import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import StarOutline from '@mui/icons-material/StarBorder';
import { paymentMethodsToolbar } from '@psc/core/billing/payment-method-selection';
import {
  useCreateSetupIntent,
  useDeletePaymentMethods,
  usePaymentMethods,
  usePublishableKey,
  useSetDefaultPaymentMethod,
} from '../api/payment-methods.ts';
import { CardForm } from './card-form.tsx';
import { DeletePaymentMethodsDialog, PaymentMethodsTable } from './payment-methods-table.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

type DialogState =
  | { kind: 'none' }
  | { kind: 'delete' }
  | { kind: 'default'; id: string }
  | { kind: 'new'; clientSecret: string; provider: 'sandbox' | 'stripe' };

/** The PM tab (§2): the cards, a toolbar by selection, three dialogs; everything locks while an operation runs (§4). */
export const PaymentMethodsTab = () => {
  const t = useMessages('screens');
  const methods = usePaymentMethods();
  const publishableKey = usePublishableKey();
  const createIntent = useCreateSetupIntent();
  const setDefault = useSetDefaultPaymentMethod();
  const deleteMethods = useDeletePaymentMethods();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [notice, setNotice] = useState<{ severity: 'error' | 'info'; title?: string; text: string } | null>(
    null,
  );
  const locked =
    createIntent.isPending || setDefault.isPending || deleteMethods.isPending || methods.isFetching;

  if (methods.isPending) return <Skeleton variant="rounded" height={160} />;
  if (methods.isError) return <Alert severity="error">{t('billing.pm.retrieveError')}</Alert>;
  const list = methods.data;
  const toolbar = paymentMethodsToolbar(selected, list);
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );
  const reset = () => setSelected([]);

  const openNew = async () => {
    setNotice(null);
    try {
      const reply = await createIntent.mutateAsync();
      if (!reply.success || !reply.message)
        setNotice({
          severity: 'info',
          title: t('billing.pm.failureTitle'),
          text: t('billing.pm.failure'),
        });
      else setDialog({ kind: 'new', clientSecret: reply.message, provider: reply.provider });
    } catch {
      setNotice({ severity: 'error', text: t('billing.card.failed') });
    }
  };
  const run = async (operation: () => Promise<unknown>) => {
    setDialog({ kind: 'none' });
    try {
      await operation();
      reset();
    } catch {
      setNotice({ severity: 'error', text: t('billing.card.failed') });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        aria-label={t('billing.pm.toolbar')}
        sx={{ minHeight: 40, alignItems: 'center' }}
      >
        {toolbar.kind === 'none' && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void openNew()}
            disabled={locked || dialog.kind === 'new'}
          >
            {t('billing.pm.new')}
          </Button>
        )}
        {toolbar.kind !== 'none' && (
          <>
            <Button
              startIcon={<StarOutline />}
              disabled={locked || toolbar.kind === 'many' || toolbar.setDefaultDisabled}
              onClick={() => toolbar.kind === 'one' && setDialog({ kind: 'default', id: toolbar.method.id })}
            >
              {t('billing.pm.setDefault')}
            </Button>
            <Tooltip title={toolbar.deleteDisabled ? t('users.operationNotPermitted') : ''}>
              <span>
                <Button
                  color="error"
                  startIcon={<DeleteOutline />}
                  disabled={locked || toolbar.deleteDisabled}
                  onClick={() => setDialog({ kind: 'delete' })}
                >
                  {t('billing.pm.delete')}
                </Button>
              </span>
            </Tooltip>
          </>
        )}
      </Stack>
      {locked && <LinearProgress aria-label={t('billing.pm.working')} />}
      {notice !== null && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.title !== undefined && <strong>{notice.title}: </strong>}
          {notice.text}
        </Alert>
      )}
      {list.length === 0 ? (
        <Typography color="text.secondary">{t('users.nothing')}</Typography>
      ) : (
        <PaymentMethodsTable list={list} selected={selected} onToggle={toggle} locked={locked} />
      )}

      <DeletePaymentMethodsDialog
        open={dialog.kind === 'delete'}
        list={list}
        selected={selected}
        onCancel={() => setDialog({ kind: 'none' })}
        onDelete={(ids) => void run(() => deleteMethods.mutateAsync(ids))}
      />
      <Dialog
        open={dialog.kind === 'default'}
        onClose={() => setDialog({ kind: 'none' })}
        aria-labelledby="default-pm-title"
      >
        <DialogTitle id="default-pm-title">{t('billing.pm.defaultTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('billing.pm.defaultText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog({ kind: 'none' })}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => dialog.kind === 'default' && void run(() => setDefault.mutateAsync(dialog.id))}
          >
            {t('billing.pm.ok')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog.kind === 'new'} aria-labelledby="new-pm-title" fullWidth maxWidth="sm">
        <DialogTitle id="new-pm-title">{t('billing.pm.newTitle')}</DialogTitle>
        <DialogContent>
          {dialog.kind === 'new' && (
            <CardForm
              clientSecret={dialog.clientSecret}
              kind="setup"
              provider={dialog.provider}
              publishableKey={publishableKey.data?.message ?? ''}
              onCancel={() => setDialog({ kind: 'none' })}
              onSucceeded={() => {
                setDialog({ kind: 'none' });
                void methods.refetch();
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Stack>
  );
};
