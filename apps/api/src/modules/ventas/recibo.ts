import { fechaHora, formatoBs, formatoDecimal, formatoMonto } from '@pb/contract';
import { USABLE_WIDTH, PdfReport, type PdfColumn } from '../../core/pdf.js';

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

const COLUMNAS: PdfColumn[] = [
  { title: 'Producto', width: 230 },
  { title: 'Cantidad', width: 70, alignRight: true },
  { title: 'Precio (Bs)', width: 90, alignRight: true },
  { title: 'Monto (Bs)', width: USABLE_WIDTH - 230 - 70 - 90, alignRight: true },
];

export async function dibujarRecibo(r: DatosRecibo, cuando: Date): Promise<Uint8Array> {
  const doc = await PdfReport.create(`Recibo de compra Nº ${r.id}`, cuando);
  doc.fields([
    ['Proveedor', r.proveedor],
    ['NIT', r.nit],
    ['Punto de venta', r.punto_venta],
    ['Beneficiaria', r.beneficiaria],
    ['Documento', r.documento],
    ['Transacción', r.id_transaccion],
    ['Fecha', fechaHora(r.fecha)],
    ['Identificación', r.metodo === 'TARJETA' ? 'Tarjeta' : 'Código SMS'],
    ['Estado', r.estado],
  ]);
  doc.blank();
  doc.tableHeader(COLUMNAS);
  for (const i of r.items) doc.row([`${i.nombre} (${i.unidad})`, formatoDecimal(Number(i.cantidad)), formatoMonto(i.precio), formatoMonto(i.monto)]);
  doc.blank();
  doc.line(`Total: ${formatoBs(r.monto)}`, { bold: true });
  return doc.save();
}
