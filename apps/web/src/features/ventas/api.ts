import { saveBase64 } from '../../api/download';
import { http } from '../../api/http';

/** The cashier's screen calls the same sales API as providers' systems (issue 17). */

export interface Beneficio {
  id_subsidio: number;
  subsidio: string;
  estado: string;
  enviar_sms: string;
  saldo: string;
}

export interface BeneficiariaVenta {
  nombre: string;
  nro_documento: string;
  complemento: string | null;
  beneficios: Beneficio[];
}

export interface ProductoVenta {
  id: number;
  nombre: string;
  unidad: string;
  precio: string;
  id_grupo_alimenticio: number;
  grupo: string;
}

export interface VentaHecha {
  id: number;
  id_transaccion: string;
  monto: string;
  estado: string;
  fecha: string;
  saldo: string;
  items: Array<{ id_alimento: number; nombre: string; cantidad: string; precio: string; monto: string }>;
}

export interface Documento {
  nro_documento: string;
  complemento: string | null;
}

const consulta = (d: Documento) => new URLSearchParams({ nro_documento: d.nro_documento, ...(d.complemento ? { complemento: d.complemento } : {}) }).toString();

export const buscarBeneficiaria = (d: Documento) => http.get<BeneficiariaVenta>(`/api/v1/ventas/beneficiaria?${consulta(d)}`);

export const productosVenta = () => http.get<{ datos: ProductoVenta[] }>('/api/v1/ventas/productos').then((r) => r.datos);

export const enviarCodigoCompra = (d: Documento & { id_subsidio: number }) => http.post<{ mensaje: string }>('/api/v1/ventas/codigo', d);

export const vender = (v: Documento & { id_subsidio: number; id_transaccion: string; codigo: string; items: Array<{ id_alimento: number; cantidad: string }> }) =>
  http.post<{ mensaje: string; datos: VentaHecha }>('/api/v1/ventas', v).then((r) => r.datos);

/** The same provider's reversal of a sale, on its day (decision 030): answers the sale REVERTIDA. */
export const revertirVenta = (idTransaccion: string) =>
  http.post<{ mensaje: string; datos: VentaHecha }>(`/api/v1/ventas/${encodeURIComponent(idTransaccion)}/reverso`, {});

export async function descargarRecibo(id: number): Promise<void> {
  const r = await http.get<{ nombreArchivo: string; archivo: string }>(`/api/v1/ventas/${id}/recibo`);
  saveBase64(r.archivo, r.nombreArchivo, 'application/pdf');
}
