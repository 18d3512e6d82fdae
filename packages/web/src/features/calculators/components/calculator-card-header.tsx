import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import GridOnIcon from '@mui/icons-material/GridOn';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { DraftField } from '#components/form/draft-field.tsx';
import { useDownloadCalculator } from '../api/download-calculator.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type CalculatorCardHeaderProps = {
  calculator: CalculatorReply;
  position: number;
  /** 'Calculator - N' when the calculator has no name. */
  displayName: string;
  readOnly: boolean;
  onRename: (name: string) => void;
  onError: (message: string) => void;
  onDeleteAsked: () => void;
};

/** The card's first line (§2.1): '# n', the name (saved on leaving the field), Excel and CSV downloads, delete. */
export const CalculatorCardHeader = ({
  calculator,
  position,
  displayName,
  readOnly,
  onRename,
  onError,
  onDeleteAsked,
}: CalculatorCardHeaderProps) => {
  const download = useDownloadCalculator();
  const t = useMessages();
  const downloadAs = (format: 'xlsx' | 'csv') =>
    download.mutate(
      { id: calculator.id, displayName, format },
      { onError: () => onError(t('calculators.downloadFailed')) },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        # {position}
      </Typography>
      <DraftField
        label={t('calculator.name')}
        value={calculator.name}
        placeholder={displayName}
        shrinkLabel
        disabled={readOnly}
        size="small"
        onCommit={(name) => (name !== calculator.name ? onRename(name) : undefined)}
      />
      <IconButton
        aria-label={t('calculator.downloadExcel')}
        disabled={download.isPending}
        onClick={() => downloadAs('xlsx')}
      >
        <GridOnIcon />
      </IconButton>
      <IconButton
        aria-label={t('calculator.downloadCsv')}
        disabled={download.isPending}
        onClick={() => downloadAs('csv')}
      >
        <DescriptionIcon />
      </IconButton>
      {!readOnly && (
        <IconButton aria-label={t('calculator.delete')} onClick={onDeleteAsked}>
          <CloseIcon />
        </IconButton>
      )}
    </Stack>
  );
};
