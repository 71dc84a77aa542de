import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/** A labelled checkbox bound to a boolean form value. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: Props<T>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={<Checkbox name={field.name} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
    />
  );
}
