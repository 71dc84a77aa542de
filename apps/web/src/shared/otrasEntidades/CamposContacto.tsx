import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { FormTextField } from '../../components/FormTextField';
import { MAX_CONTACTO, emailValido, telefonosValidos, type ContactoFormulario } from './contacto';

const celda = { xs: 12, sm: 6 } as const;

/** Name, address, phones (digits only) and e-mail, for the embassy and other-entity dialogs. */
export function CamposContacto<T extends ContactoFormulario>({ control, id }: { control: Control<T>; id: string }) {
  const { t } = useTranslation();
  // The fields are the same in every form that extends ContactoFormulario.
  const c = control as unknown as Control<ContactoFormulario>;
  return (
    <>
      <Grid size={12}>
        <FormTextField control={c} name="nombre" id={`${id}-nombre`} label={t('otrasEntidades.comun.campos.nombre')} required maxLength={MAX_CONTACTO.nombre} fullWidth autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={c} name="direccion" id={`${id}-direccion`} label={t('otrasEntidades.comun.campos.direccion')} required maxLength={MAX_CONTACTO.direccion} fullWidth autoComplete="off" />
      </Grid>
      <Grid size={celda}>
        <FormTextField
          control={c}
          name="telefonos"
          id={`${id}-telefonos`}
          label={t('otrasEntidades.comun.campos.telefonos')}
          required
          maxLength={MAX_CONTACTO.telefonos}
          format={{ valid: telefonosValidos, message: t('servidor.mensajes.soloNumeros') }}
          fullWidth
          autoComplete="off"
          helperText={t('otrasEntidades.comun.telefonosAyuda')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={celda}>
        <FormTextField control={c} name="email" id={`${id}-email`} slotProps={{ htmlInput: { inputMode: 'email' } }} label={t('otrasEntidades.comun.campos.email')} maxLength={MAX_CONTACTO.email} format={{ valid: emailValido, message: t('validate.email') }} fullWidth autoComplete="off" />
      </Grid>
    </>
  );
}
