import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DineroMes } from './api';
import { ChartCard } from './ChartCard';
import { formatBs } from '../../../components/money';
import { ejeMontos, etiquetaMes, valor } from './etiquetas';

/** The programme's money per month: in (payrolls paid) and out (sales, payments to providers). */
export function DineroChart({ meses }: { meses: DineroMes[] }) {
  const { t } = useTranslation();
  const etiquetas = meses.map((m) => etiquetaMes(t, m.mes));
  const nada = meses.every((m) => valor(m.ingresos) === 0 && valor(m.ventas) === 0 && valor(m.pagos) === 0);
  const serie = (campo: 'ingresos' | 'ventas' | 'pagos') => ({ data: meses.map((m) => valor(m[campo])), label: t(`tablero.${campo}`), valueFormatter: (v: number | null) => formatBs((v ?? 0).toFixed(2)) });
  return (
    <ChartCard
      titulo={t('tablero.dineroTitulo')}
      vacio={nada ? t('tablero.dineroVacio') : null}
      tabla={{
        columnas: [t('tablero.mes'), t('tablero.ingresos'), t('tablero.ventas'), t('tablero.pagos')],
        filas: meses.map((m, i) => ({ clave: m.mes, celdas: [etiquetas[i]!, formatBs(m.ingresos), formatBs(m.ventas), formatBs(m.pagos)] })),
      }}
    >
      <BarChart height={300} xAxis={[{ scaleType: 'band', data: etiquetas }]} yAxis={[ejeMontos]} series={[serie('ingresos'), serie('ventas'), serie('pagos')]} />
    </ChartCard>
  );
}
