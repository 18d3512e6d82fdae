import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RuleTableId } from '@psc/core/market-data/rule-tables';
import type { RuleTablePreviewReply } from '@psc/core/operations/rule-tables.schemas';
import { usePreviewRuleTable } from '../api/preview-rule-table.ts';
import { useSaveRuleTable } from '../api/save-rule-table.ts';

const listed = (keys: readonly string[]) =>
  keys.length <= 12 ? keys.join(', ') : `${keys.slice(0, 12).join(', ')} and ${keys.length - 12} more`;

const PreviewResult = ({ preview }: { preview: RuleTablePreviewReply }) => {
  if (!preview.valid)
    return (
      <Alert severity="error" role="alert">
        <Typography variant="body2" gutterBottom>
          {preview.problems.length} problem(s): nothing can be saved until each is fixed.
        </Typography>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {preview.problems.slice(0, 50).map((problem) => (
            <li key={`${problem.path} ${problem.message}`}>
              <code>{problem.path}</code>: {problem.message}
            </li>
          ))}
        </ul>
      </Alert>
    );
  const { added, removed, changed } = preview.diff;
  if (added.length + removed.length + changed.length === 0)
    return <Alert severity="info">Valid, and the same as the current version: nothing to save.</Alert>;
  return (
    <Alert severity="success">
      Valid. {added.length > 0 && <>Adds {listed(added)}. </>}
      {removed.length > 0 && <>Removes {listed(removed)}. </>}
      {changed.length > 0 && <>Changes {listed(changed)}.</>}
    </Alert>
  );
};

/**
 * The table as JSON in the shape of its reference-data file: checked on the server (the file's schema, then the
 * ports, countries and currencies it names), then saved with a note as the next version.
 */
export const RuleTableEditor = ({
  tableId,
  baseVersion,
  initialText,
  origin,
}: {
  tableId: RuleTableId;
  baseVersion: number;
  initialText: string;
  /** Where the text came from: the current version, or an earlier one being restored. */
  origin: string;
}) => {
  const [text, setText] = useState(initialText);
  const [note, setNote] = useState('');
  const [notJson, setNotJson] = useState<string | null>(null);
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const preview = usePreviewRuleTable(tableId);
  const save = useSaveRuleTable(tableId);

  const check = () => {
    save.reset();
    let content: unknown;
    try {
      content = JSON.parse(text);
    } catch (error) {
      setNotJson(error instanceof Error ? error.message : String(error));
      preview.reset();
      return;
    }
    setNotJson(null);
    setCheckedText(text);
    preview.mutate(content);
  };

  const canSave =
    preview.data?.valid === true &&
    checkedText === text &&
    note.trim() !== '' &&
    preview.data.diff.added.length + preview.data.diff.removed.length + preview.data.diff.changed.length > 0;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Editing {origin}. Every row needs its source and the date it applies from; mark a figure not checked
        against its source with &quot;verified&quot;: false.
      </Typography>
      <TextField
        label="Table (JSON)"
        multiline
        minRows={12}
        maxRows={28}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        fullWidth
      />
      {notJson !== null && (
        <Alert severity="error" role="alert">
          The text is not JSON: {notJson}
        </Alert>
      )}
      {preview.isError && <Alert severity="error">{preview.error.message}</Alert>}
      {preview.data && checkedText === text && <PreviewResult preview={preview.data} />}
      <TextField
        label="What changed and where it comes from"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 500 } }}
        fullWidth
      />
      {save.isError && (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert severity="success" role="status">
          Saved as version {save.data.version}: calculators price from it now.
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={check} loading={preview.isPending}>
          Check
        </Button>
        <Button
          variant="contained"
          disabled={!canSave}
          loading={save.isPending}
          onClick={() => save.mutate({ content: JSON.parse(text) as unknown, note, baseVersion })}
        >
          Save as version {baseVersion + 1}
        </Button>
      </Stack>
    </Stack>
  );
};
