import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accesosSaldo } from '../../db/schema/index.js';

/** The beneficiary's mobile is verified once none of her rows waits for its code (DOMAIN.md §3). */
const POR_VERIFICAR = sql`('CREADO', 'PARA_ACTIVACION', 'BLOQUEADO_CAMBIO_CELULAR')`;

/**
 * The person a document and birth date name, with her mobile, only when she is a beneficiary whose
 * mobile is verified; null otherwise (the caller answers the same either way).
 */
export async function titularConMovil(db: Executor, documento: string, fechaNacimiento: string): Promise<{ id: number; movil: string } | null> {
  const r = await db.execute<{ id: number; movil: string }>(sql`
    select p.id, p.movil
    from personas p
    where p.nro_documento = ${documento} and p.fecha_nacimiento = ${fechaNacimiento}::date and p.movil is not null
      and exists (select 1 from beneficiarias b where b.id_persona = p.id)
      and not exists (select 1 from beneficiarias b where b.id_persona = p.id and b.estado in ${POR_VERIFICAR})
    limit 1`);
  return r.rows[0] ?? null;
}

/** The person a document names (step 2: the code decides, not this lookup). */
export async function personaPorDocumento(db: Executor, documento: string): Promise<number | null> {
  const r = await db.execute<{ id: number }>(sql`select id from personas where nro_documento = ${documento} order by id limit 1`);
  return r.rows[0]?.id ?? null;
}

export async function insertarAcceso(db: Executor, a: { hash: string; idPersona: number; idCodigo: number; expira: Date }, cuando: Date): Promise<void> {
  await db.insert(accesosSaldo).values({ token_hash: a.hash, id_persona: a.idPersona, id_codigo: a.idCodigo, expira: a.expira, _created_at: cuando });
}

/** The person a live grant names. */
export async function personaDeAcceso(db: Executor, hash: string, ahora: Date): Promise<number | null> {
  const [fila] = await db
    .select({ id: accesosSaldo.id_persona })
    .from(accesosSaldo)
    .where(and(eq(accesosSaldo.token_hash, hash), gt(accesosSaldo.expira, ahora)));
  return fila?.id ?? null;
}
