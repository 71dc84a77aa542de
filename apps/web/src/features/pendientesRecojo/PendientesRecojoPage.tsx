import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DpaSelects } from '../../shared/dpa/DpaSelects';
import { DPA_VACIO, dpaCompleto, type DpaSeleccion } from '../../shared/dpa/dpa';
import { subsidiosVigentes } from '../../shared/subsidios/api';
import { ReportForm } from '../../components/reports/ReportForm';
import { descargarPendientes } from './api';

/**
 * 'Pendientes de recojo' (spec part 2 §2.12 Pending pickup): Resumen/Detallado, an ACTIVO subsidy
 * and the department → province → municipality cascade, all required (a change resets the children).
 */
export default function PendientesRecojoPage() {
  const { t } = useTranslation();
  const subsidios = useQuery({ queryKey: ['pendientesRecojo', 'subsidios'], queryFn: subsidiosVigentes, staleTime: 60_000 });
  const activos = (subsidios.data ?? []).filter((s) => s.estado === 'ACTIVO');
  const [subsidio, setSubsidio] = useState<number | ''>('');
  const [dpa, setDpa] = useState<DpaSeleccion>(DPA_VACIO);
  const [intentado, setIntentado] = useState(false);

  return (
    <ReportForm
      id="pendientes-recojo"
      title={t('reportes.pendientes.titulo')}
      help={t('reportes.pendientes.ayuda')}
      withDates={false}
      fieldsValid={subsidio !== '' && dpaCompleto(dpa)}
      onAttempt={() => setIntentado(true)}
      download={(tipo) => descargarPendientes(tipo, dpa.municipio!.id, Number(subsidio))}
    >
      <TextField
        select
        id="pendientes-recojo-subsidio"
        label={t('reportes.pendientes.subsidio')}
        required
        size="small"
        value={subsidio}
        onChange={(e) => setSubsidio(Number(e.target.value))}
        error={intentado && subsidio === ''}
        helperText={intentado && subsidio === '' ? t('validate.required') : undefined}
        sx={{ maxWidth: 420 }}
      >
        {activos.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.nombre}
          </MenuItem>
        ))}
      </TextField>
      <DpaSelects id="pendientes-recojo-dpa" value={dpa} onChange={setDpa} required mostrarErrores={intentado} />
    </ReportForm>
  );
}
