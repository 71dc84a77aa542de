import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { DateParts } from '../../components/DateParts';
import { fechaIso, partesCompletas, partesVacias } from '../../components/dateParts';
import { FormTextField } from '../../components/FormTextField';
import { GENEROS, MAX, NACIONALIDADES, TIPOS_DOCUMENTO, type UsuarioFormulario } from './tipos';

const celda = { xs: 12, sm: 6, md: 4 } as const;
const mayusculas = { htmlInput: { style: { textTransform: 'uppercase' as const } } };

/** The person form of spec part 1 §3, with the place where the SEGIP identity check will go. */
export function SeccionPersona({ control, tipoActual }: { control: Control<UsuarioFormulario>; tipoActual?: string | null }) {
  const { t } = useTranslation();
  // A stored document type outside the form's two (e.g. EXTRANJERO) stays selectable for that record.
  const tipos: string[] = tipoActual && !(TIPOS_DOCUMENTO as readonly string[]).includes(tipoActual) ? [...TIPOS_DOCUMENTO, tipoActual] : [...TIPOS_DOCUMENTO];
  return (
    <Box component="section" aria-labelledby="usuario-seccion-persona">
      <Typography id="usuario-seccion-persona" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {t('usuarios.seccionPersona')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={celda}>
          <FormTextField control={control} name="tipo_documento" id="usuario-tipo-documento" label={t('usuarios.campos.tipo_documento')} select required fullWidth>
            {tipos.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="nro_documento" id="usuario-nro-documento" label={t('usuarios.campos.nro_documento')} required maxLength={MAX.nro_documento} fullWidth />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="complemento" id="usuario-complemento" label={t('usuarios.campos.complemento')} maxLength={MAX.complemento} fullWidth slotProps={mayusculas} />
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
              <DateParts id="usuario-fecha-nacimiento" label={t('usuarios.campos.fecha_nacimiento')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {/* The SEGIP identity check (spec part 1 §4, §7) comes with a later issue: this is its place. */}
          <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 1.5, height: '100%' }}>
            <Button variant="outlined" startIcon={<VerifiedUserIcon />} disabled aria-describedby="usuario-segip-ayuda">
              {t('usuarios.segipVerificar')}
            </Button>
            <Typography id="usuario-segip-ayuda" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('usuarios.segipProximamente')}
            </Typography>
          </Box>
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="nombres" id="usuario-nombres" label={t('usuarios.campos.nombres')} required maxLength={MAX.nombre} fullWidth slotProps={mayusculas} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="primer_apellido" id="usuario-primer-apellido" label={t('usuarios.campos.primer_apellido')} maxLength={MAX.nombre} fullWidth slotProps={mayusculas} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="segundo_apellido" id="usuario-segundo-apellido" label={t('usuarios.campos.segundo_apellido')} maxLength={MAX.nombre} fullWidth slotProps={mayusculas} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="nacionalidad" id="usuario-nacionalidad" label={t('usuarios.campos.nacionalidad')} select required fullWidth>
            {NACIONALIDADES.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
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
