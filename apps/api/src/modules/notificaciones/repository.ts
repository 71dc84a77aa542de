import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rolesAvisados, type TipoNotificacion } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { nombreCompletoDe, notificaciones, notificacionesDesactivadas, personas, usuarios } from '../../db/schema/index.js';

/**
 * The mail outbox and its opt-outs (issue 35 §3, decision 065). Rows are written in the caller's
 * transaction (the change they tell of); the sending job claims them with FOR UPDATE SKIP LOCKED.
 */

/** The active users of an entity whose role is told of this kind, with a mail address, who have not turned it off; `nombre`, their person's. */
export async function destinatarios(db: Executor, idEntidad: number, tipo: TipoNotificacion) {
  return db
    .select({ id: usuarios.id, usuario: usuarios.usuario, email: usuarios.email, nombre: nombreCompletoDe(personas) })
    .from(usuarios)
    .leftJoin(personas, eq(personas.id, usuarios.id_persona))
    .where(
      and(
        eq(usuarios.id_entidad, idEntidad),
        eq(usuarios.estado, 'ACTIVO'),
        inArray(usuarios.id_rol, [...rolesAvisados(tipo)]),
        isNotNull(usuarios.email),
        sql`${usuarios.email} <> ''`,
        sql`not exists (select 1 from ${notificacionesDesactivadas} d where d.id_usuario = ${usuarios.id} and d.tipo = ${tipo})`,
      ),
    )
    .orderBy(usuarios.id);
}

export type FilaNueva = { clave: string; tipo: string; id_usuario: number; para: string; asunto: string; texto: string; proximo_intento: Date; creado_at: Date };

/** One row per recipient; an event already enqueued for that user (same `clave`) is left as it is. Answers how many were new. */
export async function encolar(db: Executor, filas: FilaNueva[]): Promise<number> {
  if (filas.length === 0) return 0;
  const r = await db.insert(notificaciones).values(filas).onConflictDoNothing({ target: [notificaciones.clave, notificaciones.id_usuario] }).returning({ id: notificaciones.id });
  return r.length;
}

export interface Reclamada {
  id: number;
  para: string;
  asunto: string;
  texto: string;
  intentos: number;
}

/**
 * Claims up to `lote` due PENDIENTE rows: each one's attempt is counted and its next try pushed
 * `plazoMs` ahead in the same statement, so another copy of the API skips it, and a copy that dies
 * mid-send leaves it to be tried again after that lease.
 */
export async function reclamar(db: Executor, ahora: Date, plazoMs: number, lote: number): Promise<Reclamada[]> {
  const r = await db.execute<{ id: number | string; para: string; asunto: string; texto: string; intentos: number }>(sql`
    update notificaciones set intentos = intentos + 1, proximo_intento = ${ahora}::timestamptz + ${plazoMs}::int * interval '1 millisecond'
    where id in (
      select id from notificaciones
      where estado = 'PENDIENTE' and proximo_intento <= ${ahora}::timestamptz
      order by proximo_intento, id
      limit ${lote}
      for update skip locked
    )
    returning id, para, asunto, texto, intentos`);
  return r.rows.map((x) => ({ ...x, id: Number(x.id), intentos: Number(x.intentos) }));
}

export async function marcarEnviada(db: Executor, id: number, cuando: Date): Promise<void> {
  await db.update(notificaciones).set({ estado: 'ENVIADO', enviado_at: cuando, ultimo_error: null }).where(and(eq(notificaciones.id, id), eq(notificaciones.estado, 'PENDIENTE')));
}

/** A failed try: again at `proximo` or, with no attempts left, FALLIDO. */
export async function marcarFallo(db: Executor, id: number, error: string, proximo: Date | null): Promise<void> {
  await db
    .update(notificaciones)
    .set(proximo ? { proximo_intento: proximo, ultimo_error: error.slice(0, 500) } : { estado: 'FALLIDO', ultimo_error: error.slice(0, 500) })
    .where(and(eq(notificaciones.id, id), eq(notificaciones.estado, 'PENDIENTE')));
}

/**
 * Issued PENDIENTE payment codes that expire within `horas` from `ahora` and have no "expiring"
 * event yet, oldest expiry first: the job enqueues that event once per code.
 */
export async function codigosPorVencer(db: Executor, ahora: Date, horas: number, lote: number) {
  const r = await db.execute<{ id: number; codigo: string; id_entidad: number; monto: string; vence: Date | string }>(sql`
    select c.id, c.codigo, c.id_entidad, c.monto::text as monto, c.vence from cpts c
    where c.estado = 'PENDIENTE' and c.codigo is not null and c.vence > ${ahora}::timestamptz
      and c.vence <= ${ahora}::timestamptz + ${horas}::int * interval '1 hour'
      and not exists (select 1 from notificaciones n where n.clave = 'cpt:' || c.id || ':POR_VENCER')
      -- A code whose entity has no one to tell is left out, so it never holds a place in the batch.
      and exists (select 1 from usuarios u where u.id_entidad = c.id_entidad and u.estado = 'ACTIVO' and coalesce(u.email, '') <> ''
        and u.id_rol in (${sql.join(rolesAvisados('CPT_POR_VENCER').map((r) => sql`${r}`), sql`, `)})
        and not exists (select 1 from notificaciones_desactivadas d where d.id_usuario = u.id and d.tipo = 'CPT_POR_VENCER'))
    order by c.vence, c.id
    limit ${lote}`);
  return r.rows.map((x) => ({ ...x, id: Number(x.id), id_entidad: Number(x.id_entidad), vence: new Date(x.vence) }));
}

/** The kinds a user has turned off. */
export async function desactivadas(db: Executor, idUsuario: number): Promise<string[]> {
  const r = await db.select({ tipo: notificacionesDesactivadas.tipo }).from(notificacionesDesactivadas).where(eq(notificacionesDesactivadas.id_usuario, idUsuario));
  return r.map((x) => x.tipo);
}

export async function desactivar(db: Executor, idUsuario: number, tipo: string): Promise<void> {
  await db.insert(notificacionesDesactivadas).values({ id_usuario: idUsuario, tipo }).onConflictDoNothing();
}

export async function activar(db: Executor, idUsuario: number, tipo: string): Promise<void> {
  await db.delete(notificacionesDesactivadas).where(and(eq(notificacionesDesactivadas.id_usuario, idUsuario), inArray(notificacionesDesactivadas.tipo, [tipo])));
}
