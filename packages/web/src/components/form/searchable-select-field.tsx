import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SelectFieldProps, SelectOption } from './select-field.tsx';

type SearchableSelectFieldProps = Omit<SelectFieldProps, 'emptyLabel' | 'required'>;

// Any part of the name, accents ignored ('sao' finds 'São Paulo'): a trader types the port they know, wherever
// it sits in the label ('Rotterdam, Netherlands (port)' is found by 'nether' as well as by 'rott').
const filterOptions = createFilterOptions<SelectOption>({
  matchFrom: 'any',
  ignoreAccents: true,
  ignoreCase: true,
});

/**
 * A labelled select whose list can be searched by typing (issue 48 item 14): for the long lists (the 142 ports of
 * To: Destination), where scrolling a plain Select is the only way to reach a port. The same props as SelectField
 * and the same accessible name, so a screen reader hears one combobox named by its label either way. A value it
 * does not list shows empty rather than failing; the text typed is never a value: only a listed option is chosen.
 */
export const SearchableSelectField = ({
  label,
  value,
  onChange,
  options,
  disabled,
  error,
  size = 'small',
  id: given,
  idOnSelect = false,
  onInterest,
  loadingMore = false,
}: SearchableSelectFieldProps) => {
  const id = given ?? `select-${label.replaceAll(/\W/g, '-').toLowerCase()}`;
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Autocomplete
      id={idOnSelect ? id : `${id}-search`}
      size={size}
      fullWidth
      disabled={disabled}
      options={options}
      value={selected}
      onChange={(_event, option) => {
        if (option !== null) onChange(option.value);
      }}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.value}
      filterOptions={filterOptions}
      disableClearable={selected !== null}
      autoHighlight
      onOpen={onInterest}
      loading={loadingMore}
      loadingText="Loading..."
      noOptionsText="No port or destination has that name"
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} onFocus={onInterest} onPointerEnter={onInterest} />
      )}
    />
  );
};
