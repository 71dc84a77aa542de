/**
 * The movement key `origen` (DOMAIN.md §4, decision 023): the event a movement applies, unique in
 * `movimientos`, so one event is applied once whatever retries or races happen. Every key is built
 * here and read back here; no other file spells a key or cuts one by character offset.
 *
 * - `planilla_detalle:<idLinea>`: the ABONO of a paid payroll line (and the delivery calendar it enables);
 * - `inscripcion:<idBeneficiaria>:<n>`: the ABONO of assignment n of the universal subsidy at registration (decision 027);
 * - `entrega:<idEntrega>`: the CARGO of a package delivered at the counter (decision 026);
 * - `venta:<idEntidad>:<idTransaccion>:<idCuenta>`: the CARGO of a purchase on one account (issue 17);
 * - `reverso:<origen>`: the REVERSO of the movement of that origen.
 */

export type Origen =
  | { tipo: 'planilla'; idLinea: number }
  | { tipo: 'inscripcion'; idBeneficiaria: number; asignacion: number }
  | { tipo: 'entrega'; idEntrega: number }
  | { tipo: 'venta'; idEntidad: number; idTransaccion: string; idCuenta: number }
  | { tipo: 'reverso'; de: Origen };

/** The prefix of a payroll line's key, for the set-based SQL of modules/cuentas/repository.ts, which builds it per line. */
export const PREFIJO_LINEA_PLANILLA = 'planilla_detalle:';

/** `planilla_detalle:<idLinea>`. */
export const origenLineaPlanilla = (idLinea: number) => `${PREFIJO_LINEA_PLANILLA}${idLinea}`;

/** `inscripcion:<idBeneficiaria>:<n>`. */
export const origenInscripcion = (idBeneficiaria: number, asignacion: number) => `inscripcion:${idBeneficiaria}:${asignacion}`;

/** `entrega:<idEntrega>`. */
export const origenEntrega = (idEntrega: number) => `entrega:${idEntrega}`;

/** `venta:<idEntidad>:<idTransaccion>:<idCuenta>` (the transaction id may itself hold colons). */
export const origenVenta = (v: { idEntidad: number; idTransaccion: string; idCuenta: number }) => `venta:${v.idEntidad}:${v.idTransaccion}:${v.idCuenta}`;

/** `reverso:<origen>`: the key of the REVERSO of the movement of that key. */
export const origenReverso = (origen: string) => `reverso:${origen}`;

const ENTERO = /^[1-9]\d*$/;
const entero = (s: string | undefined) => (s !== undefined && ENTERO.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : null);

/** A key's kind and parts; null for a key of no known kind or a malformed one. */
export function parsearOrigen(texto: string): Origen | null {
  const corte = texto.indexOf(':');
  if (corte < 0) return null;
  const tipo = texto.slice(0, corte);
  const resto = texto.slice(corte + 1);
  const partes = resto.split(':');
  switch (tipo) {
    case 'planilla_detalle': {
      const idLinea = partes.length === 1 ? entero(partes[0]) : null;
      return idLinea === null ? null : { tipo: 'planilla', idLinea };
    }
    case 'inscripcion': {
      const idBeneficiaria = entero(partes[0]);
      const asignacion = entero(partes[1]);
      return partes.length === 2 && idBeneficiaria !== null && asignacion !== null ? { tipo: 'inscripcion', idBeneficiaria, asignacion } : null;
    }
    case 'entrega': {
      const idEntrega = partes.length === 1 ? entero(partes[0]) : null;
      return idEntrega === null ? null : { tipo: 'entrega', idEntrega };
    }
    case 'venta': {
      if (partes.length < 3) return null;
      const idEntidad = entero(partes[0]);
      const idCuenta = entero(partes[partes.length - 1]);
      const idTransaccion = partes.slice(1, -1).join(':');
      return idEntidad !== null && idCuenta !== null && idTransaccion !== '' ? { tipo: 'venta', idEntidad, idTransaccion, idCuenta } : null;
    }
    case 'reverso': {
      const de = parsearOrigen(resto);
      return de === null ? null : { tipo: 'reverso', de };
    }
    default:
      return null;
  }
}
