import { replyText } from '../../api/messages';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { fechaDelPasado, registrarIndependienteSchema } from '@pb/contract';
import { separarComplemento } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { buscarEnSegip, type PersonaSegip } from '../../shared/personas/segip';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { DateParts } from '../../components/DateParts';
import { PARTES_VACIAS, fechaIso, type DateParts as Partes } from '../../components/dateParts';
import { formatMoney } from '../../components/money';
import { INDEPENDIENTES_KEY, bonoDe, cuerpoRegistro, paises, registrarBeneficiaria, registrarBono, verificar, type Destino, type PersonaEnviada } from './api';

interface Valores {
  extranjera: boolean;
  nro_documento: string;
  fecha_nacimiento: Partes;
  nombres: string;
  primer_apellido: string;
  segundo_apellido: string;
  pais_nacimiento: string;
  genero: PersonaEnviada['genero'];
  movil: string;
  montoDetalle: string;
}
const CAMPOS = ['nro_documento', 'fecha_nacimiento', 'nombres', 'primer_apellido', 'segundo_apellido', 'pais_nacimiento', 'genero', 'movil', 'montoDetalle'];
const VACIO: Valores = { extranjera: false, nro_documento: '', fecha_nacimiento: PARTES_VACIAS, nombres: '', primer_apellido: '', segundo_apellido: '', pais_nacimiento: '', genero: 'F', movil: '', montoDetalle: '' };
const mayus = (v: string) => v.trim().toUpperCase();
const oNulo = (v: string) => mayus(v) || null;

/** An answer the screen shows inline without sending anything more (same entity, other data). */
class Rechazo extends Error {}

/**
 * The add dialog of /beneficiariaIndependiente (spec §2.8, §4, §5): a national is searched in SEGIP
 * by document (`123456-1X` splits the complement) and birth date; a foreigner is typed in full. The
 * bonus shown is the server's rule (half up, in centavos); the server computes it again. On save the
 * server first says who she is: registered here (its message, inline), elsewhere (only the bonus is
 * registered), with other data (its message), or new.
 */
