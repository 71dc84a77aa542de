import type { RespuestaDe } from '@pb/contract';
import { downloadBase64 } from '../../api/download';
import { http } from '../../api/http';

/** The cashier's screen calls the same sales API as providers' systems (issue 17). */

/** Who is at the counter: a masked name, per subsidy her state and whether she can get a code; no balance (decision 030). */
export type BeneficiariaVenta = RespuestaDe<'GET /api/v1/ventas/beneficiaria'>;
/** Once her code is verified: her full name and balance in the subsidy. */
export type Identificada = RespuestaDe<'POST /api/v1/ventas/beneficiaria/identificar'>['datos'];
export type Beneficio = BeneficiariaVenta['beneficios'][number];
export type ProductoVenta = RespuestaDe<'GET /api/v1/ventas/productos'>['datos'][number];
export type VentaHecha = RespuestaDe<'POST /api/v1/ventas'>['datos'];

export interface Documento {
  nro_documento: string;
  complemento: string | null;
}

const consulta = (d: Documento) => new URLSearchParams({ nro_documento: d.nro_documento, ...(d.complemento ? { complemento: d.complemento } : {}) }).toString();

export const buscarBeneficiaria = (d: Documento) => http.get<BeneficiariaVenta>(`/api/v1/ventas/beneficiaria?${consulta(d)}`);

/** Checks her purchase code without spending it (the sale spends it); a wrong one counts a try. */
export const identificarBeneficiaria = (d: Documento & { id_subsidio: number; codigo: string }) =>
  http.post<RespuestaDe<'POST /api/v1/ventas/beneficiaria/identificar'>>('/api/v1/ventas/beneficiaria/identificar', d).then((r) => r.datos);

export const productosVenta = () => http.get<RespuestaDe<'GET /api/v1/ventas/productos'>>('/api/v1/ventas/productos').then((r) => r.datos);

export const enviarCodigoCompra = (d: Documento & { id_subsidio: number }) => http.post<RespuestaDe<'POST /api/v1/ventas/codigo'>>('/api/v1/ventas/codigo', d);

export const vender = (v: Documento & { id_subsidio: number; id_transaccion: string; codigo: string; items: Array<{ id_alimento: number; cantidad: string }> }) =>
  http.post<RespuestaDe<'POST /api/v1/ventas'>>('/api/v1/ventas', v).then((r) => r.datos);

/** The same provider's reversal of a sale, on its day (decision 030): answers the sale REVERTIDA. */
export const revertirVenta = (idTransaccion: string) =>
  http.post<RespuestaDe<'POST /api/v1/ventas/:idTransaccion/reverso'>>(`/api/v1/ventas/${encodeURIComponent(idTransaccion)}/reverso`, {});

export async function descargarRecibo(id: number): Promise<void> {
  await downloadBase64(`/api/v1/ventas/${id}/recibo`, { fallback: `recibo-${id}.pdf` });
}
