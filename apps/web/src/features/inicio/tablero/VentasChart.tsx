import { useTranslation } from 'react-i18next';
import type { VentasSemana } from './api';
import { ChartCard } from './ChartCard';
import { ejeMontos, etiquetaSemana, valor } from './etiquetas';
import { Linea } from './graficos/Linea';
import { formatBs, formatCount } from '../../../components/money';

/** A provider's sales per week: Σ Bs drawn, count and Σ in the table. */
export function VentasChart({ semanas }: { semanas: VentasSemana[] }) {
  const { t } = useTranslation();
  const etiquetas = semanas.map((s) => etiquetaSemana(t, s.semana));
  const titulo = t('tablero.ventasTitulo');
  return (
    <ChartCard
      titulo={titulo}
      vacio={semanas.every((s) => s.cantidad === 0) ? t('tablero.ventasVacio') : null}
      tabla={{
        columnas: [t('tablero.semana'), t('tablero.cantidad'), t('tablero.monto')],
        filas: semanas.map((s, i) => ({ clave: s.semana, celdas: [etiquetas[i]!, formatCount(s.cantidad), formatBs(s.monto)] })),
      }}
    >
      <Linea titulo={titulo} alto={300} categorias={etiquetas} eje={ejeMontos} serie={{ valores: semanas.map((s) => valor(s.monto)), etiqueta: t('tablero.monto'), formato: (v: number) => formatBs(v.toFixed(2)) }} />
    </ChartCard>
  );
}
