import { graphql, sendGraphql, type ResultOf } from '../../../api/graphql';

/** One month's money (Bs, decimal text): in (payrolls paid), out (sales, payments to providers). */
const DINERO_MES = graphql(`fragment DineroMesCampos on TableroMes { mes ingresos ventas pagos }`);
export type DineroMes = ResultOf<typeof DINERO_MES>;
/** A count per state; `monto` (Bs, decimal text) where the records carry money. */
const CONTEO_ESTADO = graphql(`fragment ConteoEstadoCampos on TableroEstado { estado cantidad monto }`);
export type ConteoEstado = ResultOf<typeof CONTEO_ESTADO>;
/** Sales of an ISO week (`semana`: its Monday, AAAA-MM-DD). */
const VENTAS_SEMANA = graphql(`fragment VentasSemanaCampos on TableroSemana { semana cantidad monto }`);
export type VentasSemana = ResultOf<typeof VENTAS_SEMANA>;

const TABLERO = graphql(
  `query Tablero {
    tablero {
      dineroPorMes { ...DineroMesCampos }
      beneficiariasPorEstado { ...ConteoEstadoCampos }
      planillasPorEstado { ...ConteoEstadoCampos }
      ventasPorSemana { ...VentasSemanaCampos }
    }
  }`,
  [DINERO_MES, CONTEO_ESTADO, VENTAS_SEMANA],
);
/** The dashboard's series; the server answers null for the series that are not the user's role's. */
export type Tablero = ResultOf<typeof TABLERO>['tablero'];

export const TABLERO_KEY = ['tablero'] as const;

export async function cargarTablero(signal?: AbortSignal): Promise<Tablero> {
  return (await sendGraphql(TABLERO, undefined, signal)).tablero;
}
