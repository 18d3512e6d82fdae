import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GlobalOrigin } from '@psc/core/market-data/market-data.schemas';
import { matrixLimits } from '@psc/core/matrices/matrices.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { emptyOrigin, type OriginValues } from '../utils/matrix-form.ts';
import { MatrixOriginFields } from './matrix-origin-fields.tsx';

type MatrixOriginsListProps = {
  origins: readonly OriginValues[];
  ports: readonly GlobalOrigin[];
  onChange: (origins: OriginValues[]) => void;
};

/** The matrix's rows: one origin each, added up to the limit, removed down to one. */
export const MatrixOriginsList = ({ origins, ports, onChange }: MatrixOriginsListProps) => {
  const t = useMessages('screens');
  return (
    <>
      <Typography component="h2" variant="subtitle1">
        {t('matrices.editor.origins', { limit: matrixLimits.origins })}
      </Typography>
      {origins.map((origin, index) => (
        <MatrixOriginFields
          key={index}
          index={index}
          value={origin}
          ports={ports}
          onChange={(next) => onChange(origins.map((entry, at) => (at === index ? next : entry)))}
          onRemove={origins.length > 1 ? () => onChange(origins.filter((_entry, at) => at !== index)) : null}
        />
      ))}
      <div>
        <Button
          disabled={origins.length >= matrixLimits.origins}
          onClick={() => onChange([...origins, { ...emptyOrigin }])}
        >
          {t('matrices.editor.addOrigin')}
        </Button>
      </div>
    </>
  );
};
