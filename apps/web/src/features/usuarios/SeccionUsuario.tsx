import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../components/FormTextField';
import { formatoContrasena } from '../../components/formatoContrasena';
import { EntidadAutocomplete } from '../../components/EntidadAutocomplete';
import { etiquetaRol } from '../../i18n/etiquetas';
import { CLAVE, buscarEntidades } from './api';
import { EMAIL } from './formulario';
import { MAX, type ContextoFormulario, type Opcion, type UsuarioFormulario } from './tipos';

const celda = { xs: 12, sm: 6 } as const;

interface Props {
  control: Control<UsuarioFormulario>;
  ctx: ContextoFormulario;
  roles: Opcion[];
  /** The chosen entity's branches; the selector shows (and is required) only when there are some. */
  sucursales: Opcion[];
  onEntidadCambia: () => void;
}

/** User data: username, password (create only), e-mail, position, entity, branch and role (spec part 1 §5). */
export function SeccionUsuario({ control, ctx, roles, sucursales, onEntidadCambia }: Props) {
  const { t } = useTranslation();
  const conRol = !ctx.propio && !ctx.conAlcance;
  return (
    <Box component="section" aria-labelledby="usuario-seccion-usuario">
      <Typography id="usuario-seccion-usuario" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {t('usuarios.seccionUsuario')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={celda}>
          <FormTextField control={control} name="usuario" id="usuario-usuario" label={t('usuarios.campos.usuario')} required maxLength={MAX.usuario} fullWidth autoComplete="off" />
        </Grid>
        {ctx.modo === 'crear' && (
          <Grid size={celda}>
            <FormTextField control={control} name="contrasena" id="usuario-contrasena" label={t('usuarios.campos.contrasena')} required maxLength={MAX.contrasena} format={formatoContrasena()} password fullWidth autoComplete="new-password" helperText={t('usuarios.contrasenaAyuda')} />
          </Grid>
        )}
        <Grid size={celda}>
          <CampoEmail control={control} />
        </Grid>
        <Grid size={celda}>
          <FormTextField control={control} name="cargo" id="usuario-cargo" label={t('usuarios.campos.cargo')} maxLength={MAX.cargo} fullWidth />
        </Grid>
        {ctx.conAlcance ? (
          <Grid size={12}>
            {/* Role 4 (and every scoped role): the entity is the user's own; no selector (spec part 1 §6). */}
            <Typography color="text.secondary">{t('usuarios.entidadPropia', { entidad: ctx.sesion.entidad ?? '' })}</Typography>
          </Grid>
        ) : (
          <Grid size={celda}>
            <EntidadAutocomplete
              control={control}
              name="entidad"
              id="usuario-entidad"
              label={t('usuarios.campos.entidad')}
              helperText={t('usuarios.entidadAyuda')}
              noOptionsText={t('usuarios.sinEntidades')}
              openText={t('usuarios.abrirLista')}
              queryKey={[...CLAVE, 'entidades']}
              search={buscarEntidades}
              onChange={onEntidadCambia}
            />
          </Grid>
        )}
        {/* Optional: a cashier's point of sale, an operator's regional office; most users have none. */}
        {sucursales.length > 0 && (
          <Grid size={celda}>
            <FormTextField control={control} name="id_sucursal" id="usuario-sucursal" label={t('usuarios.campos.sucursal')} select fullWidth>
              <MenuItem value="">{t('usuarios.sinSucursal')}</MenuItem>
              {sucursales.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.nombre}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        )}
        {conRol && roles.length > 0 && (
          <Grid size={celda}>
            <FormTextField control={control} name="id_rol" id="usuario-rol" label={t('usuarios.campos.rol')} select required fullWidth>
              {roles.map((r) => (
                <MenuItem key={r.id} value={String(r.id)}>
                  {etiquetaRol(t, r)}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        )}
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            {t('usuarios.notaContrasena')}{' '}
            <Link component={RouterLink} to="/account">
              {t('usuarios.miCuenta')}
            </Link>
            .
          </Typography>
        </Grid>
      </Grid>
    </Box>
  );
}

/** E-mail: required, at most 100 characters, and a valid address (spec part 1 §5). */
function CampoEmail({ control }: { control: Control<UsuarioFormulario> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name: 'email',
    rules: {
      validate: (v) => {
        const valor = v.trim();
        if (!valor) return t('validate.required');
        if (valor.length > MAX.email) return t('validate.maxLength', { max: MAX.email });
        return EMAIL.test(valor) ? true : t('validate.email');
      },
    },
  });
  const { ref, ...campo } = field;
  return (
    <TextField
      {...campo}
      inputRef={ref}
      id="usuario-email"
      type="email"
      label={t('usuarios.campos.email')}
      required
      fullWidth
      autoComplete="off"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { maxLength: MAX.email } }}
    />
  );
}
