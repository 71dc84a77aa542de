import { useTranslation } from 'react-i18next';
import { etiquetaEstado } from '../../../i18n/etiquetas';
import type { ConteoEstado } from './api';
import { ChartCard } from './ChartCard';
import { ejeConteos } from './etiquetas';
import { BarrasHorizontales } from './graficos/Barras';
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
      <BarrasHorizontales titulo={titulo} alto={260} categorias={etiquetas} eje={ejeConteos} series={[{ valores: estados.map((e) => e.cantidad), etiqueta: t('tablero.cantidad'), formato: formatCount }]} />
    </ChartCard>
  );
}
