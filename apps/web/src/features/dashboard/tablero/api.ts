import { graphql } from '../../../api/http';

/** One month's money (Bs, decimal text): in (payrolls paid), out (sales, payments to providers). */
export interface DineroMes {
  mes: string;
  ingresos: string;
  ventas: string;
  pagos: string;
}
/** A count per state; `monto` (Bs, decimal text) where the records carry money. */
export interface ConteoEstado {
  estado: string;
  cantidad: number;
  monto: string | null;
}
/** Sales of an ISO week (`semana`: its Monday, AAAA-MM-DD). */
export interface VentasSemana {
  semana: string;
  cantidad: number;
  monto: string;
}
/** The dashboard's series; the server answers null for the series that are not the user's role's. */
export interface Tablero {
  dineroPorMes: DineroMes[] | null;
  beneficiariasPorEstado: ConteoEstado[] | null;
  planillasPorEstado: ConteoEstado[] | null;
  ventasPorSemana: VentasSemana[] | null;
}

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
