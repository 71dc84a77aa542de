import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@pb/api/db/client.js';
import { beneficiarias, codigosVerificacion, entidades, entregas, personas, planillaDetalle, subsidios, sucursales, tarjetas, trabajadores, usuarios } from '@pb/api/db/schema/index.js';
import { DOCUMENTO_ENTREGAS } from './entregas.js';
import { DIA_MS, fechaBolivia, isoDeDiaMesAnio } from '@pb/contract';
import { NIT_DEMO, NIT_ETA } from '../../integrations/ovt/registro.js';
import { registroSegip } from '../../integrations/segip/registro.js';
import { confirmarFechasSegip } from '@pb/api/modules/personas/guardar-lote.js';
import { crearPlanillasDe } from '@pb/api/modules/planillas/service.js';
import { registrarAltas } from '@pb/api/modules/beneficiarias/estados.js';

/**
 * A demo worker (SEGIP's twelfth person, of the demo employer's first matrícula) whose birth date the
 * OVT has with a typing error (integrations/ovt/registro.ts: one SEGIP person in ten): the sync
 * created her with the OVT's date; the demo then has SEGIP confirm hers (fechasNacimientoOvtSegip).
 */
export const DOCUMENTO_FECHA_OVT = registroSegip()[11]!.NumeroDocumento;

/**
 * The data-quality demo (issue 35 §4, decision 062): one planted problem for each report but
 * `activasSinCelularVerificado` (which already lists the demo's independents, ACTIVO without a
 * mobile). On the counter's second PRENATAL beneficiary (the first, DOCUMENTO_ENTREGAS, is the
 * counter journey of docs/demo.md and stays clean):
 * - her paid first assignment's calendar ended yesterday (Bolivia's day) (entregasVencidas);
 * - a card assigned to her 120 days ago, never used (tarjetasSinUso);
 * - her mobile was verified by her and, earlier, by another demo worker (celularesCompartidos);
 * - she is a PRENATAL beneficiary of the demo ETA too, in an ETA payroll (not paid) of the month of
 *   her demo employer's PRENATAL payroll (planillasDosEmpleadores).
 * And DOCUMENTO_FECHA_OVT's birth date confirmed by SEGIP, not the OVT's her worker row keeps (fechasNacimientoOvtSegip).
 */
export async function seedDemoCalidad(db: Executor) {
  await fechaConfirmadaPorSegip(db);
  const [b] = await db
    .select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona, movil: personas.movil })
    .from(entregas)
    .innerJoin(beneficiarias, eq(beneficiarias.id, entregas.id_beneficiaria))
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(entregas.estado, 'HABILITADO'), sql`${entregas.origen} like 'planilla_detalle:%'`, sql`${personas.nro_documento} <> ${DOCUMENTO_ENTREGAS}`, isNotNull(personas.movil)))
    .orderBy(asc(entregas.id))
    .limit(1);
  if (!b) return;
  await enDosEmpleadores(db, b.id);
  const ahora = Date.now();
  const dia = (dias: number) => fechaBolivia(new Date(ahora + dias * DIA_MS));
  await db
    .update(entregas)
    .set({ habilitada_desde: dia(-60), fecha_limite: dia(-1) })
    .where(and(eq(entregas.id_beneficiaria, b.id), eq(entregas.estado, 'HABILITADO')));
  const [libre] = await db.select({ id: tarjetas.id }).from(tarjetas).where(eq(tarjetas.id_beneficiaria, b.id)).limit(1);
  if (!libre) await db.insert(tarjetas).values({ uuid: 'DE0CA11DAD062', lote: 'DEMO-CALIDAD', estado: 'ASIGNADO', id_beneficiaria: b.id, fecha_asignacion: new Date(ahora - 120 * DIA_MS) });
  const [otra] = await db.select({ id: personas.id }).from(personas).where(and(isNotNull(personas.movil), gt(personas.id, b.id_persona), isNull(personas.complemento))).orderBy(asc(personas.id)).limit(1);
  if (!otra) return;
  const codigo = (id_persona: number, dias: number) => ({ id_persona, numero_celular: b.movil!, proposito: 'CELULAR', codigo_hash: 'demo', expira: new Date(ahora + dias * DIA_MS), estado: 'VERIFICADO' });
  await db.insert(codigosVerificacion).values([codigo(otra.id, -200), codigo(b.id_persona, -100)]);
}

