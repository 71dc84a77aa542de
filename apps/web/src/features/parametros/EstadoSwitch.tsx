import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** The form's estado switch: on = ACTIVO, off = INACTIVO. */
export function EstadoSwitch<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value === 'ACTIVO'} onChange={(e) => field.onChange(e.target.checked ? 'ACTIVO' : 'INACTIVO')} slotProps={{ input: { ref: field.ref } }} />}
          label={label}
        />
      )}
    />
  );
}
