import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { municipioSupermercadoAddSchema, municipioSupermercadoEditSchema } from '@pb/contract';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { DpaSelects } from '../../shared/dpa/DpaSelects';
import { DPA_VACIO, dpaCompleto, type DpaSeleccion } from '../../shared/dpa/dpa';
import { FormTextField } from '../../components/FormTextField';
import { MUNICIPIOS_KEY, crearMunicipio, editarMunicipio, type MunicipioSupermercado } from './api';

const ANCHO = 640;
const MAX = { nombre: 150, observacion: 500 } as const;

interface Formulario {
  dpa: DpaSeleccion;
  nombre: string;
  observacion: string;
}
/** Fields that take a refusal's message (a repeated municipality's is shown in the dialog's alert). */
const CAMPOS = ['nombre', 'observacion'];

interface Props {
  /** null: a new one. */
  municipio: MunicipioSupermercado | null;
  onClose: () => void;
}

/** Add (a DPA municipality, a name, an observation) or edit (name and observation) an urban municipality. */
export function MunicipioDialog({ municipio, onClose }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<Formulario>({
    defaultValues: { dpa: DPA_VACIO, nombre: municipio?.nombre ?? '', observacion: municipio?.observacion ?? '' },
    mode: 'onTouched',
  });
  const { error, save } = useSaveRecord(MUNICIPIOS_KEY, onClose, { setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (v) => {
    const datos = { nombre: v.nombre.trim(), observacion: v.observacion.trim() || null };
    if (municipio) {
      await save(() => editarMunicipio(municipio.id, datos), { schema: municipioSupermercadoEditSchema, input: datos }, t('servidor.mensajes.municipioModificado'));
    } else {
      const entrada = { ...datos, dpa: v.dpa.municipio?.codigo_completo ?? '' };
      await save(() => crearMunicipio(entrada), { schema: municipioSupermercadoAddSchema, input: entrada }, t('servidor.mensajes.municipioCreado'));
    }
  });

  return (
    <FormDialog
      id="municipio"
      title={municipio ? t('otrasEntidades.municipios.editar') : t('otrasEntidades.municipios.agregar')}
      width={ANCHO}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('otrasEntidades.comun.guardar')}
    >
      {municipio ? (
        <Typography variant="body1">{t('otrasEntidades.municipios.campos.lugarFijo', { lugar: `${municipio.municipio} (${municipio.provincia}, ${municipio.departamento})` })}</Typography>
      ) : (
        <Controller
          control={control}
          name="dpa"
          rules={{ validate: (v) => dpaCompleto(v) || t('validate.required') }}
          render={({ field }) => (
            <DpaSelects
              id="municipio"
              required
              direction="column"
              value={field.value}
              mostrarErrores={formState.isSubmitted}
              onChange={(nuevo) => {
                // The municipality's name is offered as the record's name, in capitals, until the user writes another.
                const anterior = field.value.municipio?.nombre.toUpperCase() ?? '';
                field.onChange(nuevo);
                const actual = getValues('nombre');
                if (nuevo.municipio && (actual === '' || actual === anterior)) setValue('nombre', nuevo.municipio.nombre.toUpperCase(), { shouldValidate: true });
              }}
            />
          )}
        />
      )}
      <FormTextField control={control} name="nombre" id="municipio-nombre" label={t('otrasEntidades.comun.campos.nombre')} required maxLength={MAX.nombre} fullWidth autoComplete="off" />
      <FormTextField control={control} name="observacion" id="municipio-observacion" label={t('otrasEntidades.municipios.campos.observacion')} maxLength={MAX.observacion} fullWidth multiline minRows={2} autoComplete="off" />
    </FormDialog>
  );
}
