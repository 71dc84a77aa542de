import type { ModoCsv } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { rowsByColumn, validateInBatches, type RowErrors } from '../../core/csv.js';
import { personasCompartidas } from '../personas/guardar-lote.js';
import * as repo from './repository.js';
import { REQUERIDA, cotejarFila, leerFila, type Contexto, type FilaEntrada, type FilaLeida, type FilaValida, type Trabajador } from './validacion.js';

/** The names a column may be written as in an employer's file (matched without case or accents). */
const COLUMNAS = {
  nro_documento: ['nro_documento', 'numero_documento', 'documento', 'nro_ci', 'ci', 'carnet'],
  complemento: ['complemento'],
  fecha_nacimiento: ['fecha_nacimiento', 'fecha_nac'],
  celular: ['celular', 'movil', 'nro_celular'],
  monto_detalle: ['monto_detalle', 'aguinaldo', 'monto_aguinaldo'],
} as const;
/** Rows a chunk of an upload is checked by: three statements each, of any size (array parameters). */
const LOTE = 10_000;

/**
 * The rows of an uploaded file, as they stream in; null when its header lacks a column every row
 * of the mode needs (the refusal is recorded on line 1).
 */
export async function leerArchivo(contenido: AsyncIterable<Uint8Array>, modo: ModoCsv, errores: RowErrors): Promise<AsyncIterable<FilaEntrada> | null> {
  return rowsByColumn(contenido, COLUMNAS, ['nro_documento', REQUERIDA[modo]], errores);
}

/**
 * The context of a chunk: its documents' workers and its mobiles' holders, one query each; and, for
 * the workers whose mobile a row would change, whether another entity links them (a third).
 */
async function contextoDe(ctx: Ctx, entidad: number, lote: FilaLeida[], vistos: Pick<Contexto, 'modo' | 'documentosVistos' | 'celularesVistos'>): Promise<Contexto> {
  const encontrados = await repo.trabajadoresPorDocumento(ctx.db, entidad, [...new Set(lote.map((f) => f.nro_documento))]);
  const porDocumento = new Map<string, typeof encontrados>();
  for (const t of encontrados) {
    const lista = porDocumento.get(t.nro_documento);
    if (lista) lista.push(t);
    else porDocumento.set(t.nro_documento, [t]);
  }
  const cambiarian = new Set<number>();
  for (const f of lote) if (f.celular) for (const t of porDocumento.get(f.nro_documento) ?? []) if (t.movil !== f.celular) cambiarian.add(t.id_persona);
  const compartidas = await personasCompartidas(ctx.db, entidad, [...cambiarian]);
  const trabajadores = new Map<string, Trabajador[]>();
  for (const [documento, lista] of porDocumento) {
    trabajadores.set(
      documento,
      lista.map((t) => ({ id: t.id, id_persona: t.id_persona, nro_documento: t.nro_documento, complemento: t.complemento, fecha_nacimiento: t.fecha_nacimiento, movil: t.movil, compartida: compartidas.has(t.id_persona) })),
    );
  }
  const moviles = [...new Set(lote.flatMap((f) => (f.celular ? [f.celular] : [])))];
  const celulares = new Map((await repo.titularesDeCelulares(ctx.db, moviles)).map((p) => [p.movil!, p.id]));
  return { trabajadores, celulares, ...vistos };
}

/**
 * Every rule over a stream of rows, ten thousand at a time (as a file streams in, and the rows sent
 * back to be written); the refused rows go to `errores`. Answers the valid rows (all of them are
 * written only when `errores` stays empty).
 */
export async function validar(ctx: Ctx, entidad: number, modo: ModoCsv, filas: AsyncIterable<FilaEntrada>, errores: RowErrors): Promise<FilaValida[]> {
  const vistos = { modo, documentosVistos: new Map<string, number>(), celularesVistos: new Map<string, number>() };
  return validateInBatches(
    filas,
    errores,
    (entrada) => leerFila(entrada, modo),
    async (lote) => {
      const contexto = await contextoDe(ctx, entidad, lote, vistos);
      return (f) => cotejarFila(f, contexto);
    },
    LOTE,
  );
}
