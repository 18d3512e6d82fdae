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
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SessionReply } from '@psc/core/auth/sessions.schemas';
import { useDateFormatter } from '#lib/date-format.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { RetryAlert } from '#components/retry-alert.tsx';

const sessionTitle = (session: SessionReply): string =>
  session.kind === 'application'
    ? `${session.applicationName ?? 'Application'} (connected application)`
    : session.device;

// In the user's own date format, as every other date of the app (issue 48).
const sessionDetails = (session: SessionReply, formatDateTime: (epochMs: number) => string): string =>
  [
    session.kind === 'application' ? `Connected from ${session.device}` : null,
    session.ipAddress === null ? null : `Address ${session.ipAddress}`,
    `Signed in ${formatDateTime(Date.parse(session.signedInAt))}`,
    `Last active ${formatDateTime(Date.parse(session.lastActiveAt))}`,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');

/**
 * Beyond the spec (issue 17 item 4): where I am signed in and which applications I connected, each of which I can
 * sign out; its tokens stop working at once.
 */
export const SessionsPanel = () => {
  const [isExpanded, setIsExpanded] = useState(false);
  const sessions = useSessions(isExpanded);
  const formatDateTime = useDateFormatter();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const end = (session: SessionReply) =>
    endSession.mutate(session.id, {
      onSuccess: () => setNotice({ severity: 'success', text: `${sessionTitle(session)} is signed out.` }),
      onError: () =>
        setNotice({ severity: 'error', text: 'Sorry, there was an error. Please retry a bit later' }),
    });
  const endAllOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (reply) =>
        setNotice({ severity: 'success', text: `Signed out everywhere else (${reply.ended} session(s)).` }),
      onError: () =>
        setNotice({ severity: 'error', text: 'Sorry, there was an error. Please retry a bit later' }),
    });

  return (
    <Accordion expanded={isExpanded} onChange={(_event, expanded) => setIsExpanded(expanded)} disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="sessions-panel-content"
        id="sessions-panel-header"
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <DevicesOutlined color="action" aria-hidden />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Where you are signed in
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="sessions-panel-content">
        <Stack spacing={2}>
          {notice !== null && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )}
          {sessions.isPending && (
            <Skeleton variant="rounded" height={120} aria-label="Loading your sessions" />
          )}
          {sessions.isError && (
            <RetryAlert onRetry={() => void sessions.refetch()}>
              A problem occured when getting your sessions.
            </RetryAlert>
          )}
          {sessions.data !== undefined && (
            <>
              <List disablePadding aria-label="Your sessions">
                {sessions.data.map((session) => (
                  <ListItem key={session.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      sx={{ flex: '1 1 260px', minWidth: 0 }}
                      primary={
                        <Stack
                          useFlexGap
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                        >
                          <span>{sessionTitle(session)}</span>
                          {session.current && <Chip size="small" color="primary" label="This session" />}
                        </Stack>
                      }
                      secondary={sessionDetails(session, formatDateTime)}
                    />
                    {!session.current && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={endSession.isPending && endSession.variables === session.id}
                        onClick={() => end(session)}
                        aria-label={`Sign out ${sessionTitle(session)}`}
                      >
                        Sign out
                      </Button>
                    )}
                  </ListItem>
                ))}
              </List>
              {others.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  You are signed in only here.
                </Typography>
              ) : (
                <Button
                  variant="contained"
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={endOthers.isPending}
                  onClick={endAllOthers}
                >
                  Sign out everywhere else
                </Button>
              )}
            </>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
};
