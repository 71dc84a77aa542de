import { centavosADecimal, diaMesAnio, leerMonto, type FilaPlanilla, type ModoCsv } from '@pb/contract';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import { parseDate } from '../../core/csv.js';

/**
 * The rules of a payroll row (spec part 2 §5), the same for an uploaded file and for the rows sent
 * back to be written. A row is first checked on its own (required, lengths, formats), then against
 * the entity's workers and the rest of the file (known document, no repetitions, mobile free).
 * The mode says which column the file is for: the payroll's amount (`planilla`: the mobile optional)
 * or the workers list's mobiles (`celulares`: the amount optional, checked and written when given).
 */

/**
 * The column each mode needs in the file's header. `monto_detalle` is then required on every row;
 * `celular` on every row of a worker who has a mobile (a file never removes one): the exported list's
 * empty cells of workers without a mobile go back as they are.
 */
export const REQUERIDA: Record<ModoCsv, 'monto_detalle' | 'celular'> = { planilla: 'monto_detalle', celulares: 'celular' };

/** A row's cells as read, by column. */
export type Celdas = Partial<Record<'nro_documento' | 'complemento' | 'fecha_nacimiento' | 'celular' | 'monto_detalle', string | null>>;

export interface FilaEntrada {
  nro_registro: number;
  celdas: Celdas;
}

/** A row whose cells are well formed. */
export interface FilaLeida {
  nro_registro: number;
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string | null;
  celular: string | null;
  /** Centavos; null only when the mode does not require it and the row has none. */
  aguinaldo: number | null;
}

/** A row ready to be written: its worker found, with the mobile the worker has now. */
export interface FilaValida extends FilaLeida {
  id_persona: number;
  movil_actual: string | null;
}

const CELULAR = /^[67]\d{7}$/;
const DOCUMENTO = 20;
const COMPLEMENTO = 2;

const limpio = (v: string | null | undefined) => (v ?? '').trim();

/** The row's own rules; its errors by column, or the row read. */
export function leerFila(f: FilaEntrada, modo: ModoCsv): { fila: FilaLeida } | { errores: Record<string, Mensaje> } {
  const errores: Record<string, Mensaje> = {};
  const documento = limpio(f.celdas.nro_documento);
  const complemento = limpio(f.celdas.complemento).toUpperCase();
  const fecha = limpio(f.celdas.fecha_nacimiento);
  const celular = limpio(f.celdas.celular).replace(/[\s-]/g, '');
  const monto = limpio(f.celdas.monto_detalle);

  if (!documento) errores.nro_documento = MENSAJES.required;
  else if (documento.length > DOCUMENTO) errores.nro_documento = MENSAJES.maxLength({ max: DOCUMENTO });
  if (complemento.length > COMPLEMENTO) errores.complemento = MENSAJES.maxLength({ max: COMPLEMENTO });
  const fechaIso = fecha ? parseDate(fecha) : null;
  if (fecha && !fechaIso) errores.fecha_nacimiento = MENSAJES.csvFechaInvalida;
  if (celular && !CELULAR.test(celular)) errores.celular = MENSAJES.celularOchoDigitos;
  const aguinaldo = monto ? leerMonto(monto) : null;
  if (!monto && REQUERIDA[modo] === 'monto_detalle') errores.monto_detalle = MENSAJES.required;
  else if (monto && aguinaldo === null) errores.monto_detalle = MENSAJES.montoIlegible({ valor: monto });
  else if (aguinaldo !== null && aguinaldo <= 0) errores.monto_detalle = MENSAJES.csvMontoInvalido;

  if (Object.keys(errores).length > 0) return { errores };
  return { fila: { nro_registro: f.nro_registro, nro_documento: documento, complemento: complemento || null, fecha_nacimiento: fechaIso, celular: celular || null, aguinaldo } };
}

export const claveDocumento = (documento: string, complemento: string | null) => `${documento}|${complemento ?? ''}`;

