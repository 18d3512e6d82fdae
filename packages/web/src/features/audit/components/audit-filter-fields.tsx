import { Controller, useForm, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { auditEventLabels, auditEventTypes } from '@psc/core/audit/audit.schemas';
import { muiRegistration } from '#components/form/mui-registration.ts';
import type { AuditFilters } from '../api/get-audit-events.ts';

export type AuditFilterValues = { type: string; email: string; from: string; to: string };

const dayMs = 86_400_000;

/** 'yyyy-mm-dd' of a date input, as local midnight. */
const parseDay = (value: string): number | null => {
  if (value === '') return null;
  const [year, month, day] = value.split('-').map(Number);
  return year === undefined || month === undefined || day === undefined
    ? null
    : new Date(year, month - 1, day).getTime();
};

/** The fields as the audit call filters: the To day is included whole. */
export const auditFiltersOf = ({ type, email, from, to }: AuditFilterValues): AuditFilters => {
  const toDayMs = parseDay(to);
  return {
    types: type === '' ? [] : [type],
    email,
    fromMs: parseDay(from),
    toMs: toDayMs === null ? null : toDayMs + dayMs,
  };
};

/** The filters form: they apply as they change, so the list and its CSV export follow the fields. */
export const useAuditFilterForm = () => {
  const form = useForm<AuditFilterValues>({ defaultValues: { type: '', email: '', from: '', to: '' } });
  const [type, email, from, to] = useWatch({ control: form.control, name: ['type', 'email', 'from', 'to'] });
  return { form, filters: auditFiltersOf({ type, email, from, to }) };
};

export const AuditFilterFields = ({ form }: { form: ReturnType<typeof useAuditFilterForm>['form'] }) => (
  <Grid
    container
    spacing={2}
    component="form"
    aria-label="Filters"
    onSubmit={(event) => event.preventDefault()}
  >
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Controller
        control={form.control}
        name="type"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            label="Event"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All events</MenuItem>
            {auditEventTypes.map((eventType) => (
              <MenuItem key={eventType} value={eventType}>
                {auditEventLabels[eventType] ?? eventType}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField fullWidth label="Who (e-mail contains)" {...muiRegistration(form.register('email'))} />
    </Grid>
    <Grid size={{ xs: 6, md: 3 }}>
      <TextField
        fullWidth
        type="date"
        label="From"
        {...muiRegistration(form.register('from'))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Grid>
    <Grid size={{ xs: 6, md: 3 }}>
      <TextField
        fullWidth
        type="date"
        label="To"
        {...muiRegistration(form.register('to'))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Grid>
  </Grid>
);
