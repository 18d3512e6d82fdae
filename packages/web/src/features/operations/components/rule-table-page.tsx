import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ruleTableIds, type RuleTableId } from '@psc/core/market-data/rule-tables';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useRuleTable } from '../api/get-rule-table.ts';
import { operationsPaths } from '../operations-paths.ts';
import { RuleTableEditor } from './rule-table-editor.tsx';
import { RuleTableHistory } from './rule-table-history.tsx';
import { RuleTableRows } from './rule-table-rows.tsx';
import { utcMinute } from '../utils/utc-minute.ts';

const asJson = (content: unknown) => JSON.stringify(content, null, 2);

const RuleTable = ({ tableId }: { tableId: RuleTableId }) => {
  const table = useRuleTable(tableId);
  const [shown, setShown] = useState<number | null>(null);
  const [restored, setRestored] = useState<{ version: number; text: string } | null>(null);
  if (table.isPending) return <Skeleton variant="rounded" height={420} aria-label="Loading the table" />;
  if (table.isError)
    return <RetryAlert onRetry={() => void table.refetch()}>{table.error.message}</RetryAlert>;
  const current = table.data;
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {current.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Version {current.version}, saved {current.savedAt === 0 ? '—' : `${utcMinute(current.savedAt)} UTC`}{' '}
        by {current.savedBy}: {current.note}.
        {current.version > 1 && ` The first version came from reference-data/${current.file}.`}
      </Typography>
      <Paper component="section" aria-labelledby="rows-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="rows-title" variant="h6" component="h2" gutterBottom>
          Rows
        </Typography>
        <RuleTableRows rows={current.rows} label={`Rows of ${current.title}`} />
      </Paper>
      <Paper component="section" aria-labelledby="edit-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="edit-title" variant="h6" component="h2" gutterBottom>
          New version
        </Typography>
        <RuleTableEditor
          key={`${current.version}-${restored?.version ?? 'current'}`}
          tableId={tableId}
          baseVersion={current.version}
          initialText={restored?.text ?? asJson(current.content)}
          origin={
            restored === null
              ? `version ${current.version} (current)`
              : `a copy of version ${restored.version}`
          }
        />
      </Paper>
      <Paper component="section" aria-labelledby="history-title" sx={{ p: 2 }}>
        <Typography id="history-title" variant="h6" component="h2" gutterBottom>
          History
        </Typography>
        <RuleTableHistory
          table={current}
          shown={shown}
          onShow={setShown}
          onRestore={(version) => {
            setRestored({ version: version.version, text: asJson(version.content) });
            document.getElementById('edit-title')?.scrollIntoView({ behavior: 'smooth' });
          }}
        />
      </Paper>
    </>
  );
};

/** /ops/rules/{tableId}: one rule table's rows, the editor of its next version, and its history. */
export const RuleTablePage = ({ tableId }: { tableId: string }) => {
  const known = ruleTableIds.find((id) => id === tableId);
  if (known === undefined)
    return (
      <Typography>
        There is no rule table &quot;{tableId}&quot;.{' '}
        <Link component={RouterLink} to={operationsPaths.rules}>
          All rule tables
        </Link>
      </Typography>
    );
  return <RuleTable tableId={known} />;
};
