import type { ModoCsv } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { filasPorColumna, validarPorLotes, type Errores } from '../../core/csv.js';
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
const LOTE = 1000;

/**
 * The rows of an uploaded file, as they stream in; null when its header lacks a column every row
 * of the mode needs (the refusal is recorded on line 1).
 */
export async function leerArchivo(contenido: AsyncIterable<Uint8Array>, modo: ModoCsv, errores: Errores): Promise<AsyncIterable<FilaEntrada> | null> {
  return filasPorColumna(contenido, COLUMNAS, ['nro_documento', REQUERIDA[modo]], errores);
}

/** The context of a chunk: its documents' workers (and whether another entity links them) and its mobiles' holders, two queries per chunk. */
async function contextoDe(ctx: Ctx, entidad: number, lote: FilaLeida[], vistos: Pick<Contexto, 'modo' | 'documentosVistos' | 'celularesVistos'>): Promise<Contexto> {
  const trabajadores = new Map<string, Trabajador[]>();
  for (const t of await repo.trabajadoresPorDocumento(ctx.db, entidad, [...new Set(lote.map((f) => f.nro_documento))])) {
    trabajadores.set(t.nro_documento, [...(trabajadores.get(t.nro_documento) ?? []), t]);
  }
  const moviles = [...new Set(lote.flatMap((f) => (f.celular ? [f.celular] : [])))];
  const celulares = new Map((await repo.titularesDeCelulares(ctx.db, moviles)).map((p) => [p.movil!, p.id]));
  return { trabajadores, celulares, ...vistos };
}

/**
 * Every rule over a stream of rows, a thousand at a time; the refused rows go to `errores`. Answers
 * the valid rows (all of them are written only when `errores` stays empty).
 */
export async function validar(ctx: Ctx, entidad: number, modo: ModoCsv, filas: AsyncIterable<FilaEntrada>, errores: Errores): Promise<FilaValida[]> {
  const vistos = { modo, documentosVistos: new Map<string, number>(), celularesVistos: new Map<string, number>() };
  return validarPorLotes(
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
