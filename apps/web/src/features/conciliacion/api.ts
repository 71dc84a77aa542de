import { graphql } from '../../api/http';
import { downloadFile } from '../../api/download';
import type { ListQuery, ListRows } from '../../components/list/types';

/** A difference of a day's reconciliation (decision 064). */
export type Diferencia = {
  id: number;
  fecha: string;
  tipo: string;
  referencia: string;
  montoNuestro: string | null;
  montoExterno: string | null;
  fechaPagoExterno: string | null;
  detalle: string;
  estado: string;
  resueltaPor: string | null;
  motivo: string | null;
  fechaResolucion: string | null;
  /** Paid at the bank, not credited, its code still pending: resolving credits it. */
  acreditable: boolean;
};

const CAMPOS = 'id fecha tipo referencia montoNuestro montoExterno fechaPagoExterno detalle estado resueltaPor motivo fechaResolucion acreditable';

export async function listarDiferencias(fecha: string, q: ListQuery): Promise<ListRows<Diferencia>> {
  const r = await graphql<{ conciliacionDiferencias: ListRows<Diferencia> }>(
    `query($fecha: String!, $limit: Int, $page: Int) { conciliacionDiferencias(fecha: $fecha, limit: $limit, page: $page) { count rows { ${CAMPOS} } } }`,
    { fecha, limit: q.limit, page: q.page },
  );
  return r.conciliacionDiferencias;
}

export type ResumenConciliacion = { fecha: string; pagosPlataforma: number; codigosAcreditados: number; ejecuciones: number; ultimaEjecucion: string };

export async function resumenDia(fecha: string): Promise<ResumenConciliacion | null> {
  return (await graphql<{ conciliacion: ResumenConciliacion | null }>(`query($fecha: String!) { conciliacion(fecha: $fecha) { fecha pagosPlataforma codigosAcreditados ejecuciones ultimaEjecucion } }`, { fecha })).conciliacion;
}

export async function conciliarDia(fecha: string): Promise<{ nuevas: number; abiertas: number }> {
  return (await graphql<{ conciliacionEjecutar: { nuevas: number; abiertas: number } }>(`mutation($fecha: String!) { conciliacionEjecutar(fecha: $fecha) { fecha hecha nuevas abiertas } }`, { fecha })).conciliacionEjecutar;
}

export async function resolverDiferencia(id: number, motivo: string, acreditar: boolean): Promise<{ cambio: boolean; mensaje: string }> {
  return (
    await graphql<{ conciliacionResolver: { cambio: boolean; mensaje: string } }>(
      `mutation($id: ID!, $motivo: String!, $acreditar: Boolean) { conciliacionResolver(id: $id, motivo: $motivo, acreditar: $acreditar) { cambio mensaje diferencia { id estado } } }`,
      { id, motivo, acreditar },
    )
  ).conciliacionResolver;
}

export const descargarCsv = (fecha: string) => downloadFile(`/api/v1/conciliacion/${fecha}/csv`, `conciliacion-${fecha}.csv`);
export const descargarPdf = (fecha: string) => downloadFile(`/api/v1/conciliacion/${fecha}/pdf`, `conciliacion-${fecha}.pdf`);
