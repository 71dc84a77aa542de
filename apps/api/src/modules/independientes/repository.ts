import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { beneficiarias, entidades, personas, sucursales, trabajadores } from '../../db/schema/index.js';
import { SUBSIDIO_BONO } from '@pb/contract';

/** The entity's active payroll branch (tipo SUCURSAL), the oldest first. */
export async function sucursalDeEntidad(db: Executor, idEntidad: number) {
  const [row] = await db
    .select({ id: sucursales.id, nombre: sucursales.nombre })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, idEntidad), eq(sucursales.tipo, 'SUCURSAL'), eq(sucursales.estado, 'ACTIVO')))
    .orderBy(asc(sucursales.id))
    .limit(1);
  return row ?? null;
}

/** Whether the branch is an active SUCURSAL of the entity. */
export async function sucursalEsDe(db: Executor, idSucursal: number, idEntidad: number) {
  const [row] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, idSucursal), eq(sucursales.id_entidad, idEntidad), eq(sucursales.tipo, 'SUCURSAL'), eq(sucursales.estado, 'ACTIVO')))
    .limit(1);
  return Boolean(row);
}

export async function entidadExiste(db: Executor, id: number) {
  const [row] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.id, id)).limit(1);
  return Boolean(row);
}

/** The person of a document (read only: persons are written by personas/guardar.ts). */
export async function personaPorDocumento(db: Executor, tipo: string, nro: string, complemento: string | null) {
  const [row] = await db
    .select({
      id: personas.id,
      nombres: personas.nombres,
      primer_apellido: personas.primer_apellido,
      segundo_apellido: personas.segundo_apellido,
      fecha_nacimiento: personas.fecha_nacimiento,
      movil: personas.movil,
    })
    .from(personas)
    .where(and(eq(personas.tipo_documento, tipo), eq(personas.nro_documento, nro), sql`coalesce(${personas.complemento}, '') = ${complemento ?? ''}`))
    .limit(1);
  return row ?? null;
}

/** The person's bonus rows, with their entity's name; the caller's entity first. */
export async function bonosDePersona(db: Executor, idPersona: number, idEntidad: number) {
  return db
    .select({
      id: beneficiarias.id,
      id_entidad: beneficiarias.id_entidad,
      estado: beneficiarias.estado,
      entidad: entidades.nombre,
      nombre_completo: sql<string>`concat_ws(' ', ${personas.nombres}, ${personas.primer_apellido}, ${personas.segundo_apellido})`,
    })
    .from(beneficiarias)
    .innerJoin(entidades, eq(entidades.id, beneficiarias.id_entidad))
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(beneficiarias.id_persona, idPersona), eq(beneficiarias.id_subsidio, SUBSIDIO_BONO)))
    .orderBy(sql`${beneficiarias.id_entidad} = ${idEntidad} desc`, asc(beneficiarias.id));
}

/** The entity's worker row for the person: created, or its branch and aguinaldo brought up to date. */
export async function guardarTrabajador(db: Executor, v: { id_persona: number; id_entidad: number; id_sucursal: number; aguinaldo: string; quien: number; cuando: Date }) {
  await db
    .insert(trabajadores)
    .values({ id_persona: v.id_persona, id_entidad: v.id_entidad, id_sucursal: v.id_sucursal, aguinaldo: v.aguinaldo, _user_created: v.quien, _created_at: v.cuando })
    .onConflictDoUpdate({
      target: [trabajadores.id_entidad, trabajadores.id_persona],
      set: { id_sucursal: v.id_sucursal, aguinaldo: v.aguinaldo, _user_updated: v.quien, _updated_at: v.cuando },
    });
}

export async function insertarBono(
  db: Executor,
  v: { id_persona: number; id_entidad: number; id_sucursal: number; monto_detalle: string; monto_bono: string; estado: 'CREADO' | 'ACTIVO'; fecha_inicio: string; quien: number; cuando: Date },
) {
  const [row] = await db
    .insert(beneficiarias)
    .values({
      id_persona: v.id_persona,
      id_persona_titular: v.id_persona,
      id_persona_titular_cobro: v.id_persona,
      id_subsidio: SUBSIDIO_BONO,
      id_entidad: v.id_entidad,
      id_sucursal: v.id_sucursal,
      monto_detalle: v.monto_detalle,
      monto_bono: v.monto_bono,
      fecha_inicio: v.fecha_inicio,
      estado: v.estado,
      _user_created: v.quien,
      _created_at: v.cuando,
    })
    .returning({ id: beneficiarias.id, estado: beneficiarias.estado });
  return row!;
}

/** A bonus row of the entity (any entity for staff: null), locked for its change. */
export async function bonoBloqueado(db: Executor, id: number, alcance: number | null) {
  const [row] = await db
    .select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona, id_entidad: beneficiarias.id_entidad })
    .from(beneficiarias)
    .where(and(eq(beneficiarias.id, id), eq(beneficiarias.id_subsidio, SUBSIDIO_BONO), alcance === null ? undefined : eq(beneficiarias.id_entidad, alcance)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** A new amount for the bonus beneficiary; the worker's `aguinaldo` stays the registration's (decision 054). */
export async function cambiarMonto(db: Executor, id: number, aguinaldo: string, bono: string, quien: number, cuando: Date) {
  await db.update(beneficiarias).set({ monto_detalle: aguinaldo, monto_bono: bono, _user_updated: quien, _updated_at: cuando }).where(eq(beneficiarias.id, id));
}
