import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { registrarBeneficiariaSchema } from '@pb/contract';
import { registrablePorBeneficiaria } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { DateParts } from '../../components/DateParts';
import { PARTES_VACIAS, fechaIso, type DateParts as Partes } from '../../components/dateParts';
import { FormTextField } from '../../components/FormTextField';
import { subsidiosVigentes } from '../../shared/subsidios/api';
import { buscarEnSegip, registrarBeneficiaria, type PersonaSegip, type Titular } from './api';
import type { Empleador } from './BuscarTitular';

interface Valores {
  id_subsidio: string;
  mismo: boolean;
  documento: string;
  complemento: string;
  nacimiento: Partes;
  genero: 'F' | 'M';
  nroHijos: string;
  nacidoVivo: Partes;
  inicio: string;
  fin: string;
  fechaInicio: Partes;
  movil: string;
  titularCobra: boolean;
  observaciones: string;
}
const VACIO: Valores = { id_subsidio: '', mismo: true, documento: '', complemento: '', nacimiento: PARTES_VACIAS, genero: 'F', nroHijos: '1', nacidoVivo: PARTES_VACIAS, inicio: '1', fin: '', fechaInicio: PARTES_VACIAS, movil: '', titularCobra: true, observaciones: '' };

/**
 * The payload's paths (spec §3) are not the form's field names, so a refusal is said in the form's
 * alert, above 'Agregar', where the person looks after pressing it.
 */
const CAMPOS: string[] = [];


/**
 * The beneficiary form under a found titular (spec part 2 §2.6, §4, §5): the subsidy, who the
 * beneficiary is (the titular, or a person verified with SEGIP), LACTANCIA's newborn count, the
 * assignment range within the subsidy's deliveries, the start date and who collects. 'Agregar' is
 * enabled only when §4's conditions hold.
 */
