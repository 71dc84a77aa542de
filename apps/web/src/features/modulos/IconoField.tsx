import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { ICON_NAMES, MenuIcon } from '../../shell/menu/menuIcons';
import { FormTextField } from '../../components/FormTextField';
import type { ModuloValores } from './formulario';

/** The module's menu icon, chosen from the icons the menu can draw, each shown beside its name. */
export function IconoField({ control }: { control: Control<ModuloValores> }) {
  const { t } = useTranslation();
  const icono = useWatch({ control, name: 'icono' });
  // A module saved before the list existed may carry an icon outside it: keep it selectable.
  const nombres = icono && !ICON_NAMES.includes(icono) ? [icono, ...ICON_NAMES] : ICON_NAMES;
  return (
    <FormTextField
      control={control}
      name="icono"
      select
      fullWidth
      label={t('modulos.form.icono')}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (valor) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {valor ? <MenuIcon name={String(valor)} fontSize="small" /> : null}
              <span>{valor ? String(valor) : t('modulos.form.sinIcono')}</span>
            </Stack>
          ),
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
    </FormTextField>
  );
}
