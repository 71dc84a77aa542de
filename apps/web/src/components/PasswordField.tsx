import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { usePasswordToggle } from './passwordToggle';

/** A password input with a show/hide button. */
export function PasswordField({ slotProps, ...props }: Omit<TextFieldProps, 'type'>) {
  const { type, endAdornment } = usePasswordToggle();
  return <TextField {...props} type={type} slotProps={{ ...slotProps, input: { endAdornment } }} />;
}
