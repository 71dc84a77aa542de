import type { EstadoCodigoVerificacion } from '@pb/contract';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { codigosVerificacion } from '../../db/schema/index.js';

export type Proposito = 'CELULAR' | 'ENTREGA' | 'COMPRA' | 'SALDO';
export type EstadoCodigo = EstadoCodigoVerificacion;

export interface CodigoPendiente {
  id: number;
  numero_celular: string;
  codigo_hash: string;
  expira: Date;
  intentos: number;
}

/** The person's pending code for this purpose, locked (its tries are counted one at a time). */
export async function pendienteBloqueado(db: Executor, idPersona: number, proposito: Proposito): Promise<CodigoPendiente | null> {
  const [fila] = await db
    .select({ id: codigosVerificacion.id, numero_celular: codigosVerificacion.numero_celular, codigo_hash: codigosVerificacion.codigo_hash, expira: codigosVerificacion.expira, intentos: codigosVerificacion.intentos })
    .from(codigosVerificacion)
    .where(and(eq(codigosVerificacion.id_persona, idPersona), eq(codigosVerificacion.proposito, proposito), eq(codigosVerificacion.estado, 'PENDIENTE')))
    .for('update');
  return fila ?? null;
}

/** The pending code (if any) is replaced: only the newest code sent counts. */
export async function reemplazarPendiente(db: Executor, idPersona: number, proposito: Proposito, quien: number | null, cuando: Date): Promise<void> {
  await db
    .update(codigosVerificacion)
    .set({ estado: 'REEMPLAZADO', _user_updated: quien, _updated_at: cuando })
    .where(and(eq(codigosVerificacion.id_persona, idPersona), eq(codigosVerificacion.proposito, proposito), eq(codigosVerificacion.estado, 'PENDIENTE')));
}

export async function insertar(
  db: Executor,
  c: { idPersona: number; numero: string; proposito: Proposito; hash: string; expira: Date },
  quien: number | null,
  cuando: Date,
): Promise<number> {
  const [fila] = await db
    .insert(codigosVerificacion)
    .values({ id_persona: c.idPersona, numero_celular: c.numero, proposito: c.proposito, codigo_hash: c.hash, expira: c.expira, _user_created: quien, _created_at: cuando })
    .returning({ id: codigosVerificacion.id });
  return fila!.id;
}

export async function actualizar(db: Executor, id: number, cambios: { intentos?: number; estado?: EstadoCodigo; id_mensaje?: string }, quien: number | null, cuando: Date): Promise<void> {
  await db
    .update(codigosVerificacion)
    .set({ ...cambios, _user_updated: quien, _updated_at: cuando })
    .where(eq(codigosVerificacion.id, id));
}

/**
 * Takes the transaction-long locks on the person's and the number's codes (person first, always), so
 * that two codes asked at once are counted one after the other, on any copy of the API.
 */
export async function bloquearEnvios(db: Executor, idPersona: number, numero: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`codigos:persona:${idPersona}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`codigos:numero:${numero}`}))`);
}

/** Codes made for this purpose since `dia` (and since `hora`), for the person and for the number. */
export async function enviados(db: Executor, c: { idPersona: number; numero: string; proposito: Proposito }, hora: Date, dia: Date) {
  const t = codigosVerificacion;
  const [fila] = await db
    .select({
      personaHora: sql<number>`count(*) filter (where ${t.id_persona} = ${c.idPersona} and ${t._created_at} >= ${hora})`.mapWith(Number),
      personaDia: sql<number>`count(*) filter (where ${t.id_persona} = ${c.idPersona})`.mapWith(Number),
      numeroHora: sql<number>`count(*) filter (where ${t.numero_celular} = ${c.numero} and ${t._created_at} >= ${hora})`.mapWith(Number),
      numeroDia: sql<number>`count(*) filter (where ${t.numero_celular} = ${c.numero})`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.proposito, c.proposito), gte(t._created_at, dia), or(eq(t.id_persona, c.idPersona), eq(t.numero_celular, c.numero))));
  return fila!;
}
