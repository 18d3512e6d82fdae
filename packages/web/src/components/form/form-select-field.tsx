import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

type FormSelectFieldProps<Values extends FieldValues> = Omit<SelectFieldProps, 'value' | 'onChange'> & {
  control: Control<Values>;
  /** A text field of the form: the select's value is always one of its options' strings. */
  name: FieldPathByValue<Values, string>;
};

/** The app's SelectField as a field of a react-hook-form form: its value and changes are the form's. */
export const FormSelectField = <Values extends FieldValues>({
  control,
  name,
  ...props
}: FormSelectFieldProps<Values>) => {
  const { field } = useController({ control, name });
  return <SelectField {...props} value={field.value as string} onChange={field.onChange} />;
};
