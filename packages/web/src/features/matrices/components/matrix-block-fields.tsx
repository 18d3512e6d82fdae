import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  adjustableCostBlockTypes,
  costRowDisplayName,
  type AdjustableCostBlockType,
} from '@psc/core/pricing/cost-block-types';
import { TextInput } from '#components/form/text-input.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { rowName } from '#lib/i18n/cost-row-names.ts';
import type { BlockValues } from '../utils/matrix-form.ts';

/** The blocks of every cell, as on a calculator: on or off, and a custom cost per tonne that replaces the default. */
export const MatrixBlockFields = ({
  currencyCode,
  blocks,
  onChange,
}: {
  currencyCode: string;
  blocks: Record<AdjustableCostBlockType, BlockValues>;
  onChange: (type: AdjustableCostBlockType, value: BlockValues) => void;
}) => {
  const t = useMessages('screens');
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="subtitle1">
        {t('matrices.editor.blocks')}
      </Typography>
      {adjustableCostBlockTypes.map((type) => {
        const name = rowName(t, costRowDisplayName(type, 'London5'));
        return (
          <Stack
            key={type}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <FormControlLabel
              sx={{ minWidth: 200 }}
              control={
                <Switch
                  checked={blocks[type].active}
                  onChange={(event) => onChange(type, { ...blocks[type], active: event.target.checked })}
                />
              }
              label={name}
            />
            <TextInput
              label={t('matrices.editor.customCost', { block: name, currency: currencyCode })}
              value={blocks[type].customCost}
              disabled={!blocks[type].active}
              inputMode="decimal"
              placeholder={t('matrices.editor.default')}
              shrinkLabel
              onChange={(event) => onChange(type, { ...blocks[type], customCost: event.target.value })}
            />
          </Stack>
        );
      })}
    </Stack>
  );
};
