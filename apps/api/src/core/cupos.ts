import { and, eq, lt, sql } from 'drizzle-orm';
import { MENSAJES } from '@pb/contract';
import type { Executor } from '../db/client.js';
import { cuposUso } from '../db/schema/index.js';
import { AppError } from './errors.js';

/**
 * The allowances a route may declare (`config.cupo`); every upload route has `subidas` without
 * declaring it. The public doors (sign-in, Ciudadanía Digital, password recovery, registration)
 * count per address (`POR_DIRECCION`), each group on its own, LOGIN_RATE_LIMIT a minute.
 */
export type Cupo = 'subidas' | 'consultasSaldo' | 'ingresos' | 'ciudadania' | 'recuperar' | 'restablecer' | 'registro' | 'confirmar' | 'miSaldo';

/** Counted per address even when the request carries a session: a door to sign in is limited per caller's address. */
export const POR_DIRECCION: ReadonlySet<Cupo> = new Set<Cupo>(['ingresos', 'ciudadania', 'recuperar', 'restablecer', 'registro', 'confirmar', 'miSaldo']);

export const VENTANA_CUPO_MS = 60_000;

/**
 * Counts one use of `clave` in the current minute and refuses (429) past `maximo`. One statement, so
 * parallel requests, on any copy of the API, each get their own number. The first use of a new
 * minute clears the key's older minutes: a key keeps at most two rows.
 */
export async function consumirCupo(db: Executor, clave: string, maximo: number, ahora: Date): Promise<void> {
  const ventana = new Date(Math.floor(ahora.getTime() / VENTANA_CUPO_MS) * VENTANA_CUPO_MS);
  const [fila] = await db
    .insert(cuposUso)
    .values({ clave, ventana, usados: 1 })
    .onConflictDoUpdate({ target: [cuposUso.clave, cuposUso.ventana], set: { usados: sql`${cuposUso.usados} + 1` } })
    .returning({ usados: cuposUso.usados });
  const usados = fila!.usados;
  if (usados === 1) await db.delete(cuposUso).where(and(eq(cuposUso.clave, clave), lt(cuposUso.ventana, ventana)));
  if (usados > maximo) throw new AppError('RATE_LIMITED', MENSAJES.demasiadosIntentos);
}
