import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FreightFileRequest, FreightPreviewReply } from '@psc/core/operations/operations.schemas';
import { usePreviewFreight } from '../api/preview-freight.ts';
import { usePublishFreight } from '../api/publish-freight.ts';
import { PublicationImport } from './publication-import.tsx';

const formats: Readonly<Record<FreightFileRequest['format'], string>> = {
  'psc-csv': 'PSC freight CSV (fromPortId, toPortId, vesselClassId, usdPerTonne, assessedOn)',
  'psc-json': 'PSC freight JSON',
};

const lane = (row: { fromPortId: string; toPortId: string; vesselClassId: string }) =>
  `${row.fromPortId} → ${row.toPortId} (${row.vesselClassId})`;

/** Each lane against its current assessment; lanes the file leaves out keep theirs, listed with its date. */
const FreightPreviewTable = ({ preview }: { preview: FreightPreviewReply }) => (
  <>
    <Typography variant="body2" sx={{ mb: 1 }} role="status">
      {preview.rows} lane(s) to publish; {preview.outliers} outlier(s) over {preview.outlierPercent} %.
    </Typography>
    {preview.missing.length > 0 && (
      <Alert severity="info" sx={{ mb: 1 }}>
        Not in the file (they keep their older assessment):{' '}
        {preview.missing.map((entry) => `${lane(entry)} of ${entry.assessedOn}`).join(', ')}
      </Alert>
    )}
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="Freight preview" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell>Lane</TableCell>
            <TableCell align="right">Current US$/t</TableCell>
            <TableCell align="right">New US$/t</TableCell>
            <TableCell align="right">%</TableCell>
            <TableCell>Assessed on</TableCell>
            <TableCell>Check</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.changes.map((change) => (
            <TableRow key={lane(change)} sx={change.outlier ? { bgcolor: 'warning.light' } : undefined}>
              <TableCell>{lane(change)}</TableCell>
              <TableCell align="right">{change.previous ?? 'new'}</TableCell>
              <TableCell align="right">{change.usdPerTonne}</TableCell>
              <TableCell align="right">
                {change.changePercent === null
                  ? '—'
                  : `${change.changePercent > 0 ? '+' : ''}${change.changePercent} %`}
              </TableCell>
              <TableCell>{change.assessedOn}</TableCell>
              <TableCell>{change.outlier && <Chip size="small" color="warning" label="Outlier" />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </>
);

/** Bulk freight: lane assessments per vessel class (a broker's or the analyst's fixtures), all lanes or none. */
export const FreightImport = () => (
  <PublicationImport
    name="freight"
    formats={formats}
    jsonFormat="psc-json"
    preview={usePreviewFreight()}
    publish={usePublishFreight()}
    renderPreview={(preview) => <FreightPreviewTable preview={preview} />}
  />
);
