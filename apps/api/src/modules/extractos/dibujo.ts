import { fechaHora, formatoBs, formatoMonto } from '@pb/contract';
import { USABLE_WIDTH, PdfReport, type PdfColumn } from '../../core/pdf.js';

/** A person's statement and balance sheet drawn on the programme's template (spec part 2 §2.12 Extractos; decision 026). */

export interface Titular {
  nombre: string;
  documento: string;
}

export interface MovimientoExtracto {
  fecha: Date;
  subsidio: string;
  detalle: string;
  /** Signed, with two decimals: "+100.00", "-50.00". */
  monto: string;
  /** The account's balance after this movement. */
  saldo: string;
}

export interface SaldoCuenta {
  subsidio: string;
  saldo: string;
}

const COLUMNAS_EXTRACTO: PdfColumn[] = [
  { title: 'Fecha', width: 76 },
  { title: 'Subsidio', width: 102 },
  { title: 'Detalle', width: 240 },
  { title: 'Monto (Bs)', width: 56, alignRight: true },
  { title: 'Saldo (Bs)', width: USABLE_WIDTH - 76 - 102 - 240 - 56, alignRight: true },
];

/**
 * The statement: every movement oldest first with the balance of its account after it, then each
 * account's balance. `totales` is called once the movements are drawn (they are what it sums).
 */
export async function dibujarExtracto(t: Titular, movimientos: AsyncIterable<MovimientoExtracto>, totales: () => SaldoCuenta[], cuando: Date): Promise<Uint8Array> {
  const doc = await PdfReport.create(`Extracto de movimientos de ${t.nombre}`, cuando);
  doc.fields([
    ['Beneficiaria', t.nombre],
    ['Documento', t.documento],
  ]);
  doc.blank();
  let n = 0;
  for await (const m of movimientos) {
    if (n++ === 0) doc.tableHeader(COLUMNAS_EXTRACTO);
    doc.row([fechaHora(m.fecha), m.subsidio, m.detalle, formatoMonto(m.monto), formatoMonto(m.saldo)]);
  }
  if (n === 0) {
    doc.line('La persona no tiene movimientos en sus cuentas.');
    return doc.save();
  }
  doc.blank();
  doc.line(`Movimientos: ${n}`);
  for (const c of totales()) doc.line(`Saldo ${c.subsidio}: ${formatoBs(c.saldo)}`, { bold: true });
  return doc.save();
}

export interface FilaSaldo {
  subsidio: string;
  estado: string;
  saldo: string;
  calendarios: number;
  entregados: number;
  deuda: number;
  deuda_entregados: number;
}

const COLUMNAS_SALDOS: PdfColumn[] = [
  { title: 'Subsidio', width: 150 },
  { title: 'Estado', width: 72 },
  { title: 'Saldo (Bs)', width: 70, alignRight: true },
  { title: 'Habilitadas', width: 60, alignRight: true },
  { title: 'Entregadas', width: 60, alignRight: true },
  { title: 'En deuda', width: 54, alignRight: true },
  { title: 'Con retraso', width: USABLE_WIDTH - 150 - 72 - 70 - 60 - 60 - 54, alignRight: true },
];

/** The balance sheet: each subsidy's balance and delivery counts, then the total. */
export async function dibujarSaldos(t: Titular, filas: FilaSaldo[], total: string, cuando: Date): Promise<Uint8Array> {
  const doc = await PdfReport.create(`Saldos de ${t.nombre}`, cuando);
  doc.fields([
    ['Beneficiaria', t.nombre],
    ['Documento', t.documento],
  ]);
  doc.blank();
  if (filas.length === 0) {
    doc.line('La persona no está registrada en ningún subsidio.');
    return doc.save();
  }
  doc.tableHeader(COLUMNAS_SALDOS);
  for (const f of filas) doc.row([f.subsidio, f.estado, formatoMonto(f.saldo), String(f.calendarios), String(f.entregados), String(f.deuda), String(f.deuda_entregados)]);
  doc.blank();
  doc.line(`Saldo total: ${formatoBs(total)}`, { bold: true });
  return doc.save();
}
