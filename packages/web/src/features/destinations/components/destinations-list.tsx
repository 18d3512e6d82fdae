import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { UserDestinationReply } from '@psc/core/destinations/destinations.schemas';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { deleteFailure } from '../utils/delete-failure.ts';
import { useDeleteUserDestination } from '../api/delete-user-destination.ts';

// These screens' words are in the catalogues' screens part (decision 0138): fetched as their code arrives.
preloadMessages('screens');

const amount = (t: Translate, text: string, currencyCode: string) =>
  text === '' ? t('destinations.portDefault') : `${text} ${currencyCode}`;

const columns: MessageKey[] = [
  'destinations.column.name',
  'destinations.column.region',
  'destinations.column.country',
  'destinations.column.port',
  'calculator.currency',
  'destinations.column.landFreight',
  'destinations.column.destCharges',
];

/** Deletion with the confirmation of §5 and the failure messages of §8, shared by the list and the detail. */
export const useConfirmedDestinationDelete = (onDeleted?: () => void) => {
  const t = useMessages('screens');
  const remove = useDeleteUserDestination();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const id = pending;
    setPending(null);
    if (id === null) return;
    try {
      await remove.mutateAsync(id);
      onDeleted?.();
    } catch (caught) {
      setError(deleteFailure(t, caught));
    }
  };
  const dialog = (
    <Dialog open={pending !== null} onClose={() => setPending(null)}>
      <DialogContent>
        <DialogContentText>{t('destinations.deleteConfirmation')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)}>{t('common.cancel')}</Button>
        <Button color="error" onClick={() => void confirm()}>
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask: setPending, error, clearError: () => setError(null), dialog };
};

/** §2.5 list (3): Name, Region, Country, Port, Currency, Land Freight, Dest. Charges, delete; stacked when narrow. */
export const DestinationsList = ({
  destinations,
  readOnly,
  onOpen,
  onAdd,
  onDeleteStart,
}: {
  destinations: readonly UserDestinationReply[];
  readOnly: boolean;
  onOpen: (id: string) => void;
  onAdd: () => void;
  /** A new action begins: an earlier notice above the list no longer applies. */
  onDeleteStart?: () => void;
}) => {
  const t = useMessages('screens');
  const narrow = useMediaQuery('(max-width:599.95px)');
  const deletion = useConfirmedDestinationDelete();
  const deleteButton = (destination: UserDestinationReply) =>
    readOnly ? null : (
      <IconButton
        aria-label={t('destinations.deleteNamed', { name: destination.name })}
        onClick={(event) => {
          event.stopPropagation();
          onDeleteStart?.();
          deletion.clearError();
          deletion.ask(destination.id);
        }}
      >
        <DeleteOutlined />
      </IconButton>
    );
  return (
    <Paper variant="outlined">
      {destinations.length === 0 ? (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('destinations.none')}
        </Typography>
      ) : narrow ? (
        <Stack>
          {destinations.map((destination) => (
            <Stack
              key={destination.id}
              direction="row"
              sx={{
                p: 1.5,
                alignItems: 'center',
                cursor: 'pointer',
                borderBottom: 1,
                borderColor: 'divider',
              }}
              onClick={() => onOpen(destination.id)}
            >
              <Stack sx={{ flex: 1 }}>
                <Typography variant="subtitle2">{destination.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {destination.countryName} · {destination.arrivalPortName || t('destinations.anyPort')} ·{' '}
                  {destination.currencyCode}
                </Typography>
              </Stack>
              {deleteButton(destination)}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={t('destinations.title')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{t(column)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {destinations.map((destination) => (
              <TableRow
                key={destination.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => onOpen(destination.id)}
              >
                <TableCell>{destination.name}</TableCell>
                <TableCell>{destination.region}</TableCell>
                <TableCell>{destination.countryName}</TableCell>
                <TableCell>{destination.arrivalPortName || t('destinations.anyPort')}</TableCell>
                <TableCell>{destination.currencyCode}</TableCell>
                <TableCell>
                  {amount(t, destination.perTonLandFreightCostAsString, destination.currencyCode)}
                </TableCell>
                <TableCell>
                  {amount(t, destination.destinationCostAsString, destination.currencyCode)}
                </TableCell>
                <TableCell padding="checkbox">{deleteButton(destination)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {deletion.error !== null && (
        <Alert severity="error" onClose={deletion.clearError}>
          {deletion.error}
        </Alert>
      )}
      {!readOnly && (
        <Stack direction="row" sx={{ p: 1.5, justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={onAdd}>
            {t('destinations.add')}
          </Button>
        </Stack>
      )}
      {deletion.dialog}
    </Paper>
  );
};
