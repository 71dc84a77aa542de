import { diaMesAnio, fechaHora, formatoMonto } from '@pb/contract';
import { USABLE_WIDTH, PdfReport, type PdfColumn } from '../../core/pdf.js';
import type { FilaDiferencia } from './repository.js';

/** The day's reconciliation on the programme's template (decision 064). */

export const NOMBRES_TIPO: Record<string, string> = {
  PAGADO_NO_ACREDITADO: 'Pagado y no acreditado',
  ACREDITADO_NO_PAGADO: 'Acreditado y no pagado',
  MONTO_DISTINTO: 'Pagado por otro monto',
  PAGADO_DOS_VECES: 'Pagado dos veces',
  PAGO_SIN_CONFIRMAR: 'Pago a proveedor sin confirmar',
  PAGO_OTRO_MONTO: 'Pago a proveedor por otro monto',
};

const COLUMNAS: PdfColumn[] = [
  { title: 'Tipo', width: 96 },
  { title: 'Código', width: 66 },
  { title: 'Nuestro (Bs)', width: 58, alignRight: true },
  { title: 'Plataforma (Bs)', width: 64, alignRight: true },
  { title: 'Estado', width: 54 },
  { title: 'Resolución', width: USABLE_WIDTH - 96 - 66 - 58 - 64 - 54 },
];

export interface ResumenDia {
  pagos_plataforma: number;
  codigos_acreditados: number;
  ejecuciones: number;
  ultima_ejecucion: Date;
}

export async function dibujarConciliacion(fecha: string, resumen: ResumenDia | null, filas: AsyncIterable<FilaDiferencia>, cuando: Date): Promise<Uint8Array> {
  const doc = await PdfReport.create(`Conciliación diaria ${diaMesAnio(fecha)}`, cuando);
  if (!resumen) {
    doc.line('El día no fue conciliado todavía.');
    return doc.save();
  }
  doc.fields([
    ['Pagos informados por la plataforma', String(resumen.pagos_plataforma)],
    ['Códigos acreditados en el libro', String(resumen.codigos_acreditados)],
    ['Última conciliación', `${fechaHora(resumen.ultima_ejecucion)} (${resumen.ejecuciones} ${resumen.ejecuciones === 1 ? 'ejecución' : 'ejecuciones'})`],
  ]);
  doc.blank();
  let n = 0;
  let abiertas = 0;
  for await (const f of filas) {
    if (n++ === 0) doc.tableHeader(COLUMNAS);
    if (f.estado === 'ABIERTA') abiertas++;
    const resolucion = f.estado === 'RESUELTA' ? `${f.resuelta_por ?? ''}, ${f.fecha_resolucion ? fechaHora(f.fecha_resolucion) : ''}: ${f.motivo_resolucion ?? ''}` : f.detalle;
    doc.row([NOMBRES_TIPO[f.tipo] ?? f.tipo, f.referencia, f.monto_nuestro ? formatoMonto(f.monto_nuestro) : '—', f.monto_externo ? formatoMonto(f.monto_externo) : '—', f.estado, resolucion]);
  }
  doc.blank();
  doc.line(n === 0 ? 'Sin diferencias: la plataforma y el libro coinciden.' : `Diferencias: ${n} (abiertas: ${abiertas}).`, { bold: true });
  return doc.save();
}