export function AgregarDialog({ destino, porcentaje, onClose }: { destino: Destino; porcentaje: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue, getValues, formState, clearErrors } = useForm<Valores>({ defaultValues: VACIO });
  const { error, save } = useSaveRecord(INDEPENDIENTES_KEY, onClose, { setError, fields: CAMPOS });
  // SEGIP's person for the document and birth date searched: another document or date needs a new search.
  const [buscada, setBuscada] = useState<{ clave: string; persona: PersonaSegip } | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const extranjera = useWatch({ control, name: 'extranjera' });
  const [documento, nacimiento] = useWatch({ control, name: ['nro_documento', 'fecha_nacimiento'] });
  const clave = `${(documento ?? '').trim()}|${fechaIso(nacimiento ?? PARTES_VACIAS) ?? ''}`;
  const segip = buscada?.clave === clave ? buscada.persona : null;
  const monto = useWatch({ control, name: 'montoDetalle' });
  const bono = bonoDe(monto ?? '', porcentaje);
  const listaPaises = useQuery({ queryKey: [...INDEPENDIENTES_KEY, 'paises'], queryFn: paises, staleTime: Infinity, enabled: extranjera });

  const olvidarSegip = () => {
    setBuscada(null);
    setAviso(null);
  };

  const buscar = async () => {
    clearErrors();
    olvidarSegip();
    const { nro_documento, fecha_nacimiento } = getValues();
    if (!/^\d{1,20}(-[0-9A-Za-z]{1,2})?$/.test(nro_documento.trim())) return setError('nro_documento', { type: 'validate', message: t('servidor.mensajes.invalid') }, { shouldFocus: true });
    // Typed as day, month and year (issue 32: every date dd/mm/aaaa); sent as AAAA-MM-DD, as the server reads it (decision 041).
    const fecha = fechaDelPasado.safeParse(fechaIso(fecha_nacimiento) ?? '');
    if (!fecha.success) return setError('fecha_nacimiento', { type: 'validate', message: t('servidor.mensajes.formatoIncorrecto') }, { shouldFocus: true });
    setBuscando(true);
    try {
      const p = await buscarEnSegip(nro_documento.trim(), fecha.data);
      if (!p) return setAviso(t('servidor.mensajes.personaNoEncontradaSegip'));
      setBuscada({ clave: `${nro_documento.trim()}|${fecha.data}`, persona: p });
      setValue('nombres', mayus(p.nombres ?? ''));
      setValue('primer_apellido', mayus(p.paterno ?? ''));
      setValue('segundo_apellido', mayus(p.materno ?? ''));
      if (p.genero === 'F' || p.genero === 'M') setValue('genero', p.genero);
    } catch (e) {
      setAviso(errorMessage(e, t('toast.error')));
    } finally {
      setBuscando(false);
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    setAviso(null);
    let persona: PersonaEnviada;
    if (v.extranjera) {
      persona = { tipo_documento: 'EXTRANJERO', nro_documento: v.nro_documento.trim(), complemento: null, fecha_nacimiento: fechaIso(v.fecha_nacimiento) ?? '', nombres: mayus(v.nombres), primer_apellido: oNulo(v.primer_apellido), segundo_apellido: oNulo(v.segundo_apellido), pais_nacimiento: oNulo(v.pais_nacimiento), genero: v.genero, movil: v.movil.trim() || null };
    } else {
      if (!segip) return setAviso(t('independientes.busqueAntes'));
      const { numero, complemento } = separarComplemento(v.nro_documento);
      persona = { tipo_documento: 'CI', nro_documento: numero, complemento, fecha_nacimiento: fechaIso(v.fecha_nacimiento) ?? '', nombres: mayus(v.nombres), primer_apellido: oNulo(v.primer_apellido), segundo_apellido: oNulo(v.segundo_apellido), pais_nacimiento: null, genero: v.genero, movil: v.movil.trim() || null };
    }
    const cuerpo = cuerpoRegistro(persona, destino, v.montoDetalle.trim(), bono);
    await save(
      async () => {
        const quien = await verificar(persona, destino);
        if (quien.mismaEntidad || quien.personaDiferente) throw new Rechazo(replyText(quien));
        await (quien.encontrado ? registrarBono(cuerpo) : registrarBeneficiaria(cuerpo));
      },
      { schema: registrarIndependienteSchema, input: cuerpo },
      t('servidor.mensajes.registroRealizado'),
    );
  });

  return (
    <FormDialog
      id="agregar-independiente"
      title={t('independientes.agregar')}
      width={720}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('independientes.registrar')}
    >
      <Controller
        control={control}
        name="extranjera"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(e) => {
                  field.onChange(e.target.checked);
                  olvidarSegip();
                  clearErrors();
                }}
              />
            }
            label={t('independientes.extranjera')}
          />
        )}
      />
      {aviso && (
        <Alert severity="warning" role="alert">
          {aviso}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="nro_documento"
          id="independiente-documento"
          label={extranjera ? t('independientes.documento') : t('independientes.documentoCi')}
          required
          maxLength={23}
          fullWidth
          autoFocus
          autoComplete="off"
        />
        <Controller
          control={control}
          name="fecha_nacimiento"
          render={({ field, fieldState }) => (
            <DateParts id="independiente-nacimiento" label={t('independientes.nacimiento')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />
          )}
        />
        {!extranjera && (
          <Button variant="outlined" startIcon={<SearchIcon />} loading={buscando} onClick={() => void buscar()} sx={{ flexShrink: 0, alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}>
            {t('independientes.buscarSegip')}
          </Button>
        )}
      </Stack>
      {!extranjera && segip && (
        <Typography role="status">{t('independientes.encontrada', { nombre: [getValues('nombres'), getValues('primer_apellido'), getValues('segundo_apellido')].filter(Boolean).join(' ') })}</Typography>
      )}
      {extranjera && (
        <>
          <FormTextField control={control} name="nombres" id="independiente-nombres" label={t('independientes.nombres')} required maxLength={100} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="primer_apellido" id="independiente-primer-apellido" label={t('independientes.primerApellido')} maxLength={100} fullWidth />
            <FormTextField control={control} name="segundo_apellido" id="independiente-segundo-apellido" label={t('independientes.segundoApellido')} maxLength={100} fullWidth />
          </Stack>
          <FormTextField control={control} name="pais_nacimiento" id="independiente-pais" select label={t('independientes.pais')} fullWidth>
            {(listaPaises.data ?? []).map((p) => (
              <MenuItem key={p.codigo} value={p.nombre}>
                {p.nombre}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="genero" id="independiente-genero" select label={t('independientes.genero')} required sx={{ minWidth: 160 }}>
          <MenuItem value="F">{t('usuarios.generos.F')}</MenuItem>
          <MenuItem value="M">{t('usuarios.generos.M')}</MenuItem>
        </FormTextField>
        <FormTextField control={control} name="movil" id="independiente-movil" label={t('independientes.celular')} maxLength={8} fullWidth autoComplete="off" helperText={t('independientes.celularAyuda')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Stack>
      <FormTextField control={control} name="montoDetalle" id="independiente-aguinaldo" label={t('independientes.aguinaldo')} helperText={t('independientes.aguinaldoAyuda')} required maxLength={16} fullWidth autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <Typography role="status" aria-live="polite">
        {t('independientes.bonoCalculado', { porcentaje: porcentaje ?? '', monto: bono === null ? '—' : formatMoney(bono) })}
      </Typography>
    </FormDialog>
  );
}
