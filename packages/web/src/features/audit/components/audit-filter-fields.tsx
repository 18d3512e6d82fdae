import { Controller, useForm, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { auditEventLabels, auditEventTypes } from '@psc/core/audit/audit.schemas';
import {
  calendarDateFormat,
  defaultDateFormat,
  parseCalendarDate,
} from '@psc/core/personalisation/date-format';
import { muiRegistration } from '#components/form/mui-registration.ts';
import { usePersonalisation } from '#lib/date-format.ts';
import type { AuditFilters } from '../api/get-audit-events.ts';

export type AuditFilterValues = { type: string; email: string; from: string; to: string };

const dayMs = 86_400_000;

/** A day typed in the user's calendar format, as local midnight; null when empty or not a day. */
const parseDay = (value: string, pattern: string): number | null => {
  const day = parseCalendarDate(value, pattern);
  return day === null ? null : new Date(day.year, day.month - 1, day.day).getTime();
};

/**
 * The fields as the audit call filters: the To day is included whole. A day typed in the user's date format (the
 * format the rows show, issue 48 item 25); a day not yet readable filters nothing.
 */
export const auditFiltersOf = (
  { type, email, from, to }: AuditFilterValues,
  pattern: string,
): AuditFilters => {
  const toDayMs = parseDay(to, pattern);
  return {
    types: type === '' ? [] : [type],
    email,
    fromMs: parseDay(from, pattern),
    toMs: toDayMs === null ? null : toDayMs + dayMs,
  };
};

/** The user's format for days, e.g. 'yyyy.mm.dd' for 'yyyy.mm.dd, hh:mm:ss'. */
const useDayPattern = () =>
  calendarDateFormat(usePersonalisation().data?.effectiveDateFormat ?? defaultDateFormat);

/** The filters form: they apply as they change, so the list and its CSV export follow the fields. */
export const useAuditFilterForm = () => {
  const form = useForm<AuditFilterValues>({ defaultValues: { type: '', email: '', from: '', to: '' } });
  const [type, email, from, to] = useWatch({ control: form.control, name: ['type', 'email', 'from', 'to'] });
  return { form, filters: auditFiltersOf({ type, email, from, to }, useDayPattern()) };
};

/** A day field that reads and shows the user's date format, and says so while what is typed is not a day. */
const DayField = ({
  form,
  name,
  label,
  pattern,
}: {
  form: ReturnType<typeof useAuditFilterForm>['form'];
  name: 'from' | 'to';
  label: string;
  pattern: string;
}) => {
  const value = useWatch({ control: form.control, name });
  const unreadable = value.trim() !== '' && parseCalendarDate(value, pattern) === null;
  return (
    <TextField
      fullWidth
      label={label}
      placeholder={pattern}
      error={unreadable}
      helperText={unreadable ? `Type a day as ${pattern}` : undefined}
      {...muiRegistration(form.register(name))}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

export const AuditFilterFields = ({ form }: { form: ReturnType<typeof useAuditFilterForm>['form'] }) => {
  const pattern = useDayPattern();
  return (
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
        <DayField form={form} name="from" label="From" pattern={pattern} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DayField form={form} name="to" label="To" pattern={pattern} />
      </Grid>
    </Grid>
  );
};
