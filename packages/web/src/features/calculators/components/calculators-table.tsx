import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { keyboardActivation } from '../../../lib/keyboard-activation.ts';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GridOnIcon from '@mui/icons-material/GridOn';
import { calculatorDisplayName } from '@psc/core/calculators/calculator-naming';
import { calculatorMessages, type CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { isApiError } from '../../../lib/api-client.ts';
import { useDeleteCalculator } from '../api/delete-calculator.ts';
import { DeleteCalculatorDialog } from './delete-calculator-dialog.tsx';
import { useDownloadCalculator } from '../api/download-calculator.ts';
import { formatMoney, periodIdLabel } from '../utils/calculator-format.ts';

const fromOf = (calculator: CalculatorReply) =>
  calculator.originPortName ??
  calculator.originCountryName ??
  calculator.originCMPRegionId ??
  calculator.originRegionId ??
  '';

const stickyRight = { position: 'sticky', right: 0, bgcolor: 'background.paper' } as const;

/** The delivered price per tonne, so calculators compare at a glance (issue 12 item 14); a dash when unpriceable. */
const ddpOf = (calculator: CalculatorReply) =>
  calculator.pricingError ? '—' : formatMoney(calculator.price);

/**
 * §2.4: Name, From, To, Currency, Basis, Contract, download and delete, plus the DDP per tonne; stacked without
 * download under 500 px. Between 500 and 900 px the table scrolls inside its card, never the page.
 */
export const CalculatorsTable = ({
  calculators,
  readOnly,
  onOpen,
  onAdd,
  onCompare,
}: {
  calculators: readonly CalculatorReply[];
  readOnly: boolean;
  onOpen: (id: string) => void;
  onAdd: () => void;
  /** Opens the side-by-side comparison (beyond the spec); offered from two calculators on, to Viewers too. */
  onCompare?: () => void;
}) => {
  const stacked = useMediaQuery('(max-width:499.95px)');
  const remove = useDeleteCalculator();
  const download = useDownloadCalculator();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async () => {
    const id = deleting;
    setDeleting(null);
    if (id === null) return;
    try {
      await remove.mutateAsync(id);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status >= 400 && caught.status < 500
          ? `${calculatorMessages.genericFailure}: ${caught.message}`
          : calculatorMessages.genericFailure,
      );
    }
  };

  return (
    <Paper variant="outlined">
      {stacked ? (
        <Stack divider={<hr style={{ margin: 0, border: 0, borderTop: '1px solid #e0e0e0' }} />}>
          {calculators.map((calculator, index) => (
            <Stack
              key={calculator.id}
              direction="row"
              sx={{ p: 1.5, alignItems: 'center', cursor: 'pointer' }}
              onClick={() => onOpen(calculator.id)}
              {...keyboardActivation(`Open ${calculatorDisplayName(calculator.name, index + 1)}`, () =>
                onOpen(calculator.id),
              )}
            >
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">
                  {calculatorDisplayName(calculator.name, index + 1)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {fromOf(calculator)} → {calculator.destination.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {calculator.currencyCode} · {calculator.contractName} · {periodIdLabel(calculator)}
                </Typography>
                <Typography variant="body2">
                  DDP {ddpOf(calculator)} {calculator.currencyCode}/t
                </Typography>
              </Stack>
              {!readOnly && (
                <IconButton
                  aria-label="Delete calculator"
                  onClick={(event) => (event.stopPropagation(), setDeleting(calculator.id))}
                >
                  <DeleteOutlined />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-label="My Calculators"
            sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, md: 2 } } }}
          >
            <TableHead>
              <TableRow>
                {['Name', 'From', 'To', 'Currency', 'Basis', 'Contract'].map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
                <TableCell align="right">DDP /t</TableCell>
                <TableCell />
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {calculators.map((calculator, index) => {
                const displayName = calculatorDisplayName(calculator.name, index + 1);
                return (
                  <TableRow
                    key={calculator.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => onOpen(calculator.id)}
                    {...keyboardActivation(null, () => onOpen(calculator.id))}
                  >
                    <TableCell>{displayName}</TableCell>
                    <TableCell>{fromOf(calculator)}</TableCell>
                    <TableCell>{calculator.destination.name}</TableCell>
                    <TableCell>{calculator.currencyCode}</TableCell>
                    <TableCell>{calculator.contractName}</TableCell>
                    <TableCell>{periodIdLabel(calculator)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="list-ddp">
                      {ddpOf(calculator)}
                    </TableCell>
                    <TableCell padding="none" sx={{ width: 0, ...stickyRight }}>
                      {/* One cell, one icon above the other when narrow, pinned to the card's right edge: when the
                          columns need more than the width, they scroll inside the card and the icons stay. */}
                      <Stack direction={{ xs: 'column', md: 'row' }}>
                        <IconButton
                          aria-label={`Download ${displayName}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            download.mutate(
                              { id: calculator.id, displayName, format: 'xlsx' },
                              { onError: () => setError(calculatorMessages.downloadFailed) },
                            );
                          }}
                        >
                          <GridOnIcon />
                        </IconButton>
                        {!readOnly && (
                          <IconButton
                            aria-label={`Delete ${displayName}`}
                            onClick={(event) => (event.stopPropagation(), setDeleting(calculator.id))}
                          >
                            <DeleteOutlined />
                          </IconButton>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {error !== null && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {(!readOnly || (onCompare && calculators.length >= 2)) && (
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, justifyContent: 'flex-end' }}>
          {onCompare && calculators.length >= 2 && (
            <Button variant="outlined" onClick={onCompare}>
              Compare
            </Button>
          )}
          {!readOnly && (
            <Button variant="contained" onClick={onAdd}>
              Add Calculator
            </Button>
          )}
        </Stack>
      )}
      <DeleteCalculatorDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
    </Paper>
  );
};
