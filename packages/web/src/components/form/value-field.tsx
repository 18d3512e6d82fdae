import TextField, { type TextFieldProps } from '@mui/material/TextField';

type ValueFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'size'> & {
  value: string;
  /** The text as typed, on every keystroke. */
  onValue: (value: string) => void;
};

/**
 * A small text field of a plain form that keeps its text in the form's state: the one block the integration forms
 * (chat channels, webhooks) repeated for each of their fields.
 */
export const ValueField = ({ value, onValue, ...props }: ValueFieldProps) => (
  <TextField {...props} size="small" value={value} onChange={(event) => onValue(event.target.value)} />
);
