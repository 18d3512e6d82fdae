import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first entry, value '' (e.g. 'Any'); missing = none. */
  emptyLabel?: string;
  disabled?: boolean;
  error?: boolean;
  required?: boolean;
  /** Cards use the small size (the default); full-page forms the medium one. */
  size?: 'small' | 'medium';
  /** Names the label (`${id}-label`); unique on the page when several cards show the same field; missing = made from the label. */
  id?: string;
  /** Also the id of the select itself (forms whose tests or links address it). */
  idOnSelect?: boolean;
  /** Called when the user shows an interest (focus, pointer, open): a field may fetch its long lists only then. */
  onInterest?: () => void;
  /** More options are on their way: the open list says so at its end. */
  loadingMore?: boolean;
};

/** A labelled MUI Select of the app's forms and cards; a value it does not list shows empty rather than failing. */
export const SelectField = ({
  label,
  value,
  onChange,
  options,
  emptyLabel,
  disabled,
  error,
  required,
  size = 'small',
  id: given,
  idOnSelect = false,
  onInterest,
  loadingMore = false,
}: SelectFieldProps) => {
  const id = given ?? `select-${label.replaceAll(/\W/g, '-').toLowerCase()}`;
  const known = options.some((option) => option.value === value);
  const shown = known || value === '' ? value : '';
  // A value whose options arrive after the first render (a card's countries and ports) left MUI's label over it:
  // the label rises whenever something shows, and MUI decides only for an empty field (focus).
  const raised = shown === '' ? undefined : true;
  return (
    <FormControl size={size} fullWidth disabled={disabled} error={error} required={required}>
      <InputLabel id={`${id}-label`} shrink={raised}>
        {label}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        id={idOnSelect ? id : undefined}
        label={label}
        value={shown}
        notched={raised}
        onChange={(event) => onChange(String(event.target.value))}
        onFocus={onInterest}
        onPointerEnter={onInterest}
        onOpen={onInterest}
      >
        {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
        {loadingMore && (
          <MenuItem disabled value="__loading">
            Loading...
          </MenuItem>
        )}
      </Select>
    </FormControl>
  );
};
