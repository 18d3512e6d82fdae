import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { passkeyMessages, passkeysPerPerson, type Passkey } from '@psc/core/passkeys/passkeys.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { isApiError } from '#lib/api-client.ts';
import { formatDateTime } from '#lib/format-date.ts';
import { browserSupportsPasskeys, describePasskeyFailure } from '#lib/passkeys.ts';
import { useAddPasskey } from '../api/add-passkey.ts';
import { usePasskeys } from '../api/get-passkeys.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';

type Notice = { severity: 'success' | 'error'; text: string };
const somethingWentWrong = 'Sorry, there was an error. Please retry a bit later';

const passkeyDetails = (passkey: Passkey): string =>
  [
    `Added ${formatDateTime(passkey.createdAt)}`,
    passkey.lastUsedAt === null ? 'Never used' : `Last used ${formatDateTime(passkey.lastUsedAt)}`,
  ].join(' · ');

type PasskeysPanelProps = {
  /** The account requires 2-Step Verification and this user has none yet: a passkey is one (decision 0044). */
  required?: boolean;
  onAdded?: () => void;
};

/**
 * Beyond the spec (issue 17 item 4): passkeys sign in without a password, or stand as the second step after it.
 * The browser keeps the key; PSC keeps its public half.
 */
export const PasskeysPanel = ({ required = false, onAdded }: PasskeysPanelProps) => {
  const [isExpanded, setIsExpanded] = useState(required);
  const passkeys = usePasskeys(isExpanded);
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [notice, setNotice] = useState<Notice | null>(null);
  const supported = browserSupportsPasskeys();
  const atLimit = (passkeys.data?.length ?? 0) >= passkeysPerPerson;

  const onAdd = async (name: string): Promise<boolean> => {
    setNotice(null);
    try {
      await add.mutateAsync(name);
      setNotice({ severity: 'success', text: `${passkeyMessages.added}: ${name}.` });
      onAdded?.();
      return true;
    } catch (error) {
      setNotice({
        severity: 'error',
        text: isApiError(error)
          ? error.status >= 500
            ? somethingWentWrong
            : error.message
          : describePasskeyFailure(error, 'create'),
      });
      return false;
    }
  };

  const onRemove = (passkey: Passkey) =>
    remove.mutate(passkey.id, {
      onSuccess: () =>
        setNotice({ severity: 'success', text: `${passkeyMessages.removed}: ${passkey.name}.` }),
      onError: () => setNotice({ severity: 'error', text: somethingWentWrong }),
    });

  return (
    <Accordion expanded={isExpanded} onChange={(_event, expanded) => setIsExpanded(expanded)} disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="passkeys-panel-content"
        id="passkeys-panel-header"
      >
        <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <KeyOutlined color="action" aria-hidden />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Passkeys
          </Typography>
          {passkeys.data !== undefined && passkeys.data.length > 0 && (
            <Chip size="small" color="success" label={`${passkeys.data.length} on`} />
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="passkeys-panel-content">
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Typography variant="body2" color="text.secondary">
            A passkey signs you in with your phone, computer or security key and its PIN, fingerprint or face,
            without typing a password. After a password it also serves as the second step.
          </Typography>
          {notice !== null && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )}
          {passkeys.isPending && (
            <Skeleton variant="rounded" height={72} aria-label="Loading your passkeys" />
          )}
          {passkeys.isError && (
            <RetryAlert onRetry={() => void passkeys.refetch()}>
              A problem occured when getting your passkeys.
            </RetryAlert>
          )}
          {passkeys.data?.length === 0 && <Typography variant="body2">You have no passkeys yet.</Typography>}
          {passkeys.data !== undefined && passkeys.data.length > 0 && (
            <List disablePadding aria-label="Your passkeys">
              {passkeys.data.map((passkey) => (
                <ListItem key={passkey.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    sx={{ flex: '1 1 240px', minWidth: 0 }}
                    primary={
                      <Stack
                        useFlexGap
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <span>{passkey.name}</span>
                        {passkey.backedUp && <Chip size="small" variant="outlined" label="Synced" />}
                      </Stack>
                    }
                    secondary={passkeyDetails(passkey)}
                  />
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={remove.isPending && remove.variables === passkey.id}
                    onClick={() => onRemove(passkey)}
                    aria-label={`Remove passkey ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </ListItem>
              ))}
            </List>
          )}
          {!supported ? (
            <Alert severity="info">This browser cannot create passkeys.</Alert>
          ) : atLimit ? (
            <Typography variant="body2">{passkeyMessages.tooMany}.</Typography>
          ) : (
            <AddPasskeyForm adding={add.isPending} onAdd={onAdd} />
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
};
