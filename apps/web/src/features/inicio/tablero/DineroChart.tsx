import { useTranslation } from 'react-i18next';
import type { DineroMes } from './api';
import { ChartCard } from './ChartCard';
import { formatBs } from '../../../components/money';
import { ejeMontos, etiquetaMes, valor } from './etiquetas';
import { BarrasVerticales } from './graficos/Barras';

/** The programme's money per month: in (payrolls paid) and out (sales, payments to providers). */
export function DineroChart({ meses }: { meses: DineroMes[] }) {
  const { t } = useTranslation();
  const etiquetas = meses.map((m) => etiquetaMes(t, m.mes));
  const nada = meses.every((m) => valor(m.ingresos) === 0 && valor(m.ventas) === 0 && valor(m.pagos) === 0);
  const serie = (campo: 'ingresos' | 'ventas' | 'pagos') => ({ valores: meses.map((m) => valor(m[campo])), etiqueta: t(`tablero.${campo}`), formato: (v: number) => formatBs(v.toFixed(2)) });
  const titulo = t('tablero.dineroTitulo');
  return (
    <ChartCard
      titulo={titulo}
      vacio={nada ? t('tablero.dineroVacio') : null}
      tabla={{
        columnas: [t('tablero.mes'), t('tablero.ingresos'), t('tablero.ventas'), t('tablero.pagos')],
        filas: meses.map((m, i) => ({ clave: m.mes, celdas: [etiquetas[i]!, formatBs(m.ingresos), formatBs(m.ventas), formatBs(m.pagos)] })),
      }}
    >
      <BarrasVerticales titulo={titulo} alto={300} categorias={etiquetas} eje={ejeMontos} series={[serie('ingresos'), serie('ventas'), serie('pagos')]} />
    </ChartCard>
  );
}
