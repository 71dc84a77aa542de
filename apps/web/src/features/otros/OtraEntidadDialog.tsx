import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { otraEntidadAddSchema, otraEntidadEditSchema } from '@pb/contract';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { DpaSelects } from '../../shared/dpa/DpaSelects';
import { dpaCompleto } from '../../shared/dpa/dpa';
import { FormTextField } from '../../components/FormTextField';
import { URL_WEB } from '../../shared/entidades/formulario';
import { OTROS_KEY, crearOtra, editarOtra, type OtraEntidad } from '../../shared/otrasEntidades/api';
import { CamposContacto } from '../../shared/otrasEntidades/CamposContacto';
import { MAX_OTRA, NIT, TIPOS, aAlta, aEdicion, siglaDe, valoresIniciales, type OtraEntidadFormulario } from './formulario';

const ANCHO = 800;
/** Fields that take a refusal's message; the municipality's is shown in the dialog's alert. */
const CAMPOS = Object.keys(valoresIniciales()).filter((c) => c !== 'dpa');
const celda = { xs: 12, sm: 6 } as const;

interface Props {
  /** null: a new entity. */
  entidad: OtraEntidad | null;
  onClose: () => void;
}

/**
 * Add an other entity with every field of spec part 2 §3 (type and its acronym, department →
 * province → municipality), or edit what `PUT v1/otros/` changes: name, address, phones, e-mail, NIT.
 */
export function OtraEntidadDialog({ entidad, onClose }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<OtraEntidadFormulario>({ defaultValues: valoresIniciales(entidad), mode: 'onTouched' });
  const tipo = useWatch({ control, name: 'tipo' });
  const { error, save } = useSaveRecord(OTROS_KEY, onClose, { setError, fields: CAMPOS });
  const nueva = entidad === null;

  const onSubmit = handleSubmit(async (v) => {
    if (nueva) {
      const entrada = aAlta(v);
      await save(() => crearOtra(entrada), { schema: otraEntidadAddSchema, input: entrada }, t('servidor.mensajes.entidadCreada'));
    } else {
      const entrada = aEdicion(entidad.id, v);
      await save(() => editarOtra(entrada), { schema: otraEntidadEditSchema, input: entrada }, t('servidor.mensajes.entidadModificada'));
    }
  });

  const opcional = (name: 'razon_social' | 'descripcion' | 'matricula_comercio', max: number, multiline = false) => (
    <FormTextField control={control} name={name} id={`otra-${name}`} label={t(`otrasEntidades.otros.campos.${name}`)} maxLength={max} fullWidth autoComplete="off" multiline={multiline} />
  );

  return (
    <FormDialog
      id="otra-entidad"
      title={nueva ? t('otrasEntidades.otros.agregar') : t('otrasEntidades.otros.editar')}
      width={ANCHO}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('otrasEntidades.comun.guardar')}
    >
      <Grid container spacing={2}>
        {nueva && (
          <>
            <Grid size={celda}>
              <FormTextField control={control} name="tipo" id="otra-tipo" select label={t('otrasEntidades.otros.campos.tipo')} required fullWidth>
                {TIPOS.map((x) => (
                  <MenuItem key={x} value={x}>
                    {t(`otrasEntidades.otros.tipos.${x}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={celda}>
              <TextField id="otra-sigla" label={t('otrasEntidades.otros.campos.sigla')} value={siglaDe(tipo)} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            </Grid>
          </>
        )}
        <CamposContacto control={control} id="otra" />
        <Grid size={celda}>
          <FormTextField control={control} name="nit" id="otra-nit" label={t('otrasEntidades.otros.campos.nit')} maxLength={MAX_OTRA.nit} format={{ valid: (x) => NIT.test(x), message: t('servidor.mensajes.soloNumeros') }} fullWidth autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Grid>
        {nueva && (
          <>
            <Grid size={celda}>{opcional('razon_social', MAX_OTRA.razon_social)}</Grid>
            <Grid size={celda}>{opcional('matricula_comercio', MAX_OTRA.matricula_comercio)}</Grid>
            <Grid size={celda}>
              <FormTextField control={control} name="web" id="otra-web" slotProps={{ htmlInput: { inputMode: 'url' } }} label={t('otrasEntidades.otros.campos.web')} maxLength={MAX_OTRA.web} format={{ valid: (x) => URL_WEB.test(x), message: t('validate.url') }} fullWidth autoComplete="off" />
            </Grid>
            <Grid size={12}>{opcional('descripcion', MAX_OTRA.descripcion, true)}</Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="dpa"
                rules={{ validate: (v) => dpaCompleto(v) || t('validate.required') }}
                render={({ field }) => <DpaSelects id="otra" required value={field.value} mostrarErrores={formState.isSubmitted} onChange={field.onChange} />}
              />
            </Grid>
            <Grid size={12}>
              <Alert severity="info">{t('otrasEntidades.otros.sucursalAviso')}</Alert>
            </Grid>
          </>
        )}
      </Grid>
    </FormDialog>
  );
}
