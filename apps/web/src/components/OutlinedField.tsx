import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { usePasswordToggle } from './passwordToggle';

interface Props {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement> };
  type?: string;
  endAdornment?: ReactNode;
}

/**
 * MUI's TextField (outlined) built from its own parts, with the same markup and look, for the pages
 * before sign-in: TextField also imports Select, and with it the menu, popover, modal and focus trap
 * that the login page never shows (about 15 KB gzipped).
 */
export function OutlinedField({ id, label, helperText, error, required, slotProps, ...input }: Props) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" error={error} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperTextId} inputProps={slotProps?.htmlInput} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** OutlinedField for a password, with the show/hide button of PasswordField. */
export function OutlinedPasswordField(props: Props) {
  return <OutlinedField {...props} {...usePasswordToggle()} />;
}
