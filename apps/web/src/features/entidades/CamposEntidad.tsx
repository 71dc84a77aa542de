import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { FormTextField } from '../../components/FormTextField';
import { EMAIL, URL_WEB } from '../../shared/entidades/formulario';
import { TelefonosField } from './TelefonosField';
import { MAX, type EntidadFormulario } from '../../shared/entidades/tipos';

const celda = { xs: 12, sm: 6 } as const;

interface Props {
  control: Control<EntidadFormulario>;
  /** The record's id, shown read-only as its code; none for a new entity. */
  codigo?: number;
  /** Spec part 1 §5: the portal code is required for the roles that are not administrators. */
  codigoPortalRequerido: boolean;
  /** Without entidades:update the form is only shown. */
  soloLectura?: boolean;
}

/** The entity form of spec part 1 §2 and §5: code, name, acronym, description, address, e-mail, phones, website, portal code. */
export function CamposEntidad({ control, codigo, codigoPortalRequerido, soloLectura = false }: Props) {
  const { t } = useTranslation();
  const comun = { control, fullWidth: true, disabled: soloLectura } as const;
  return (
    <Grid container spacing={2}>
      {codigo !== undefined && (
        <Grid size={celda}>
          <TextField id="entidad-codigo" label={t('entidades.campos.codigo')} value={String(codigo)} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        </Grid>
      )}
      <Grid size={codigo !== undefined ? celda : 12}>
        <FormTextField {...comun} name="nombre" id="entidad-nombre" label={t('entidades.campos.nombre')} required maxLength={MAX.nombre} />
      </Grid>
      <Grid size={celda}>
        <FormTextField {...comun} name="sigla" id="entidad-sigla" label={t('entidades.campos.sigla')} maxLength={MAX.sigla} />
      </Grid>
      <Grid size={celda}>
        <FormTextField {...comun} name="codigo_portal" id="entidad-codigo-portal" label={t('entidades.campos.codigo_portal')} required={codigoPortalRequerido} maxLength={MAX.codigo_portal} />
      </Grid>
      <Grid size={12}>
        <FormTextField {...comun} name="descripcion" id="entidad-descripcion" label={t('entidades.campos.descripcion')} required maxLength={MAX.descripcion} multiline minRows={2} />
      </Grid>
      <Grid size={12}>
        <FormTextField {...comun} name="direccion" id="entidad-direccion" label={t('entidades.campos.direccion')} maxLength={MAX.direccion} />
      </Grid>
      <Grid size={celda}>
        <CampoPatron control={control} name="email" id="entidad-email" type="email" max={MAX.email} patron={EMAIL} mensaje={t('validate.email')} label={t('entidades.campos.email')} disabled={soloLectura} />
      </Grid>
      <Grid size={celda}>
        <CampoPatron control={control} name="web" id="entidad-web" type="url" max={MAX.web} patron={URL_WEB} mensaje={t('validate.url')} label={t('entidades.campos.web')} disabled={soloLectura} />
      </Grid>
      <Grid size={12}>
        <TelefonosField control={control} id="entidad-telefonos" disabled={soloLectura} />
      </Grid>
    </Grid>
  );
}

interface CampoPatronProps {
  control: Control<EntidadFormulario>;
  name: 'email' | 'web';
  id: string;
  type: 'email' | 'url';
  max: number;
  patron: RegExp;
  mensaje: string;
  label: string;
  disabled: boolean;
}

/** An optional text that, when given, must match a pattern (e-mail, web address). */
function CampoPatron({ control, name, id, type, max, patron, mensaje, label, disabled }: CampoPatronProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v) => {
        const valor = v.trim();
        if (!valor) return true;
        if (valor.length > max) return t('validate.maxLength', { max });
        return patron.test(valor) ? true : mensaje;
      },
    },
  });
  const { ref, ...campo } = field;
  return (
    <TextField
      {...campo}
      inputRef={ref}
      id={id}
      type={type}
      label={label}
      fullWidth
      disabled={disabled}
      autoComplete="off"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
