import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@pb/api/db/client.js';
import { usuarios } from '@pb/api/db/schema/index.js';
import * as repo from '@pb/api/modules/registros/repository.js';
import { acreditarInscripcion } from '@pb/api/modules/registros/service.js';
import { fechaFin } from '@pb/api/modules/registroBeneficiaria/service.js';
import { registrarAltas } from '@pb/api/modules/beneficiarias/estados.js';
import { crearPersonas } from '@pb/api/modules/personas/guardar-lote.js';
import { fechaBolivia } from '@pb/contract';

/**
 * The demo's universal-subsidy beneficiary (decision 027), registered as the counter would: a woman
 * the SEGIP simulator knows and no demo employer has, in the programme's regional of La Paz, with
 * her 4 assignments credited and their calendar. Her data are SEGIP's (docs/demo.md, SEGIP simulator).
 */
export const DEMO_UNIVERSAL = { nro_documento: '4096014', fecha_nacimiento: '2001-12-28', nombres: 'GLADYS', primer_apellido: 'ARCE', segundo_apellido: 'POMA', movil: '79990021' } as const;

/** Bolivia's today (UTC−4). */

export async function seedDemoRegistros(db: Executor) {
  const [universal, ...otros] = await repo.universalesActivos(db);
  const [quien] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, 'operador')).limit(1);
  if (!universal || otros.length || !quien) return;
  const cuando = new Date();
  const hoy = fechaBolivia(cuando);
  const monto = await repo.montoVigente(db, universal.id, Number(hoy.slice(0, 4)));
  const regional = await repo.regionalDelPrograma(db, '02');
  const r = await db.execute<{ id: number }>(sql`select m.id from municipios m where m.codigo_completo = '020101'`);
  const idMunicipio = r.rows[0]?.id;
  if (!monto || !regional || !idMunicipio || (await repo.personaCi(db, DEMO_UNIVERSAL.nro_documento, null))) return;
  const [persona] = await crearPersonas(db, [{ ...DEMO_UNIVERSAL, tipo_documento: 'CI', nacionalidad: 'BOLIVIA', genero: 'F', estado_verificacion: 'VERIFICADO_SEGIP' }], { quien: quien.id });
  const fila = await repo.insertarBeneficiaria(db, {
    id_persona: persona!.id,
    id_persona_titular: persona!.id,
    id_persona_titular_cobro: persona!.id,
    id_subsidio: universal.id,
    id_entidad: regional.id_entidad,
    id_sucursal: regional.id_sucursal,
    nro_asignacion_inicio: 1,
    nro_asignacion_fin: universal.nro_total_entregas,
    fecha_inicio: hoy,
    fecha_fin: fechaFin(hoy, universal.vigencia_dias, universal.nro_total_entregas),
    // Her mobile is verified in the demo, so she is ACTIVO and her first calendar can be delivered.
    estado: 'ACTIVO',
    _user_created: quien.id,
    _created_at: cuando,
  });
  await registrarAltas(db, [fila], 'Registro de subsidio universal (demostración)', { quien: quien.id, cuando });
  await repo.insertarInscripcion(db, { id_beneficiaria: fila.id, codigo_inscripcion: 'INS-DEMO-0001', id_municipio: idMunicipio, medico_nombres: 'RENÉ', medico_primer_apellido: 'FLORES', medico_matricula: 'MP-1001', _user_created: quien.id, _created_at: cuando });
  await acreditarInscripcion(db, { idBeneficiaria: fila.id, subsidio: universal, monto, hoy, quien: quien.id, cuando });
}
