import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { subsidioAddSchema, subsidioEditSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { SUBSIDIOS_KEY, guardarSubsidio, type Subsidio, type SubsidioEntrada } from './api';

/** Spec part 2 §5, §9: name 150; deliveries, validity and year 4 digits; amount 10 characters. */
const MAX = { nombre: 150, digitos: 4, monto: 10 } as const;

interface Valores {
  nombre: string;
  nro_total_entregas: string;
  vigencia_dias: string;
  gestion: string;
  monto: string;
}
const CAMPOS = ['nombre', 'nro_total_entregas', 'vigencia_dias', 'gestion', 'monto'];
/** A whole number as typed, for the contract to judge ('12a' stays text and is refused there). */
const numero = (v: string): number | string => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim());
const soloDigitos = { inputMode: 'numeric' as const };

/** Add a subsidy with its first amount, or edit one; on edit '¿Agregar nuevo monto?' adds a (gestion, monto) pair. */
export function SubsidioDialog({ subsidio, onClose }: { subsidio: Subsidio | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [nuevoMonto, setNuevoMonto] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Valores>({
    defaultValues: {
      nombre: subsidio?.nombre ?? '',
      nro_total_entregas: subsidio ? String(subsidio.nro_total_entregas) : '',
      vigencia_dias: subsidio ? String(subsidio.vigencia_dias) : '',
      gestion: '',
      monto: '',
    },
  });
  const { error, save } = useSaveRecord(SUBSIDIOS_KEY, onClose, { setError, fields: CAMPOS });
  const conMonto = !subsidio || nuevoMonto;

  const onSubmit = handleSubmit(async (v) => {
    const entrada: SubsidioEntrada = { nombre: v.nombre.trim(), nro_total_entregas: numero(v.nro_total_entregas), vigencia_dias: numero(v.vigencia_dias) };
    if (conMonto) Object.assign(entrada, { gestion: numero(v.gestion), monto: v.monto.trim() });
    await save(() => guardarSubsidio(subsidio?.id ?? null, entrada), { schema: subsidio ? subsidioEditSchema : subsidioAddSchema, input: entrada }, t(subsidio ? 'catalogo.actualizado' : 'catalogo.registrado'));
  });

  return (
    <FormDialog
      id="subsidio-dialogo"
      title={t(subsidio ? 'subsidios.editar' : 'subsidios.agregar')}
      description={subsidio ? undefined : t('subsidios.nuevoCreado')}
      width={600}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
    >
      <FormTextField control={control} name="nombre" id="subsidio-nombre" label={t('subsidios.campos.nombre')} required maxLength={MAX.nombre} fullWidth autoFocus autoComplete="off" />
      <FormTextField control={control} name="nro_total_entregas" id="subsidio-entregas" label={t('subsidios.campos.entregas')} required maxLength={MAX.digitos} fullWidth slotProps={{ htmlInput: soloDigitos }} />
      <FormTextField control={control} name="vigencia_dias" id="subsidio-vigencia" label={t('subsidios.campos.vigencia')} required maxLength={MAX.digitos} fullWidth slotProps={{ htmlInput: soloDigitos }} />
      {subsidio && <FormControlLabel control={<Switch checked={nuevoMonto} onChange={(e) => setNuevoMonto(e.target.checked)} />} label={t('subsidios.agregarNuevoMonto')} />}
      {conMonto && (
        <>
          <FormTextField control={control} name="gestion" id="subsidio-gestion" label={t('subsidios.campos.gestion')} required maxLength={MAX.digitos} fullWidth slotProps={{ htmlInput: soloDigitos }} />
          <FormTextField control={control} name="monto" id="subsidio-monto" label={t('subsidios.campos.monto')} required maxLength={MAX.monto} fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </>
      )}
    </FormDialog>
  );
}
