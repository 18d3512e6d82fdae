import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput } from '#components/form/text-input.tsx';
import { exportOperatorAudit } from '../api/export-operator-audit.ts';
import { OperatorAuditTable } from './operator-audit-table.tsx';

/** Every operator action and publication, filtered by kind or by what it touched, and exported as CSV. */
export const OperatorAuditPage = () => {
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const filter = { action: action.trim(), target: target.trim() };
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Operator audit
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextInput
          label="Action"
          value={action}
          onChange={(event) => setAction(event.target.value)}
          helperText="e.g. prices.published, account.trial-extended"
        />
        <TextInput
          label="On (account, publication or key id)"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
        <Button
          variant="outlined"
          sx={{ flexShrink: 0, alignSelf: { sm: 'flex-start' }, minHeight: 56 }}
          onClick={() => {
            setExportError(null);
            exportOperatorAudit(filter).catch((error: unknown) =>
              setExportError(error instanceof Error ? error.message : 'The export failed'),
            );
          }}
        >
          Export CSV
        </Button>
      </Stack>
      {exportError !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      <OperatorAuditTable
        {...(filter.action === '' ? {} : { action: filter.action })}
        {...(filter.target === '' ? {} : { target: filter.target })}
      />
    </>
  );
};
