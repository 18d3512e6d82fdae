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
import { useAddAlertChannel } from '../api/alert-channels.ts';

export const channelKindLabels: Record<AlertChannelKind, string> = {
  teams: 'Microsoft Teams',
  slack: 'Slack',
  telegram: 'Telegram',
};

const urlHelp: Record<'teams' | 'slack', string> = {
  teams: 'In Teams: Workflows → "Post to a channel when a webhook request is received"; paste its URL.',
  slack: 'In Slack: an app with Incoming Webhooks → "Add New Webhook to Workspace"; paste its URL.',
};

/** Adds a channel; the server sends a test message first and answers only once it arrived. */
export const AddChannelForm = ({ canAddAccountChannel }: { canAddAccountChannel: boolean }) => {
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
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label="Add a channel" noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label="Service"
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
          label="Name"
          value={name}
          onValue={setName}
          required
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      </Stack>
      {kind === 'telegram' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ValueField
            label="Bot token"
            value={botToken}
            onValue={setBotToken}
            required
            type="password"
            autoComplete="off"
            helperText="From @BotFather: 123456:ABC…"
            sx={{ flex: 2 }}
          />
          <ValueField
            label="Chat id"
            value={chatId}
            onValue={setChatId}
            required
            helperText="The chat's number, or @channelname"
            sx={{ flex: 1 }}
          />
        </Stack>
      ) : (
        <ValueField
          label="Webhook URL"
          value={url}
          onValue={setUrl}
          required
          type="url"
          autoComplete="off"
          helperText={urlHelp[kind]}
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={publicationNotices}
            onChange={(event) => setPublicationNotices(event.target.checked)}
          />
        }
        label="Also tell me when prices I price from are published"
      />
      {canAddAccountChannel && (
        <FormControlLabel
          control={<Switch checked={forAccount} onChange={(event) => setForAccount(event.target.checked)} />}
          label="For the whole account (every user's alerts)"
        />
      )}
      {add.isError && (
        <Alert severity="error" role="alert">
          {add.error.message}
        </Alert>
      )}
      {add.isSuccess && (
        <Alert severity="success" role="status">
          The test message arrived: {add.data.name} is added.
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {add.isPending ? 'Sending a test message…' : 'Add and send a test message'}
        </Button>
      </div>
    </Stack>
  );
};
