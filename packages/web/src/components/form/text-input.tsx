import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'ref' | 'inputRef' | 'error' | 'required'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  /** Reaches the <input> itself, which is what react-hook-form's `register` needs to focus a bad field. */
  ref?: Ref<HTMLInputElement>;
  /** Keeps the label above the field, so a placeholder (e.g. 'Calculator - N' for an empty name) always shows. */
  shrinkLabel?: boolean;
};

/**
 * An outlined text field with label and helper text. MUI's TextField would do, but it always
 * brings Select, Menu and Popover with it, which the login page's size budget cannot afford.
 */
export const TextInput = ({
  label,
  helperText,
  error = false,
  required = false,
  id,
  ref,
  fullWidth = true,
  shrinkLabel,
  ...inputProps
}: TextInputProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperTextId = `${inputId}-helper-text`;
  return (
    <FormControl fullWidth={fullWidth} error={error} required={required} variant="outlined">
      <InputLabel htmlFor={inputId} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={inputId}
        label={label}
        notched={shrinkLabel}
        inputRef={ref}
        aria-describedby={helperText === undefined ? undefined : helperTextId}
      />
      {helperText !== undefined && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
