import { useTranslation } from 'react-i18next';
import { ReportForm } from '../../components/reports/ReportForm';
import { descargarGastos } from './api';

/** 'Reporte de gastos' (spec part 2 §2.12 Expenses): summary or detailed, from and to days, CSV. */
export default function ReporteGastosPage() {
  const { t } = useTranslation();
  return <ReportForm id="reporte-gastos" titulo={t('reportes.gastos.titulo')} ayuda={t('reportes.gastos.ayuda')} descargar={(tipo, r) => descargarGastos(tipo, r!.desde, r!.hasta)} />;
}
