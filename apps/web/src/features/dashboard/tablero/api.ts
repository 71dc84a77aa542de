import type { z } from 'zod';
import type { tableroEstadoRespuesta, tableroMesRespuesta, tableroRespuesta, tableroSemanaRespuesta } from '@pb/contract';
import { graphql } from '../../../api/http';

/** One month's money (Bs, decimal text): in (payrolls paid), out (sales, payments to providers). */
export type DineroMes = z.infer<typeof tableroMesRespuesta>;
/** A count per state; `monto` (Bs, decimal text) where the records carry money. */
export type ConteoEstado = z.infer<typeof tableroEstadoRespuesta>;
/** Sales of an ISO week (`semana`: its Monday, AAAA-MM-DD). */
export type VentasSemana = z.infer<typeof tableroSemanaRespuesta>;
/** The dashboard's series; the server answers null for the series that are not the user's role's. */
export type Tablero = z.infer<typeof tableroRespuesta>;

const QUERY = `{ tablero {
  dineroPorMes { mes ingresos ventas pagos }
  beneficiariasPorEstado { estado cantidad monto }
  planillasPorEstado { estado cantidad monto }
  ventasPorSemana { semana cantidad monto }
} }`;

export const TABLERO_KEY = ['tablero'] as const;

export async function cargarTablero(signal?: AbortSignal): Promise<Tablero> {
  return (await graphql<{ tablero: Tablero }>(QUERY, undefined, signal)).tablero;
}
