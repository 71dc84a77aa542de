import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import type { Executor } from '../db/client.js';
import { cuposUso } from '../db/schema/index.js';
import { AppError } from './errors.js';
import { rechazosCupo } from './metricas.js';

/**
 * The allowances a route may declare (`config.cupo`); every upload route has `subidas` without
 * declaring it. The public doors (sign-in, Ciudadanía Digital, password recovery, registration)
 * count per address (`POR_DIRECCION`), each group on its own, LOGIN_RATE_LIMIT a minute.
 */
export type Cupo = 'subidas' | 'consultasSaldo' | 'ingresos' | 'ciudadania' | 'recuperar' | 'restablecer' | 'registro' | 'confirmar' | 'miSaldo';

/** Counted per address even when the request carries a session: a door to sign in is limited per caller's address. */
export const POR_DIRECCION: ReadonlySet<Cupo> = new Set<Cupo>(['ingresos', 'ciudadania', 'recuperar', 'restablecer', 'registro', 'confirmar', 'miSaldo']);

export const VENTANA_CUPO_MS = 60_000;

export interface Ventana {
  /** The window's length: a minute unless said. */
  ventanaMs?: number;
  /**
   * Into how many slices the window is cut: 1 counts the current window aligned to the epoch (a minute's
   * allowance); more count the slices that began within the last `ventanaMs`, a window that slides
   * (an hour's or a day's, where an aligned window would let twice the allowance through across its edge).
   */
  tramos?: number;
  /** The refusal's text. */
  mensaje?: Mensaje;
}

/**
 * Counts one use of `clave` and refuses (429) when the uses within the window pass `maximo`. The use
 * is one statement, so parallel requests, on any copy of the API, each get their own number (a sliding
 * window sums its slices after: two requests at once may both be refused, never both let through past
 * the allowance). The first use of a new slice clears the key's slices older than the window. A key
 * has one window (its name says which). `clave` is `<allowance>:<who>`: the metrics count a refusal
 * under the allowance's name alone.
 */
export async function consumirCupo(db: Executor, clave: string, maximo: number, ahora: Date, { ventanaMs = VENTANA_CUPO_MS, tramos = 1, mensaje = MENSAJES.demasiadosIntentos }: Ventana = {}): Promise<void> {
  const tramo = ventanaMs / tramos;
  const ventana = new Date(Math.floor(ahora.getTime() / tramo) * tramo);
  const desde = new Date(ahora.getTime() - ventanaMs);
  const [fila] = await db
    .insert(cuposUso)
    .values({ clave, ventana, usados: 1 })
    .onConflictDoUpdate({ target: [cuposUso.clave, cuposUso.ventana], set: { usados: sql`${cuposUso.usados} + 1` } })
    .returning({ usados: cuposUso.usados });
  if (fila!.usados === 1) await db.delete(cuposUso).where(and(eq(cuposUso.clave, clave), lte(cuposUso.ventana, desde)));
  const usados = tramos === 1 ? fila!.usados : await usadosDesde(db, clave, desde);
  if (usados > maximo) {
    // The allowance's name only (the key's first part): never who was refused.
    rechazosCupo.inc({ cupo: clave.includes(':') ? clave.slice(0, clave.indexOf(':')) : 'sin_nombre' });
    throw new AppError('RATE_LIMITED', mensaje);
  }
}

async function usadosDesde(db: Executor, clave: string, desde: Date): Promise<number> {
  const [fila] = await db
    .select({ usados: sql<number>`coalesce(sum(${cuposUso.usados}), 0)`.mapWith(Number) })
    .from(cuposUso)
    .where(and(eq(cuposUso.clave, clave), gt(cuposUso.ventana, desde)));
  return fila!.usados;
}
