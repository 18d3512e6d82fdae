import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AlertChannelKind } from '@psc/core/alert-channels/alert-channels.schemas';
import { ValueField } from '#components/form/value-field.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { useAddAlertChannel } from '../api/alert-channels.ts';

export const channelKindLabels: Record<AlertChannelKind, string> = {
  teams: 'Microsoft Teams',
  slack: 'Slack',
  telegram: 'Telegram',
};

const urlHelp: Record<'teams' | 'slack', MessageKey> = {
  teams: 'channels.add.teamsHelp',
  slack: 'channels.add.slackHelp',
};

/** Adds a channel; the server sends a test message first and answers only once it arrived. */
export const AddChannelForm = ({ canAddAccountChannel }: { canAddAccountChannel: boolean }) => {
  const t = useMessages('screens');
  const add = useAddAlertChannel();
  const [kind, setKind] = useState<AlertChannelKind>('slack');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [botToken, setBotToken] = useState('');
  const [chatId, setChatId] = useState('');
  const [forAccount, setForAccount] = useState(false);
  const [publicationNotices, setPublicationNotices] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scope = forAccount ? ('account' as const) : ('personal' as const);
    const common = { name, scope, publicationNotices };
    add.mutate(kind === 'telegram' ? { kind, ...common, botToken, chatId } : { kind, ...common, url }, {
      onSuccess: () => {
        setName('');
        setUrl('');
        setBotToken('');
        setChatId('');
      },
    });
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label={t('channels.add.title')} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label={t('channels.add.service')}
          value={kind}
          onChange={(event) => setKind(event.target.value as AlertChannelKind)}
          sx={{ minWidth: 180 }}
          size="small"
        >
          {(Object.keys(channelKindLabels) as AlertChannelKind[]).map((key) => (
            <MenuItem key={key} value={key}>
              {channelKindLabels[key]}
            </MenuItem>
          ))}
        </TextField>
        <ValueField
          label={t('channels.add.name')}
          value={name}
          onValue={setName}
          required
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      </Stack>
      {kind === 'telegram' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ValueField
            label={t('channels.add.botToken')}
            value={botToken}
            onValue={setBotToken}
            required
            type="password"
            autoComplete="off"
            helperText={t('channels.add.botTokenHelp')}
            sx={{ flex: 2 }}
          />
          <ValueField
            label={t('channels.add.chatId')}
            value={chatId}
            onValue={setChatId}
            required
            helperText={t('channels.add.chatIdHelp')}
            sx={{ flex: 1 }}
          />
        </Stack>
      ) : (
        <ValueField
          label={t('channels.add.webhookUrl')}
          value={url}
          onValue={setUrl}
          required
          type="url"
          autoComplete="off"
          helperText={t(urlHelp[kind])}
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={publicationNotices}
            onChange={(event) => setPublicationNotices(event.target.checked)}
          />
        }
        label={t('channels.add.publicationNotices')}
      />
      {canAddAccountChannel && (
        <FormControlLabel
          control={<Switch checked={forAccount} onChange={(event) => setForAccount(event.target.checked)} />}
          label={t('channels.add.forAccount')}
        />
      )}
      {add.isError && (
        <Alert severity="error" role="alert">
          {add.error.message}
        </Alert>
      )}
      {add.isSuccess && (
        <Alert severity="success" role="status">
          {t('channels.add.added', { name: add.data.name })}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {add.isPending ? t('channels.add.sending') : t('channels.add.submit')}
        </Button>
      </div>
    </Stack>
  );
};
