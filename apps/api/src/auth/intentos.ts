import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { loginIntentos } from '../db/schema/index.js';

/** A count of failures older than this starts again: a typo a week ago does not lock anyone today. */
const OLVIDO_MS = 24 * 60 * 60_000;

// Lower-casing may lengthen a few letters: the key still fits the column.
const clave = (usuario: string) => usuario.trim().toLowerCase().slice(0, 50);
/** A moment as a SQL value, the same on both drivers. */
const instante = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type Reserva = { bloqueadoHasta: Date } | { numero: number };

/**
 * Counts one attempt for a typed username before its password is checked, in one statement, so
 * that parallel attempts each get their own number: the (max+1)-th is refused without a check. A
 * locked name counts nothing and answers until when. Real and made-up names are counted alike.
 */
export async function reservarIntento(db: Executor, usuario: string, ahora: Date): Promise<Reserva> {
  const t = loginIntentos;
  const bloqueado = sql`${t.bloqueado_hasta} > ${instante(ahora)}`;
  const reinicia = sql`${t.bloqueado_hasta} is not null or ${t.actualizado} < ${instante(new Date(ahora.getTime() - OLVIDO_MS))}`;
  const [fila] = await db
    .insert(t)
    .values({ usuario: clave(usuario), intentos: 1, actualizado: ahora })
    .onConflictDoUpdate({
      target: t.usuario,
      set: {
        intentos: sql`case when ${bloqueado} then ${t.intentos} when ${reinicia} then 1 else ${t.intentos} + 1 end`,
        bloqueado_hasta: sql`case when ${bloqueado} then ${t.bloqueado_hasta} else null end`,
        actualizado: sql`case when ${bloqueado} then ${t.actualizado} else ${instante(ahora)} end`,
      },
    })
    .returning({ intentos: t.intentos, bloqueado_hasta: t.bloqueado_hasta });
  if (fila!.bloqueado_hasta && fila!.bloqueado_hasta > ahora) return { bloqueadoHasta: fila!.bloqueado_hasta };
  return { numero: fila!.intentos };
}

/** Locks the name until `hasta`, unless a parallel attempt already did. */
export async function bloquear(db: Executor, usuario: string, ahora: Date, hasta: Date): Promise<void> {
  const t = loginIntentos;
  await db
    .update(t)
    .set({ intentos: 0, bloqueado_hasta: hasta, actualizado: ahora })
    .where(and(eq(t.usuario, clave(usuario)), or(isNull(t.bloqueado_hasta), lte(t.bloqueado_hasta, ahora))));
}

/** The right password clears the count. */
export async function olvidarIntentos(db: Executor, usuario: string): Promise<void> {
  await db.delete(loginIntentos).where(eq(loginIntentos.usuario, clave(usuario)));
}

/** Counts nobody touched for a day are gone; run after a successful login, so the table stays small. */
export async function limpiarIntentos(db: Executor, ahora: Date): Promise<void> {
  const t = loginIntentos;
  await db.delete(t).where(and(lte(t.actualizado, new Date(ahora.getTime() - OLVIDO_MS)), or(isNull(t.bloqueado_hasta), lte(t.bloqueado_hasta, ahora))));
}