export function FormularioBeneficiaria({ titular, empleador, onRegistrada }: { titular: Titular; empleador: Empleador; onRegistrada: () => void }) {
  const { t } = useTranslation();
  const subsidios = useQuery({ queryKey: ['subsidios', 'vigentes'], queryFn: subsidiosVigentes, staleTime: 60_000 });
  const opciones = (subsidios.data ?? []).filter(registrablePorBeneficiaria);
  const { control, handleSubmit, setError: marcarCampo, formState, setValue } = useForm<Valores>({ defaultValues: VACIO });
  const { error, save } = useSaveAction<Valores>({ setError: marcarCampo, fields: CAMPOS });
  const v = useWatch({ control }) as Valores;
  const [verificada, setVerificada] = useState<PersonaSegip | null>(null);
  const [errorSegip, setErrorSegip] = useState<string | null>(null);
  const subsidio = opciones.find((s) => String(s.id) === v.id_subsidio);
  const lactancia = Boolean(subsidio && /LACTANCIA/i.test(subsidio.nombre));
  const entregas = subsidio?.nro_total_entregas ?? 0;
  const numeros = Array.from({ length: entregas }, (_, i) => String(i + 1));
  // A start date may be ahead (the import accepts it too).
  const inicioIso = fechaIso(v.fechaInicio, new Date(), true);
  // A new subsidy sets the assignment range to all of its deliveries (spec §5: 1..nro_total_entregas).
  useEffect(() => {
    setValue('inicio', '1');
    setValue('fin', entregas ? String(entregas) : '');
  }, [v.id_subsidio, entregas, setValue]);
  const listo = Boolean(subsidio && v.inicio && (v.mismo || verificada) && inicioIso);

  const verificar = async () => {
    setErrorSegip(null);
    setVerificada(null);
    const nacimiento = fechaIso(v.nacimiento);
    if (!v.documento || !nacimiento) {
      setErrorSegip(t('validate.required'));
      return;
    }
    try {
      const documento = v.complemento.trim() ? `${v.documento}-${v.complemento.trim().toUpperCase()}` : v.documento;
      const p = await buscarEnSegip(documento, nacimiento);
      if (p) setVerificada(p);
      else setErrorSegip(t('servidor.mensajes.personaNoEncontradaSegipRevise'));
    } catch (err) {
      setErrorSegip(errorMessage(err, t('toast.error')));
    }
  };

  const onSubmit = handleSubmit(async (f) => {
    const entrada = {
      nit: empleador.nit,
      matricula: empleador.matricula,
      mismo: f.mismo,
      personaTitular: {
        persona: { nro_documento: titular.nro_documento, complemento: titular.complemento, movil: f.mismo && f.movil ? f.movil : null },
        id_subsidio: Number(f.id_subsidio),
        titular_cobro: f.titularCobra,
        nroAsignacionInicio: Number(f.inicio),
        nroAsignacionFin: Number(f.fin || entregas),
        fechaInicio: inicioIso,
        nroHijos: lactancia ? Math.max(1, Number(f.nroHijos || 1)) : null,
        fechaNacidoVivo: lactancia ? fechaIso(f.nacidoVivo) : null,
        observaciones: f.observaciones.trim() || null,
      },
      personaBeneficiaria: f.mismo
        ? null
        : { persona: { nro_documento: f.documento, complemento: f.complemento.trim().toUpperCase() || null, fecha_nacimiento: fechaIso(f.nacimiento), genero: f.genero, movil: f.movil || null } },
    };
    if (await save(() => registrarBeneficiaria(entrada), { schema: registrarBeneficiariaSchema, input: entrada })) {
      notify('success', t('servidor.mensajes.registroRealizado'));
      onRegistrada();
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="beneficiaria-titulo">
      <CardContent>
        <Typography id="beneficiaria-titulo" variant="h6" component="h2" gutterBottom>
          {t('registroBeneficiaria.beneficiaria')}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
          <FormTextField
            control={control}
            name="id_subsidio"
            id="beneficiaria-subsidio"
            select
            label={t('registroBeneficiaria.subsidio')}
            required
            sx={{ maxWidth: 420 }}
          >
            {opciones.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.nombre}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            control={control}
            name="mismo"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      setVerificada(null);
                    }}
                  />
                }
                label={t('registroBeneficiaria.mismo')}
              />
            )}
          />
          {!v.mismo && (
            <Stack spacing={2} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
              <Typography component="legend" sx={{ px: 1 }}>
                {t('registroBeneficiaria.datosBeneficiaria')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Controller
                  control={control}
                  name="documento"
                  render={({ field }) => (
                    <TextField
                      id="beneficiaria-documento"
                      label={t('registroBeneficiaria.documentoBeneficiaria')}
                      required
                      value={field.value}
                      onChange={(e) => {
                        field.onChange(e.target.value.replace(/\D/g, '').slice(0, 12));
                        setVerificada(null);
                      }}
                      error={Boolean(formState.errors.documento)}
                      helperText={formState.errors.documento?.message}
                      inputRef={field.ref}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
                    />
                  )}
                />
                <FormTextField control={control} name="complemento" id="beneficiaria-complemento" label={t('registroBeneficiaria.complemento')} maxLength={2} sx={{ width: 140 }} />
                <FormTextField control={control} name="genero" id="beneficiaria-genero" select label={t('registroBeneficiaria.genero')} required sx={{ width: 160 }}>
                  <MenuItem value="F">{t('usuarios.generos.F')}</MenuItem>
                  <MenuItem value="M">{t('usuarios.generos.M')}</MenuItem>
                </FormTextField>
              </Stack>
              <Controller
                control={control}
                name="nacimiento"
                render={({ field }) => (
                  <DateParts
                    id="beneficiaria-nacimiento"
                    label={t('registroBeneficiaria.nacimientoBeneficiaria')}
                    required
                    value={field.value}
                    onChange={(p) => {
                      field.onChange(p);
                      setVerificada(null);
                    }}
                  />
                )}
              />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" startIcon={<VerifiedUserIcon />} onClick={() => void verificar()}>
                  {t('registroBeneficiaria.verificarSegip')}
                </Button>
                {verificada && (
                  <Typography role="status" color="success.dark">
                    {t('registroBeneficiaria.verificada', { nombre: [verificada.nombres, verificada.paterno, verificada.materno].filter(Boolean).join(' ') })}
                  </Typography>
                )}
              </Stack>
              {errorSegip && <Alert severity="error">{errorSegip}</Alert>}
            </Stack>
          )}
          {lactancia && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="nroHijos"
                render={({ field }) => (
                  <TextField
                    id="beneficiaria-hijos"
                    label={t('registroBeneficiaria.nroHijos')}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 1))}
                    onBlur={() => field.value === '0' && field.onChange('1')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 1 } }}
                    sx={{ width: 220 }}
                  />
                )}
              />
              <Controller control={control} name="nacidoVivo" render={({ field }) => <DateParts id="beneficiaria-nacido-vivo" label={t('registroBeneficiaria.fechaNacidoVivo')} value={field.value} onChange={field.onChange} />} />
            </Stack>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="inicio" id="beneficiaria-inicio" select label={t('registroBeneficiaria.asignacionInicio')} required disabled={!subsidio} sx={{ width: 240 }}>
              {numeros.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="fin" id="beneficiaria-fin" select label={t('registroBeneficiaria.asignacionFin')} required disabled={!subsidio} sx={{ width: 240 }}>
              {numeros.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
          <Controller control={control} name="fechaInicio" render={({ field }) => <DateParts id="beneficiaria-fecha-inicio" label={t('registroBeneficiaria.fechaInicio')} required futura value={field.value} onChange={field.onChange} />} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="movil" id="beneficiaria-movil" label={t('registroBeneficiaria.celular')} maxLength={8} sx={{ width: 200 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <Controller
              control={control}
              name="titularCobra"
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('registroBeneficiaria.titularCobra')} />}
            />
          </Stack>
          <FormTextField control={control} name="observaciones" id="beneficiaria-observaciones" label={t('registroBeneficiaria.observaciones')} maxLength={500} multiline minRows={2} />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={!listo || formState.isSubmitting} aria-describedby={listo ? undefined : 'beneficiaria-ayuda-agregar'}>
              {t('registroBeneficiaria.agregar')}
            </Button>
            {!listo && (
              <Typography id="beneficiaria-ayuda-agregar" color="text.secondary">
                {t('registroBeneficiaria.ayudaAgregar')}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
