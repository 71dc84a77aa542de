import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ICON_NAMES, MenuIcon } from '../../app/layout/menuIcons';
import type { ModuloValores } from './formulario';

/** The module's menu icon, chosen from the icons the menu can draw, each shown beside its name. */
export function IconoField({ control }: { control: Control<ModuloValores> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'icono' });
  // A module saved before the list existed may carry an icon outside it: keep it selectable.
  const nombres = field.value && !ICON_NAMES.includes(field.value) ? [field.value, ...ICON_NAMES] : ICON_NAMES;
  return (
    <TextField
      select
      fullWidth
      label={t('modulos.form.icono')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{
        select: {
          renderValue: (valor) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {valor ? <MenuIcon name={String(valor)} fontSize="small" /> : null}
              <span>{valor ? String(valor) : t('modulos.form.sinIcono')}</span>
            </Stack>
          ),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{t('modulos.form.sinIcono')}</MenuItem>
      {nombres.map((nombre) => (
        <MenuItem key={nombre} value={nombre}>
          <ListItemIcon>
            <MenuIcon name={nombre} fontSize="small" />
          </ListItemIcon>
          {nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
