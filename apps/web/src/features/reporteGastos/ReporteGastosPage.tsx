import { useTranslation } from 'react-i18next';
import { ReportForm } from '../../components/reports/ReportForm';
import { descargarGastos } from './api';

/** 'Reporte de gastos' (spec part 2 §2.12 Expenses): summary or detailed, from and to days, CSV. */
export default function ReporteGastosPage() {
  const { t } = useTranslation();
  return <ReportForm id="reporte-gastos" title={t('reportes.gastos.titulo')} help={t('reportes.gastos.ayuda')} download={(tipo, r) => descargarGastos(tipo, r!.from, r!.to)} />;
}
