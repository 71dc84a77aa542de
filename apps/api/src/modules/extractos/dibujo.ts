import { ANCHO_UTIL, DocumentoPdf, fechaHoraBolivia, type ColumnaPdf } from '../../core/pdf.js';

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

const COLUMNAS_EXTRACTO: ColumnaPdf[] = [
  { titulo: 'Fecha', ancho: 78 },
  { titulo: 'Subsidio', ancho: 94 },
  { titulo: 'Detalle', ancho: 260 },
  { titulo: 'Monto (Bs)', ancho: 50, derecha: true },
  { titulo: 'Saldo (Bs)', ancho: ANCHO_UTIL - 78 - 94 - 260 - 50, derecha: true },
];

/**
 * The statement: every movement oldest first with the balance of its account after it, then each
 * account's balance. `totales` is called once the movements are drawn (they are what it sums).
 */
export async function dibujarExtracto(t: Titular, movimientos: AsyncIterable<MovimientoExtracto>, totales: () => SaldoCuenta[], cuando: Date): Promise<Uint8Array> {
  const doc = await DocumentoPdf.crear(`Extracto de movimientos de ${t.nombre}`, cuando);
  doc.campos([
    ['Beneficiaria', t.nombre],
    ['Documento', t.documento],
  ]);
  doc.espacio();
  let n = 0;
  for await (const m of movimientos) {
    if (n++ === 0) doc.encabezadoTabla(COLUMNAS_EXTRACTO);
    doc.fila([fechaHoraBolivia(m.fecha), m.subsidio, m.detalle, m.monto, m.saldo]);
  }
  if (n === 0) {
    doc.linea('La persona no tiene movimientos en sus cuentas.');
    return doc.guardar();
  }
  doc.espacio();
  doc.linea(`Movimientos: ${n}`);
  for (const c of totales()) doc.linea(`Saldo ${c.subsidio}: Bs ${c.saldo}`, { negrita: true });
  return doc.guardar();
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

const COLUMNAS_SALDOS: ColumnaPdf[] = [
  { titulo: 'Subsidio', ancho: 150 },
  { titulo: 'Estado', ancho: 72 },
  { titulo: 'Saldo (Bs)', ancho: 70, derecha: true },
  { titulo: 'Habilitadas', ancho: 60, derecha: true },
  { titulo: 'Entregadas', ancho: 60, derecha: true },
  { titulo: 'En deuda', ancho: 54, derecha: true },
  { titulo: 'Con retraso', ancho: ANCHO_UTIL - 150 - 72 - 70 - 60 - 60 - 54, derecha: true },
];

/** The balance sheet: each subsidy's balance and delivery counts, then the total. */
export async function dibujarSaldos(t: Titular, filas: FilaSaldo[], total: string, cuando: Date): Promise<Uint8Array> {
  const doc = await DocumentoPdf.crear(`Saldos de ${t.nombre}`, cuando);
  doc.campos([
    ['Beneficiaria', t.nombre],
    ['Documento', t.documento],
  ]);
  doc.espacio();
  if (filas.length === 0) {
    doc.linea('La persona no está registrada en ningún subsidio.');
    return doc.guardar();
  }
  doc.encabezadoTabla(COLUMNAS_SALDOS);
  for (const f of filas) doc.fila([f.subsidio, f.estado, f.saldo, String(f.calendarios), String(f.entregados), String(f.deuda), String(f.deuda_entregados)]);
  doc.espacio();
  doc.linea(`Saldo total: Bs ${total}`, { negrita: true });
  return doc.guardar();
}
