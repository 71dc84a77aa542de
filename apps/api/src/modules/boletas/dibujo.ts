import { fechaHora, formatoBs, formatoMonto } from '@pb/contract';
import { USABLE_WIDTH, PdfReport, LINES_PER_PAGE, type PdfColumn } from '../../core/pdf.js';

/** A payroll's receipt drawn on the programme's template (spec part 2 §7 `boletas`; decision 024). */

export interface CabeceraBoleta {
  id: number;
  nombre: string;
  estado: string;
  monto_total: string;
  creada: Date;
  entidad: string;
  nit: string;
  matricula: string;
  sucursal: string;
  cpt: string | null;
  c31: string | null;
  lineas: number;
  /** Whether a line has an assignment number (a subsidy's); a bonus payroll's have none. */
  conAsignacion: boolean;
}

export interface LineaBoleta {
  beneficiaria: string;
  documento: string;
  subsidio: string;
  asignacion: string;
  monto: string;
}

const MONTO = 80;
const COLUMNAS: PdfColumn[] = [
  { title: 'Nº', width: 30, alignRight: true },
  { title: 'Beneficiaria', width: 152 },
  { title: 'Documento', width: 64 },
  { title: 'Subsidio', width: USABLE_WIDTH - 30 - 152 - 64 - 58 - MONTO },
  { title: 'Asignación', width: 58, alignRight: true },
  { title: 'Monto (Bs)', width: MONTO, alignRight: true },
];
/** A payroll without assignment numbers: the subsidy takes the assignment's width. */
const COLUMNAS_SIN_ASIGNACION: PdfColumn[] = [...COLUMNAS.slice(0, 3), { title: 'Subsidio', width: COLUMNAS[3]!.width + COLUMNAS[4]!.width }, COLUMNAS[5]!];

const formaDePago = (c: CabeceraBoleta) => (c.cpt ? `Código de pago (CPT) ${c.cpt}` : c.c31 ? `Formulario C31 ${c.c31}` : 'Sin código de pago ni formulario C31');

function campos(c: CabeceraBoleta): Array<[string, string]> {
  return [
    ['Entidad', c.entidad],
    ['NIT', c.nit],
    ['Matrícula de comercio', c.matricula],
    ['Planilla', c.nombre],
    ['Nº de planilla', String(c.id)],
    ['Estado', c.estado],
    ['Sucursal de pago', c.sucursal],
    ['Fecha de creación', fechaHora(c.creada)],
    ['Forma de pago', formaDePago(c)],
    ['Beneficiarias', String(c.lineas)],
  ];
}
const CAMPOS = 10;

/** Draws the receipt: the payroll's data, then every line (as many pages as they need), then the total; amounts written as the screens write them (formatoMonto). */
export async function dibujarBoleta(c: CabeceraBoleta, lineas: AsyncIterable<LineaBoleta>, cuando: Date): Promise<Uint8Array> {
  const doc = await PdfReport.create(`Boleta de la planilla Nº ${c.id}`, cuando);
  doc.fields(campos(c));
  doc.blank();
  doc.tableHeader(c.conAsignacion ? COLUMNAS : COLUMNAS_SIN_ASIGNACION);
  let n = 0;
  for await (const l of lineas) {
    const celdas = [String(++n), l.beneficiaria, l.documento, l.subsidio, ...(c.conAsignacion ? [l.asignacion] : []), formatoMonto(l.monto)];
    doc.row(celdas);
  }
  doc.blank();
  doc.line(`TOTAL ${formatoBs(c.monto_total)}`, { bold: true });
  return doc.save();
}

/** The pages a receipt of `lineas` lines takes, counted from the template's lines per page. */
export function paginasDeBoleta(lineas: number): number {
  const L = LINES_PER_PAGE;
  let paginas = 1;
  let usadas = CAMPOS + 1 + 1;
  for (let i = 0; i < lineas; i++) {
    if (usadas >= L) {
      paginas++;
      usadas = 1;
    }
    usadas++;
  }
  if (usadas > 0 && usadas < L) usadas++;
  if (usadas >= L) paginas++;
  return paginas;
}
