import { ANCHO_UTIL, DocumentoPdf, fechaHoraBolivia, type ColumnaPdf } from '../../core/pdf.js';

/** A sale's receipt drawn on the programme's template (issue 17): the cashier prints it for the beneficiary. */

export interface DatosRecibo {
  id: number;
  id_transaccion: string;
  proveedor: string;
  nit: string;
  punto_venta: string;
  beneficiaria: string;
  documento: string;
  metodo: string;
  estado: string;
  fecha: Date;
  monto: string;
  items: Array<{ nombre: string; unidad: string; cantidad: string; precio: string; monto: string }>;
}

const COLUMNAS: ColumnaPdf[] = [
  { titulo: 'Producto', ancho: 230 },
  { titulo: 'Cantidad', ancho: 70, derecha: true },
  { titulo: 'Precio (Bs)', ancho: 90, derecha: true },
  { titulo: 'Monto (Bs)', ancho: ANCHO_UTIL - 230 - 70 - 90, derecha: true },
];

export async function dibujarRecibo(r: DatosRecibo, cuando: Date): Promise<Uint8Array> {
  const doc = await DocumentoPdf.crear(`Recibo de compra Nº ${r.id}`, cuando);
  doc.campos([
    ['Proveedor', r.proveedor],
    ['NIT', r.nit],
    ['Punto de venta', r.punto_venta],
    ['Beneficiaria', r.beneficiaria],
    ['Documento', r.documento],
    ['Transacción', r.id_transaccion],
    ['Fecha', fechaHoraBolivia(r.fecha)],
    ['Identificación', r.metodo === 'TARJETA' ? 'Tarjeta' : 'Código SMS'],
    ['Estado', r.estado],
  ]);
  doc.espacio();
  doc.encabezadoTabla(COLUMNAS);
  for (const i of r.items) doc.fila([`${i.nombre} (${i.unidad})`, i.cantidad, i.precio, i.monto]);
  doc.espacio();
  doc.linea(`Total: Bs ${r.monto}`, { negrita: true });
  return doc.guardar();
}
