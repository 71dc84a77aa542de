import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DateParts } from '../../components/DateParts';
import { fechaIso, partesCompletas, partesVacias } from '../../components/dateParts';
import { usePermission } from '../../shell/session/usePermission';
import { FormTextField } from '../../components/FormTextField';
import { etiquetaNacionalidad, etiquetaTipoDocumento } from '../../i18n/etiquetas';
import { PanelSegip } from './PanelSegip';
import { GENEROS, MAX, NACIONALIDADES, TIPOS_DOCUMENTO, type UsuarioFormulario } from './tipos';
import { useSegip } from './useSegip';

const celda = { xs: 12, sm: 6, md: 4 } as const;
const mayusculas = { htmlInput: { style: { textTransform: 'uppercase' as const } } };

interface Props {
  control: Control<UsuarioFormulario>;
  setValue: UseFormSetValue<UsuarioFormulario>;
  tipoActual?: string | null;
}

/** The person form of spec part 1 §3 with the SEGIP identity check (§4, §5), shown with `personas:read`. */
export function SeccionPersona({ control, setValue, tipoActual }: Props) {
  const { t } = useTranslation();
  const conSegip = usePermission('personas', 'read');
  const segip = useSegip(control, setValue);
  // A person SEGIP confirmed stays as it is until "Nueva búsqueda".
  const fijo = segip.bloqueado;
  // SEGIP's check does not cover nationality: a person stored without one can still be given one.
  const nacionalidad = useWatch({ control, name: 'nacionalidad' });
  // A stored document type outside the form's two (e.g. EXTRANJERO) stays selectable for that record.
  const tipos: string[] = tipoActual && !(TIPOS_DOCUMENTO as readonly string[]).includes(tipoActual) ? [...TIPOS_DOCUMENTO, tipoActual] : [...TIPOS_DOCUMENTO];
  return (
    <Box component="section" aria-labelledby="usuario-seccion-persona">
      <Typography id="usuario-seccion-persona" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {t('usuarios.seccionPersona')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={celda}>
          <FormTextField control={control} name="tipo_documento" disabled={fijo} id="usuario-tipo-documento" label={t('usuarios.campos.tipo_documento')} select required fullWidth>
            {tipos.map((v) => (
              <MenuItem key={v} value={v}>
                {etiquetaTipoDocumento(t, v)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="nro_documento" disabled={fijo} id="usuario-nro-documento" label={t('usuarios.campos.nro_documento')} required maxLength={MAX.nro_documento} fullWidth />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="complemento" disabled={fijo} id="usuario-complemento" label={t('usuarios.campos.complemento')} maxLength={MAX.complemento} fullWidth slotProps={mayusculas} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="fecha_nacimiento"
            rules={{
              validate: (v) => {
                if (partesVacias(v) || !partesCompletas(v)) return t('validate.required');
                return fechaIso(v) ? true : t('dateParts.invalida');
              },
            }}
            render={({ field, fieldState }) => (
              <DateParts id="usuario-fecha-nacimiento" disabled={fijo} label={t('usuarios.campos.fecha_nacimiento')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />
            )}
          />
        </Grid>
        {conSegip && (
          <Grid size={{ xs: 12, md: 6 }}>
            <PanelSegip segip={segip} />
          </Grid>
        )}
        <Grid size={celda}>
          <FormTextField control={control} name="nombres" disabled={fijo} id="usuario-nombres" label={t('usuarios.campos.nombres')} required maxLength={MAX.nombre} fullWidth slotProps={mayusculas} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="primer_apellido" disabled={fijo} id="usuario-primer-apellido" label={t('usuarios.campos.primer_apellido')} maxLength={MAX.nombre} fullWidth slotProps={mayusculas} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="segundo_apellido" disabled={fijo} id="usuario-segundo-apellido" label={t('usuarios.campos.segundo_apellido')} maxLength={MAX.nombre} fullWidth slotProps={mayusculas} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="nacionalidad" disabled={fijo && nacionalidad !== ''} id="usuario-nacionalidad" label={t('usuarios.campos.nacionalidad')} select required fullWidth>
            {NACIONALIDADES.map((v) => (
              <MenuItem key={v} value={v}>
                {etiquetaNacionalidad(t, v)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="genero" id="usuario-genero" label={t('usuarios.campos.genero')} select required fullWidth>
            {GENEROS.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`usuarios.generos.${v}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="movil" id="usuario-movil" label={t('usuarios.campos.movil')} maxLength={MAX.movil} fullWidth slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="telefono" id="usuario-telefono" label={t('usuarios.campos.telefono')} maxLength={MAX.telefono} fullWidth slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        </Grid>
      </Grid>
    </Box>
  );
}
