import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import { etiquetaEstado } from '../../../i18n/etiquetas';
import type { ConteoEstado } from './api';
import { ChartCard } from './ChartCard';
import { ejeConteos } from './etiquetas';
import { formatBs, formatCount } from '../../../components/money';

/** A count per state (beneficiaries, payrolls); with their Σ Bs in the table when the records carry money. */
export function EstadosChart({ titulo, vacio, estados }: { titulo: string; vacio: string; estados: ConteoEstado[] }) {
  const { t } = useTranslation();
  const etiquetas = estados.map((e) => etiquetaEstado(t, e.estado));
  const conMonto = estados.some((e) => e.monto !== null);
  return (
    <ChartCard
      titulo={titulo}
      vacio={estados.length === 0 ? vacio : null}
      tabla={{
        columnas: [t('tablero.estado'), t('tablero.cantidad'), ...(conMonto ? [t('tablero.monto')] : [])],
        filas: estados.map((e, i) => ({ clave: e.estado, celdas: [etiquetas[i]!, formatCount(e.cantidad), ...(conMonto ? [formatBs(e.monto ?? '0')] : [])] })),
      }}
    >
      <BarChart height={260} layout="horizontal" xAxis={[ejeConteos]} yAxis={[{ scaleType: 'band', data: etiquetas, width: 140 }]} series={[{ data: estados.map((e) => e.cantidad), label: t('tablero.cantidad'), valueFormatter: (v: number | null) => formatCount(v ?? 0) }]} hideLegend />
    </ChartCard>
  );
}
