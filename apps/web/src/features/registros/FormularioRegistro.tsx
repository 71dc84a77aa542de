import { replyText } from '../../api/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registroUniversalSchema } from '@pb/contract';
import { diaMesAnio } from '@pb/contract/valores';
import { notify } from '../../shell/notify/store';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { DpaSelects } from '../../shared/dpa/DpaSelects';
import { DPA_VACIO, dpaCompleto, type DpaSeleccion } from '../../shared/dpa/dpa';
import { FormTextField } from '../../components/FormTextField';
import { registrarBeneficiaria, type PersonaSegip } from './api';

interface Valores {
  nroCelular: string;
  idInscripcion: string;
  medico: { nombres: string; primer_apellido: string; segundo_apellido: string; matricula: string };
}
const VACIO: Valores = { nroCelular: '', idInscripcion: '', medico: { nombres: '', primer_apellido: '', segundo_apellido: '', matricula: '' } };
/** The payload's paths the form has as fields: a refusal of one is said on it. */
const CAMPOS = ['nroCelular', 'idInscripcion', 'medico.nombres', 'medico.primer_apellido', 'medico.segundo_apellido', 'medico.matricula'];

/**
 * What the operator adds to the person SEGIP found (spec part 2 §2.13, §5): where she lives
 * (department → province → municipality, all required), her mobile, the health centre's
 * inscription code and the doctor. A refusal is shown above 'Registrar'; a registration clears the page.
 */
export function FormularioRegistro({ persona, onRegistrada }: { persona: PersonaSegip; onRegistrada: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError: marcarCampo, formState } = useForm<Valores>({ defaultValues: VACIO });
  const { error, save } = useSaveAction<Valores>({ setError: marcarCampo, fields: CAMPOS });
  const [dpa, setDpa] = useState<DpaSeleccion>(DPA_VACIO);
  const [intentado, setIntentado] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);

  const onSubmit = handleSubmit(
    async (v) => {
      setIntentado(true);
      setRechazo(null);
      if (!dpaCompleto(dpa)) return;
      const entrada = {
        ...persona,
        idInscripcion: v.idInscripcion,
        nroCelular: v.nroCelular.trim() || null,
        medico: v.medico,
        dpa: { id_departamento: dpa.departamento!.id, id_provincia: dpa.provincia!.id, id_municipio: dpa.municipio!.id },
      };
      let respuesta: Awaited<ReturnType<typeof registrarBeneficiaria>> = null;
      const enviado = await save(
        async () => {
          respuesta = await registrarBeneficiaria(entrada);
        },
        { schema: registroUniversalSchema, input: entrada },
      );
      if (!enviado || !respuesta) return;
      const r: NonNullable<Awaited<ReturnType<typeof registrarBeneficiaria>>> = respuesta;
      if (r.code === 1) {
        notify('success', replyText(r));
        onRegistrada();
      } else setRechazo(r.message ? replyText(r) : t('servidor.mensajes.verifiqueDatos'));
    },
    () => setIntentado(true),
  );

  const dato = (etiqueta: string, valor: string | null | undefined) => (
    <div>
      <dt>{etiqueta}</dt>
      <dd>{valor || '—'}</dd>
    </div>
  );

  return (
    <Stack spacing={3}>
      <section aria-labelledby="registros-persona">
        <Typography id="registros-persona" variant="h6" component="h2" gutterBottom>
          {t('registros.datosPersona')}
        </Typography>
        <Stack
          component="dl"
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ m: 0, flexWrap: 'wrap', '& dt': { color: 'text.secondary', fontSize: '0.875rem' }, '& dd': { m: 0, fontWeight: 500 } }}
        >
          {dato(t('registros.nombres'), persona.nombres)}
          {dato(t('registros.primerApellido'), persona.paterno)}
          {dato(t('registros.segundoApellido'), persona.materno)}
          {dato(t('registros.documento'), persona.complemento ? `${persona.nro_documento}-${persona.complemento}` : persona.nro_documento)}
          {dato(t('registros.fechaNacimiento'), diaMesAnio(persona.fecha_nacimiento))}
          {dato(t('registros.tipoDocumento'), persona.tipo_documento)}
          {dato(t('registros.nacionalidad'), persona.nacionalidad)}
          {dato(t('registros.genero'), persona.genero ? t(`usuarios.generos.${persona.genero === 'M' ? 'M' : 'F'}`) : null)}
        </Stack>
      </section>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-labelledby="registros-registro">
        <Typography id="registros-registro" variant="h6" component="h2">
          {t('registros.datosRegistro')}
        </Typography>
        <DpaSelects id="registros-dpa" value={dpa} onChange={setDpa} required mostrarErrores={intentado} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="nroCelular"
            id="registros-celular"
            label={t('registros.celular')}
            maxLength={8}
            autoComplete="off"
            helperText={t('registros.celularAyuda')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <FormTextField control={control} name="idInscripcion" id="registros-inscripcion" label={t('registros.codigoInscripcion')} required maxLength={50} autoComplete="off" sx={{ width: { xs: '100%', sm: 320 } }} />
        </Stack>
        <Stack spacing={2} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" sx={{ px: 1 }}>
            {t('registros.medico')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField control={control} name="medico.nombres" id="registros-medico-nombres" label={t('registros.medicoNombres')} required maxLength={150} fullWidth />
            <FormTextField control={control} name="medico.primer_apellido" id="registros-medico-paterno" label={t('registros.primerApellido')} maxLength={100} fullWidth />
            <FormTextField control={control} name="medico.segundo_apellido" id="registros-medico-materno" label={t('registros.segundoApellido')} maxLength={100} fullWidth />
            <FormTextField control={control} name="medico.matricula" id="registros-medico-matricula" label={t('registros.matricula')} maxLength={50} fullWidth />
          </Stack>
        </Stack>
        {(error || rechazo) && (
          <Alert severity="error" role="alert">
            {rechazo ?? error}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('registros.registrar')}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
