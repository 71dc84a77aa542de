import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EstadoBeneficiaria } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiarias, personas } from '../../db/schema/index.js';

const b = beneficiarias;
const p = personas;

/** A person who is a beneficiary of some subsidy, locked: one phone change at a time. */
export async function personaBeneficiaria(db: Executor, idPersona: number) {
  const [row] = await db
    .select({ id: p.id, tipo_documento: p.tipo_documento, nro_documento: p.nro_documento, complemento: p.complemento, movil: p.movil })
    .from(p)
    .where(and(eq(p.id, idPersona), sql`exists (select 1 from ${b} where ${b.id_persona} = ${p.id})`))
    .for('update', { of: p })
    .limit(1);
  return row ?? null;
}

/** The ids of a person's beneficiaries (any subsidy, any entity) in these states, in id order (the order rows are locked in). */
export async function dePersonaEn(db: Executor, idPersona: number, estados: readonly EstadoBeneficiaria[]) {
  const rows = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id_persona, idPersona), inArray(b.estado, [...estados])))
    .orderBy(asc(b.id));
  return rows.map((r) => r.id);
}

/** A beneficiary's person and her registered mobile (the delivery's code goes there). */
export async function beneficiariaConMovil(db: Executor, idBeneficiaria: number) {
  const [row] = await db.select({ id: b.id, id_persona: b.id_persona, movil: p.movil }).from(b).innerJoin(p, eq(p.id, b.id_persona)).where(eq(b.id, idBeneficiaria)).limit(1);
  return row ?? null;
}
