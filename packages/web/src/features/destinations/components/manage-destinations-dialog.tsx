import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { TextInput } from '#components/form/text-input.tsx';
import { currencyOptions } from '#lib/currency-options.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useCreateUserDestination } from '../api/create-user-destination.ts';
import { useCurrencies } from '#api/get-currencies.ts';
import { useGlobalDestinations } from '#api/get-global-destinations.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import { destinationFailure } from './destination-form.tsx';
import { useConfirmedDestinationDelete } from './destinations-list.tsx';

/**
 * 'Manage your destinations' (§2.5) on the calculator page: the user's destinations with delete, and the short add
 * form (name, arrival port, currency, land-freight cost; nothing happens until all four are given, §5). The add
 * button is disabled while a request is in flight (§4).
 */
export const ManageDestinationsDialog = ({
  open,
  onClose,
  readOnly,
}: {
  open: boolean;
  onClose: () => void;
  readOnly: boolean;
}) => {
  const t = useMessages('screens');
  const destinations = useUserDestinations();
  const ports = useGlobalDestinations(open);
  const currencies = useCurrencies();
  const create = useCreateUserDestination();
  const deletion = useConfirmedDestinationDelete();
  const [name, setName] = useState('');
  const [portId, setPortId] = useState<string | null>(null);
  const [currencyCode, setCurrencyCode] = useState('USD');
  const [cost, setCost] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onAdd = async () => {
    if (name.trim() === '' || portId === null || currencyCode === '' || cost.trim() === '') return;
    setNotice(null);
    try {
      await create.mutateAsync({
        name,
        arrivalPortId: portId,
        currencyCode,
        perTonLandFreightCostAsString: cost,
      });
      setNotice({ severity: 'success', text: t('destinations.created') });
      setName('');
      setPortId(null);
      setCost('');
    } catch (caught) {
      setNotice({ severity: 'error', text: destinationFailure(t, caught) });
    }
  };

  const portOptions = ports.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('destinations.manage')}</DialogTitle>
      <DialogContent>
        <List dense>
          {(destinations.data ?? []).map((destination) => (
            <ListItem
              key={destination.id}
              secondaryAction={
                readOnly ? undefined : (
                  <IconButton
                    edge="end"
                    aria-label={t('destinations.deleteNamed', { name: destination.name })}
                    onClick={() => deletion.ask(destination.id)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={destination.name}
                secondary={`${destination.countryName} · ${destination.arrivalPortName || t('destinations.anyPort')} · ${destination.currencyCode}`}
              />
            </ListItem>
          ))}
        </List>
        {deletion.error !== null && (
          <Alert severity="error" onClose={deletion.clearError}>
            {deletion.error}
          </Alert>
        )}
        {!readOnly && (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{t('destinations.addShort')}</Typography>
            <TextInput
              label={t('destinations.column.name')}
              size="small"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <Autocomplete
              size="small"
              options={portOptions}
              value={portOptions.find((port) => port.id === portId) ?? null}
              getOptionLabel={(port) => `${port.name} (${port.countryName})`}
              onChange={(_event, port) => setPortId(port?.id ?? null)}
              renderInput={(params) => <TextField {...params} label={t('destinations.arrivalPortShort')} />}
            />
            <FormControl size="small">
              <InputLabel id="short-destination-currency">{t('calculator.currency')}</InputLabel>
              <Select
                labelId="short-destination-currency"
                label={t('calculator.currency')}
                value={currencyCode}
                onChange={(event) => setCurrencyCode(String(event.target.value))}
              >
                {currencyOptions(currencies.data, currencyCode).map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextInput
              label={t('destinations.landFreightCost')}
              size="small"
              value={cost}
              inputProps={{ inputMode: 'decimal' }}
              onChange={(event) => setCost(event.target.value)}
            />
            <Button
              variant="outlined"
              disabled={create.isPending}
              onClick={() => void onAdd()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('destinations.addButton')}
            </Button>
          </Stack>
        )}
        {notice !== null && (
          <Alert severity={notice.severity} sx={{ mt: 2 }}>
            {notice.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('matrices.cell.close')}</Button>
      </DialogActions>
      {deletion.dialog}
    </Dialog>
  );
};
