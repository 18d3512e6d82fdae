import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A react-hook-form registration for an MUI field (TextField, OutlinedInput): MUI hands `ref` to the field's frame,
 * while the form needs the <input> itself to read, fill and focus it.
 */
export const muiRegistration = ({ ref, ...registration }: UseFormRegisterReturn) => ({
  ...registration,
  inputRef: ref,
});
