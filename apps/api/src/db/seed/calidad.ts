import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { beneficiarias, codigosVerificacion, entregas, personas, tarjetas } from '../schema/index.js';
import { DOCUMENTO_ENTREGAS } from './entregas.js';
import { fechaBolivia } from '../../core/bolivia.js';

const DIA_MS = 86_400_000;

/**
 * The data-quality demo (issue 35 §4, decision 062): one planted problem for three of the reports,
 * on the counter's second PRENATAL beneficiary (the first, DOCUMENTO_ENTREGAS, is the README's
 * counter journey and stays clean):
 * - her paid first assignment's calendar ended yesterday (Bolivia's day) (entregasVencidas);
 * - a card assigned to her 120 days ago, never used (tarjetasSinUso);
 * - her mobile was verified by her and, earlier, by another demo worker (celularesCompartidos).
 * `activasSinCelularVerificado` already lists the demo's independents (ACTIVO without a mobile).
 * Nothing is planted for `planillasDosEmpleadores`: the demo has no person with two employers' beneficiary rows.
 */
export async function seedDemoCalidad(db: Executor) {
  const [b] = await db
    .select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona, movil: personas.movil })
    .from(entregas)
    .innerJoin(beneficiarias, eq(beneficiarias.id, entregas.id_beneficiaria))
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(entregas.estado, 'HABILITADO'), sql`${entregas.origen} like 'planilla_detalle:%'`, sql`${personas.nro_documento} <> ${DOCUMENTO_ENTREGAS}`, isNotNull(personas.movil)))
    .orderBy(asc(entregas.id))
    .limit(1);
  if (!b) return;
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
