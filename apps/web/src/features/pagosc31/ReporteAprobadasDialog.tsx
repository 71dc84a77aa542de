import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reporteAprobadasSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { DayFilterField } from '../../components/list/DayFilterField';
import { dayToIso } from '../../components/list/dayText';
import { fechaDia } from '../../components/fechaBolivia';
import { descargarReporteAprobadas } from './api';

/** 'Reporte diario planillas aprobadas' (spec part 2 §2.3): a day (today in Bolivia at first) and the CSV of that day's approved payrolls. */
export function ReporteAprobadasDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [dia, setDia] = useState(() => fechaDia(new Date().toISOString()));
  const [intentado, setIntentado] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const { error, save } = useSaveAction();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    const fecha = dayToIso(dia);
    if (fecha === null) return;
    setOcupado(true);
    const hecho = await save(() => descargarReporteAprobadas(fecha), { esquema: reporteAprobadasSchema, entrada: { fecha } });
    setOcupado(false);
    if (hecho) onClose();
  };

  return (
    <FormDialog
      id="reporte-aprobadas"
      title={t('pagosc31.reporte.titulo')}
      description={t('pagosc31.reporte.descripcion')}
      width={480}
      busy={ocupado}
      error={error}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel={t('pagosc31.reporte.descargar')}
    >
      <DayFilterField label={t('pagosc31.reporte.fecha')} text={dia} showError={intentado} onChange={setDia} />
    </FormDialog>
  );
}
