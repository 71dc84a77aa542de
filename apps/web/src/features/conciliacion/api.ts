import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { downloadFile } from '../../api/download';
import type { ListQuery, ListRows } from '../../components/list/types';

/** A difference of a day's reconciliation (decision 064); `acreditable`: paid at the bank, not credited, its code still pending: resolving credits it. */
const DIFERENCIA = graphql(`
  fragment DiferenciaCampos on ConciliacionDiferencia { id fecha tipo referencia montoNuestro montoExterno fechaPagoExterno detalle detalleClave detalleParametros estado resueltaPor motivo fechaResolucion acreditable }
`);
export type Diferencia = ResultOf<typeof DIFERENCIA>;

const DIFERENCIAS = graphql(
  `query ConciliacionDiferencias($fecha: String!, $limit: Int, $page: Int) {
    conciliacionDiferencias(fecha: $fecha, limit: $limit, page: $page) { count rows { ...DiferenciaCampos } }
  }`,
  [DIFERENCIA],
);

export async function listarDiferencias(fecha: string, q: ListQuery): Promise<ListRows<Diferencia>> {
  const r = await sendGraphql(DIFERENCIAS, { fecha, limit: q.limit, page: q.page });
  return r?.conciliacionDiferencias ?? { count: 0, rows: [] };
}

const RESUMEN = graphql(`query Conciliacion($fecha: String!) { conciliacion(fecha: $fecha) { fecha pagosPlataforma codigosAcreditados ejecuciones ultimaEjecucion } }`);
export type ResumenConciliacion = NonNullable<ResultOf<typeof RESUMEN>['conciliacion']>;

export async function resumenDia(fecha: string): Promise<ResumenConciliacion | null> {
  return (await sendGraphql(RESUMEN, { fecha })).conciliacion;
}

const EJECUTAR = graphql(`mutation ConciliacionEjecutar($fecha: String!) { conciliacionEjecutar(fecha: $fecha) { fecha hecha nuevas abiertas } }`);

export async function conciliarDia(fecha: string) {
  return (await sendGraphql(EJECUTAR, { fecha })).conciliacionEjecutar;
}

const RESOLVER = graphql(`
  mutation ConciliacionResolver($id: ID!, $motivo: String!, $acreditar: Boolean) {
    conciliacionResolver(id: $id, motivo: $motivo, acreditar: $acreditar) { cambio mensaje clave parametros diferencia { id estado } }
  }
`);

export async function resolverDiferencia(id: number, motivo: string, acreditar: boolean) {
  return (await sendGraphql(RESOLVER, { id, motivo, acreditar })).conciliacionResolver;
}

export const descargarCsv = (fecha: string) => downloadFile(`/api/v1/conciliacion/${fecha}/csv`, `conciliacion-${fecha}.csv`);
export const descargarPdf = (fecha: string) => downloadFile(`/api/v1/conciliacion/${fecha}/pdf`, `conciliacion-${fecha}.pdf`);
