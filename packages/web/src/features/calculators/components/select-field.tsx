import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

type SelectFieldProps = {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  emptyLabel?: string;
  /** Unique on the page when several cards show the same field; missing = made from the label. */
  id?: string;
};

/** A labelled MUI Select of the calculator's forms; a value it does not list shows empty rather than failing. */
export const SelectField = ({
  label,
  value,
  disabled,
  onChange,
  options,
  emptyLabel,
  id: given,
}: SelectFieldProps) => {
  const id = given ?? `select-${label.replaceAll(/\W/g, '-').toLowerCase()}`;
  const known = options.some((option) => option.value === value);
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={known || value === '' ? value : ''}
        onChange={(event) => onChange(String(event.target.value))}
      >
        {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
