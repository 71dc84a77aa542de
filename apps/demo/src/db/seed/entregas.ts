import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@pb/api/db/client.js';
import { alimentos, beneficiarias, entidades, paqueteAlimentos, paquetes, personas, subsidios, sucursales, usuarios } from '@pb/api/db/schema/index.js';
import { NIT_DEMO } from '../../integrations/ovt/registro.js';
import { crearPlanillasDe, cambiarEstadoPlanillas, marcarPagadas } from '@pb/api/modules/planillas/service.js';

/** The demo beneficiary docs/demo.md names for the counter (the first of the two; seed.test.ts checks it). */
export const DOCUMENTO_ENTREGAS = '10191816';

/** Documents docs/demo.md's other demo journeys use (registrations, the birth-date dialog): left alone. */
const RESERVADOS = ['1000152', '1025190', '1049345', '3850301', '13340928'];

/**
 * The counter's demo (decision 026): two of the demo employer's workers (the two lowest document
 * numbers not used elsewhere in docs/demo.md) are also beneficiaries of SUBSIDIO PRENATAL, paid by a
 * PAGADO payroll through the real services (their first assignment credited, so its delivery
 * calendar exists), and the regional of La Paz has an ACTIVO PRENATAL package.
 */
export async function seedDemoEntregas(db: Executor) {
  const [demo] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, NIT_DEMO)).limit(1);
  const [prenatal] = await db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.nombre, 'SUBSIDIO PRENATAL')).limit(1);
  const [empleador] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, 'empleador')).limit(1);
  if (!demo || !prenatal || !empleador) return;
  const cuando = new Date();
  const trabajadoras = await db
    .select({ id_persona: beneficiarias.id_persona, id_sucursal: beneficiarias.id_sucursal })
    .from(beneficiarias)
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(beneficiarias.id_entidad, demo.id), eq(beneficiarias.id_subsidio, 1), sql`${personas.nro_documento} not in ${RESERVADOS}`, sql`${personas.movil} is not null`, sql`${beneficiarias.id_sucursal} is not null`))
    .orderBy(asc(personas.nro_documento))
    .limit(2);
  if (trabajadoras.length > 0) {
    const nuevas = await db
      .insert(beneficiarias)
      .values(trabajadoras.map((w) => ({ id_persona: w.id_persona, id_persona_titular: w.id_persona, id_subsidio: prenatal.id, id_entidad: demo.id, id_sucursal: w.id_sucursal, estado: 'ACTIVO', nro_asignacion_inicio: 1, nro_asignacion_fin: 4, fecha_inicio: cuando.toISOString().slice(0, 10), _created_at: cuando })))
      .onConflictDoNothing()
      .returning({ id: beneficiarias.id });
    // One payroll paid from the first one's branch, named as docs/demo.md says.
    const ids = await crearPlanillasDe(db, { entidad: demo.id, idsBeneficiaria: nuevas.map((b) => b.id), nombre: 'PLANILLA SUBSIDIO PRENATAL', sucursalPago: trabajadoras[0]!.id_sucursal!, quien: empleador.id, cuando });
    if (ids.length > 0) {
      await cambiarEstadoPlanillas(db, ids, 'ENVIADO', empleador.id, cuando);
      await marcarPagadas(db, ids, empleador.id, cuando);
    }
  }
  await paqueteLaPaz(db, prenatal.id, cuando);
}

/**
 * An ACTIVO package of the universal subsidy at La Paz too: the demo's universal beneficiaries
 * (registered at /registros, regional La Paz) collect theirs at the same counter.
 */
export async function seedDemoPaqueteUniversal(db: Executor) {
  const [universal] = await db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.nombre, 'SUBSIDIO UNIVERSAL PRENATAL')).limit(1);
  if (universal) await paqueteLaPaz(db, universal.id, new Date());
}

/** An ACTIVO package of the subsidy at the regional of La Paz, unless it has one. */
async function paqueteLaPaz(db: Executor, idSubsidio: number, cuando: Date) {
  const [regional] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .innerJoin(entidades, eq(entidades.id, sucursales.id_entidad))
    .where(and(eq(entidades.tipo, 'PROGRAMA'), eq(sucursales.tipo, 'REGIONAL'), eq(sucursales.nombre, 'REGIONAL LA PAZ')))
    .limit(1);
  if (!regional) return;
  const [activo] = await db.select({ id: paquetes.id }).from(paquetes).where(and(eq(paquetes.id_subsidio, idSubsidio), eq(paquetes.id_sucursal, regional.id), eq(paquetes.estado, 'ACTIVO'))).limit(1);
  if (activo) return;
  const comida = await db.select({ id: alimentos.id }).from(alimentos).where(and(isNull(alimentos.id_entidad), eq(alimentos.estado, 'ACTIVO'))).orderBy(asc(alimentos.id)).limit(3);
  if (comida.length === 0) return;
  const [p] = await db.insert(paquetes).values({ id_subsidio: idSubsidio, id_sucursal: regional.id, estado: 'ACTIVO', _created_at: cuando }).returning({ id: paquetes.id });
  await db.insert(paqueteAlimentos).values(comida.map((a, i) => ({ id_paquete: p!.id, id_alimento: a.id, cantidad: ['2.00', '1.00', '3.00'][i]!, orden: i + 1 })));
}
