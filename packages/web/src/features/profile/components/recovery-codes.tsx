import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { recoveryCodesFileText } from '../utils/two-factor-state.ts';

type RecoveryCodesProps = { codes: readonly string[]; email: string; onDone: () => void };

/** The ten recovery codes, shown this once (beyond the spec), with copy and download. */
export const RecoveryCodes = ({ codes, email, onDone }: RecoveryCodesProps) => {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = () => recoveryCodesFileText(codes, email, Date.now());

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'psc-recovery-codes.txt';
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="recovery-codes-title">
      <Alert severity="warning">
        <AlertTitle id="recovery-codes-title">Your recovery codes</AlertTitle>
        Save these codes now: they will not be shown again. Each one signs you in once if you lose your
        authenticator app.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      >
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={download}>
          Download
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
      <Typography variant="body2" role="status" color={copyState === 'failed' ? 'error' : 'text.secondary'}>
        {copyState === 'copied' && 'Copied to the clipboard.'}
        {copyState === 'failed' && 'The browser did not allow copying; download them or write them down.'}
      </Typography>
    </Stack>
  );
};
