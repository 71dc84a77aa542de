import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { TODOS } from '@pb/contract/valores';

/** Spec part 2 §3 "Log". `fecha` is an ISO timestamp. */
const LOG = graphql(`fragment LogCampos on Log { id nivel tipo mensaje clave parametros referencia ip fecha usuario }`);
export type Log = ResultOf<typeof LOG>;

export const NIVELES = ['ERROR', 'INFO', 'ADVERTENCIA'] as const;
/** Newest first (spec part 2 §7: logs order fecha DESC). */
export const ORDEN_INICIAL = '-fecha';

export const LOGS_KEY = ['logs'] as const;
export const CADENA_KEY = [...LOGS_KEY, 'cadena'] as const;

const LISTA = graphql(
  `query Logs($limit: Int, $page: Int, $order: String, $nivel: String, $tipo: String, $usuario: String, $mensaje: String, $fecha_desde: String, $fecha_hasta: String) {
    logs(limit: $limit, page: $page, order: $order, nivel: $nivel, tipo: $tipo, usuario: $usuario, mensaje: $mensaje, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta) {
      count
      rows { ...LogCampos }
    }
  }`,
  [LOG],
);

const texto = (v: string | number | undefined) => (v === undefined ? undefined : String(v).trim() || undefined);

/** The GraphQL variables of one page of the list ("TODOS" and empty texts left out). */
export function variables(q: ListQuery) {
  return {
    limit: q.limit,
    page: q.page,
    order: q.order,
    nivel: q.nivel && q.nivel !== TODOS ? String(q.nivel) : undefined,
    tipo: texto(q.tipo)?.toUpperCase(),
    usuario: texto(q.usuario),
    mensaje: texto(q.mensaje),
    fecha_desde: texto(q.fecha_desde),
    fecha_hasta: texto(q.fecha_hasta),
  };
}

export async function listarLogs(q: ListQuery): Promise<ListRows<Log>> {
  const data = await sendGraphql(LISTA, variables(q));
  return data?.logs ?? { count: 0, rows: [] };
}

const CADENA = graphql(`query LogsCadena { logsCadena { intacta total primer_error_id } }`);
/** The audit log's hash chain check (docs/decisions/005-audit-log.md). */
export type LogsCadena = NonNullable<ResultOf<typeof CADENA>['logsCadena']>;

export async function verificarCadena(): Promise<LogsCadena | null> {
  const data = await sendGraphql(CADENA);
  return data?.logsCadena ?? null;
}
