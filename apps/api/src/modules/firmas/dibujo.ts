import { centavosADecimal, decimalACentavos, formatoEntero, formatoMonto, diaMesAnio, fechaHora } from '@pb/contract';
import { USABLE_WIDTH, PdfReport, type PdfColumn } from '../../core/pdf.js';

/**
 * The two documents staff sign (issue 18, decision 034), drawn on the programme's one page template
 * and saved as core/pdf.ts saves every PDF: without object streams, which an incremental signature needs.
 */

/** A row of the 'Reporte diario planillas aprobadas' (the CSV's row: c31/service.ts). */
export interface FilaAprobada {
  id: string;
  entidad: string;
  nit: string;
  planilla: string;
  monto_total: string;
  forma_pago: string;
  codigo: string;
  fecha_pago: string;
}

const COLUMNAS_REPORTE: PdfColumn[] = [
  { title: 'Nº', width: 34, alignRight: true },
  { title: 'Entidad', width: 130 },
  { title: 'NIT', width: 62 },
  { title: 'Planilla', width: 110 },
  { title: 'Monto (Bs)', width: 66, alignRight: true },
  { title: 'Pago', width: 34 },
  { title: 'Código', width: 62 },
  { title: 'Hora', width: USABLE_WIDTH - 34 - 130 - 62 - 110 - 66 - 34 - 62 },
];

/** The day's approved payrolls: one row each (as many pages as they need), then their count and total. */
export async function dibujarReporteDiario(fecha: string, filas: AsyncIterable<FilaAprobada>, cuando: Date): Promise<Uint8Array> {
  const doc = await PdfReport.create(`Reporte diario planillas aprobadas ${diaMesAnio(fecha)}`, cuando);
  doc.fields([
    ['Día', diaMesAnio(fecha)],
    ['Generado', fechaHora(cuando)],
  ]);
  doc.blank();
  doc.tableHeader(COLUMNAS_REPORTE);
  let n = 0;
  let centavos = 0;
  for await (const f of filas) {
    n++;
    const monto = f.monto_total.replace(',', '.');
    centavos += decimalACentavos(monto);
    doc.row([f.id, f.entidad, f.nit, f.planilla, formatoMonto(monto), f.forma_pago, f.codigo, f.fecha_pago.slice(11)]);
  }
  doc.blank();
  doc.fields([
    ['Planillas aprobadas', formatoEntero(n)],
    ['Total (Bs)', formatoMonto(centavosADecimal(centavos))],
  ]);
  return doc.save();
}

/** A payment to a provider as the treasury is asked to make it (issue 17's settlement). */
export interface SolicitudPago {
  id: number;
  proveedor: string;
  nit: string | null;
  monto: string;
  periodo_inicial: string;
  periodo_final: string;
  cuenta_destino: string | null;
  banco_destino: string | null;
  fecha_solicitud: Date;
}

/** Its sales per day. */
export interface VentasDelDia {
  dia: string;
  ventas: number;
  monto: string;
}

const COLUMNAS_VENTAS: PdfColumn[] = [
  { title: 'Día', width: 120 },
  { title: 'Ventas', width: 120, alignRight: true },
  { title: 'Monto (Bs)', width: 140, alignRight: true },
];

/** One request: the provider, its account, the period, the amount, and its sales summed per day. */
export async function dibujarSolicitudPago(s: SolicitudPago, resumen: VentasDelDia[], cuando: Date): Promise<Uint8Array> {
  const doc = await PdfReport.create(`Solicitud de pago Nº ${s.id}`, cuando);
  const cuenta = s.cuenta_destino ? `${s.cuenta_destino}${s.banco_destino ? ` (${s.banco_destino})` : ''}` : 'La registrada por el proveedor en el tesoro';
  doc.fields([
    ['Solicitud de pago Nº', String(s.id)],
    ['Proveedor', s.proveedor],
    ['NIT', s.nit ?? 'Sin NIT'],
    ['Cuenta bancaria de destino', cuenta],
    ['Periodo', `del ${diaMesAnio(s.periodo_inicial)} al ${diaMesAnio(s.periodo_final)}`],
    ['Monto (Bs)', formatoMonto(s.monto)],
    ['Fecha de solicitud', fechaHora(s.fecha_solicitud)],
  ]);
  doc.blank();
  doc.line('Resumen de ventas', { bold: true });
  doc.tableHeader(COLUMNAS_VENTAS);
  let ventas = 0;
  for (const r of resumen) {
    ventas += r.ventas;
    doc.row([diaMesAnio(r.dia), formatoEntero(r.ventas), formatoMonto(r.monto)]);
  }
  doc.row(['Total', formatoEntero(ventas), formatoMonto(s.monto)]);
  return doc.save();
}
