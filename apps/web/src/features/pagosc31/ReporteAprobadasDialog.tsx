import { replyText } from '../../api/messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { reporteAprobadasSchema } from '@pb/contract';
import { fechaDia } from '@pb/contract/valores';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { DayFilterField } from '../../components/list/DayFilterField';
import { dayToIso } from '../../components/list/dayText';
import { usePermission } from '../../shell/session/usePermission';
import { notify } from '../../shell/notify/store';
import { enviarReporteDiario } from './api';
import { descargarReporteAprobadas } from './api';

/**
 * 'Reporte diario planillas aprobadas' (spec part 2 §2.3): a day (today in Bolivia at first) and the
 * CSV of that day's approved payrolls; for who approves C31 forms, 'Enviar a firma' draws the day's
 * report as a PDF waiting for a signature at /firmas (issue 18).
 */
export function ReporteAprobadasDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [dia, setDia] = useState(() => fechaDia(new Date().toISOString()));
  const [intentado, setIntentado] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const { error, save } = useSaveAction();
  const puedeEnviar = usePermission('pagosc31', 'update');

  const enviarAFirma = async () => {
    setIntentado(true);
    const fecha = dayToIso(dia);
    if (fecha === null) return;
    setOcupado(true);
    let mensaje = '';
    const hecho = await save(async () => {
      mensaje = replyText(await enviarReporteDiario(fecha));
    }, { schema: reporteAprobadasSchema, input: { fecha } });
    setOcupado(false);
    if (hecho) {
      notify('success', mensaje);
      onClose();
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    const fecha = dayToIso(dia);
    if (fecha === null) return;
    setOcupado(true);
    const hecho = await save(() => descargarReporteAprobadas(fecha), { schema: reporteAprobadasSchema, input: { fecha } });
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
      hint={
        puedeEnviar ? (
          <Button variant="outlined" disabled={ocupado} onClick={() => void enviarAFirma()}>
            {t('pagosc31.reporte.enviarAFirma')}
          </Button>
        ) : undefined
      }
    >
      <DayFilterField label={t('pagosc31.reporte.fecha')} text={dia} showError={intentado} onChange={setDia} />
    </FormDialog>
  );
}