export interface Trabajador {
  id: number;
  id_persona: number;
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string | null;
  movil: string | null;
  /**
   * Another entity or a staff account also links the person: a scoped writer leaves it as it is
   * (decision 011). Asked only when a row would change the worker's mobile, the one rule that reads it.
   */
  compartida: boolean;
}

/** What the file as a whole and the database say of a chunk of well-formed rows. */
export interface Contexto {
  modo: ModoCsv;
  /** The entity's workers by document number. */
  trabajadores: Map<string, Trabajador[]>;
  /** Who holds each mobile number today. */
  celulares: Map<string, number>;
  /** The first row of each document and mobile seen so far in the file. */
  documentosVistos: Map<string, number>;
  celularesVistos: Map<string, number>;
}

/** The worker of a document: same complemento, or the only one when the file gives none. */
function buscarTrabajador(candidatos: Trabajador[], complemento: string | null): Trabajador | undefined {
  const mismo = candidatos.find((t) => (t.complemento ?? '').toUpperCase() === (complemento ?? ''));
  if (mismo) return mismo;
  return complemento === null && candidatos.length === 1 ? candidatos[0] : undefined;
}

/** The rules that look beyond the row; errors by column, or the row with its worker. */
export function cotejarFila(f: FilaLeida, c: Contexto): { fila: FilaValida } | { errores: Record<string, Mensaje> } {
  const errores: Record<string, Mensaje> = {};
  const clave = claveDocumento(f.nro_documento, f.complemento);
  const trabajador = buscarTrabajador(c.trabajadores.get(f.nro_documento) ?? [], f.complemento);
  const repetido = c.documentosVistos.get(clave);
  if (repetido !== undefined) errores.nro_documento = MENSAJES.csvDocumentoRepetido({ fila: repetido });
  else {
    c.documentosVistos.set(clave, f.nro_registro);
    if (!trabajador) errores.nro_documento = MENSAJES.csvDocumentoDesconocido;
  }
  if (trabajador && f.fecha_nacimiento && trabajador.fecha_nacimiento && f.fecha_nacimiento !== trabajador.fecha_nacimiento) errores.fecha_nacimiento = MENSAJES.csvFechaNoCoincide;
  if (!f.celular && c.modo === 'celulares' && trabajador?.movil) errores.celular = MENSAJES.required;
  if (f.celular) {
    const otraFila = c.celularesVistos.get(f.celular);
    const titular = c.celulares.get(f.celular);
    if (otraFila !== undefined) errores.celular = MENSAJES.csvCelularRepetido({ fila: otraFila });
    else {
      c.celularesVistos.set(f.celular, f.nro_registro);
      if (titular !== undefined && titular !== trabajador?.id_persona) errores.celular = MENSAJES.celularRegistrado;
      // A new mobile for a person another entity also links would not be written: said, not skipped.
      else if (trabajador?.compartida && trabajador.movil !== f.celular) errores.celular = MENSAJES.celularPersonaAjena;
    }
  }
  if (Object.keys(errores).length > 0 || !trabajador) return { errores };
  // Every field named, not `...f`: V8's spread with added fields cost 3 µs a row (0.3 s a 100,000-row file).
  const fila: FilaValida = {
    nro_registro: f.nro_registro,
    nro_documento: f.nro_documento,
    complemento: f.complemento,
    fecha_nacimiento: f.fecha_nacimiento,
    celular: f.celular,
    aguinaldo: f.aguinaldo,
    id_persona: trabajador.id_persona,
    movil_actual: trabajador.movil,
  };
  return { fila };
}

/** A valid row as the client sends it back to be written. */
export function filaParaEnviar(f: FilaValida): FilaPlanilla {
  return {
    nro_registro: f.nro_registro,
    nro_documento: f.nro_documento,
    complemento: f.complemento,
    fecha_nacimiento: f.fecha_nacimiento ? diaMesAnio(f.fecha_nacimiento) : null,
    celular: f.celular,
    monto_detalle: f.aguinaldo === null ? null : centavosADecimal(f.aguinaldo),
  };
}