/** SEGIP's date for DOCUMENTO_FECHA_OVT, when the OVT sync left her worker row with another (the OVT's). */
async function fechaConfirmadaPorSegip(db: Executor) {
  const segip = registroSegip()[11];
  if (!segip) return;
  const fecha = isoDeDiaMesAnio(segip.FechaNacimiento);
  const [w] = await db
    .select({ id_persona: trabajadores.id_persona })
    .from(trabajadores)
    .innerJoin(personas, eq(personas.id, trabajadores.id_persona))
    .innerJoin(entidades, eq(entidades.id, trabajadores.id_entidad))
    .where(and(eq(entidades.nit, NIT_DEMO), eq(personas.tipo_documento, 'CI'), eq(personas.nro_documento, segip.NumeroDocumento), sql`${trabajadores.fecha_nacimiento_ovt} <> ${fecha}::date`))
    .limit(1);
  if (w) await confirmarFechasSegip(db, [{ id: w.id_persona, fecha_nacimiento: fecha }], { quien: null, cuando: new Date() });
}

/**
 * The beneficiary `idBeneficiaria` (a demo employer's PRENATAL row in a live payroll) becomes a PRENATAL
 * beneficiary of the demo ETA too, in an ETA payroll of the same month made by `crearPlanillasDe`.
 */
async function enDosEmpleadores(db: Executor, idBeneficiaria: number) {
  const [linea] = await db
    .select({ id_persona: beneficiarias.id_persona, id_subsidio: beneficiarias.id_subsidio, periodo: planillaDetalle.periodo })
    .from(planillaDetalle)
    .innerJoin(beneficiarias, eq(beneficiarias.id, planillaDetalle.id_beneficiaria))
    .where(and(eq(planillaDetalle.id_beneficiaria, idBeneficiaria), eq(planillaDetalle.vigente, true)))
    .orderBy(asc(planillaDetalle.id))
    .limit(1);
  const [eta] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, NIT_ETA)).limit(1);
  const [usuario] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, 'eta')).limit(1);
  if (!linea || !eta || !usuario) return;
  const [sucursal] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, eta.id), eq(sucursales.tipo, 'SUCURSAL'), eq(sucursales.estado, 'ACTIVO')))
    .orderBy(asc(sucursales.id))
    .limit(1);
  const [subsidio] = await db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.id, linea.id_subsidio)).limit(1);
  if (!sucursal || !subsidio) return;
  // Noon in Bolivia on the first day of the month of her other payroll line: the ETA's payroll is of that month.
  const cuando = new Date(`${linea.periodo}T16:00:00Z`);
  const nuevas = await db
    .insert(beneficiarias)
    .values({ id_persona: linea.id_persona, id_persona_titular: linea.id_persona, id_subsidio: subsidio.id, id_entidad: eta.id, id_sucursal: sucursal.id, estado: 'ACTIVO', nro_asignacion_inicio: 1, nro_asignacion_fin: 4, fecha_inicio: linea.periodo, _created_at: cuando })
    .onConflictDoNothing()
    .returning({ id: beneficiarias.id, estado: beneficiarias.estado });
  await registrarAltas(db, nuevas, 'Registro de beneficiaria (demostración de calidad de datos)', { quien: usuario.id, cuando });
  await crearPlanillasDe(db, { entidad: eta.id, idsBeneficiaria: nuevas.map((n) => n.id), nombre: 'PLANILLA SUBSIDIO PRENATAL', sucursalPago: 'porSucursal', quien: usuario.id, cuando });
}
