import { useTranslation } from 'react-i18next';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VentasSemana } from './api';
import { ChartCard } from './ChartCard';
import { ejeMontos, etiquetaSemana, valor } from './etiquetas';
import { formatBs, formatCount } from '../../../components/money';

/** A provider's sales per week: Σ Bs drawn, count and Σ in the table. */
export function VentasChart({ semanas }: { semanas: VentasSemana[] }) {
  const { t } = useTranslation();
  const etiquetas = semanas.map((s) => etiquetaSemana(t, s.semana));
  return (
    <ChartCard
      titulo={t('tablero.ventasTitulo')}
      vacio={semanas.every((s) => s.cantidad === 0) ? t('tablero.ventasVacio') : null}
      tabla={{
        columnas: [t('tablero.semana'), t('tablero.cantidad'), t('tablero.monto')],
        filas: semanas.map((s, i) => ({ clave: s.semana, celdas: [etiquetas[i]!, formatCount(s.cantidad), formatBs(s.monto)] })),
      }}
    >
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: etiquetas }]}
        yAxis={[ejeMontos]}
        series={[{ data: semanas.map((s) => valor(s.monto)), label: t('tablero.monto'), valueFormatter: (v: number | null) => formatBs((v ?? 0).toFixed(2)) }]}
        hideLegend
      />
    </ChartCard>
  );
}
