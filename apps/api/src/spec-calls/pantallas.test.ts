import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeEntidad } from '../test/factories.js';
import { beneficiarias, personas, sucursales, trabajadores } from '../db/schema/index.js';

/**
 * Brief h5 (issue 30, "the four screens that miss part of the spec"): `/csv_planillas`' rows edit the
 * mobile and change the state, which needs the row's person in the pending list's answer.
 */
let t: TestApp;
let empleador: string;
let otroEmpleador: string;
let idPersona: number;

const PENDIENTES = `{ beneficiariasNoEnPlanillasPorEntidad(limit: 10, page: 1) { count rows { id s_beneficiaria_estado s_beneficiaria_persona_id s_beneficiaria_persona_nro_documento } } }`;

beforeAll(async () => {
  t = await createTestApp();
  const entidad = (await makeEntidad(t)).id;
  const otra = (await makeEntidad(t)).id;
  empleador = (await loginAs(t, 5, { id_entidad: entidad })).token;
  otroEmpleador = (await loginAs(t, 5, { id_entidad: otra })).token;
  const { db } = t.database;
  const [suc] = await db.insert(sucursales).values({ nombre: 'CASA MATRIZ H5', id_entidad: entidad, tipo: 'SUCURSAL' }).returning();
  const [p] = await db.insert(personas).values({ nro_documento: '7300001', nombres: 'ROSA', primer_apellido: 'MAMANI', fecha_nacimiento: '1991-02-03', movil: '71234567' }).returning({ id: personas.id });
  idPersona = p!.id;
  await db.insert(trabajadores).values({ id_persona: idPersona, id_entidad: entidad, id_sucursal: suc!.id });
  await db.insert(beneficiarias).values({ id_persona: idPersona, id_persona_titular: idPersona, id_subsidio: 1, id_entidad: entidad, id_sucursal: suc!.id, estado: 'ACTIVO' });
}, 60_000);
afterAll(() => t.close());

describe('h5: the pending payroll row and its actions', () => {
  it('part 2 §7 GraphQL beneficiariasNoEnPlanillasPorEntidad: each row names its person (s_beneficiaria_persona_id)', async () => {
    const res = await t.gql(empleador, PENDIENTES, {});
    expect(res.errors).toBeUndefined();
    const fila = res.data.beneficiariasNoEnPlanillasPorEntidad.rows.find((r: { s_beneficiaria_persona_nro_documento: string }) => r.s_beneficiaria_persona_nro_documento === '7300001');
    expect(fila).toMatchObject({ s_beneficiaria_estado: 'ACTIVO', s_beneficiaria_persona_id: idPersona });
  });

  it("part 2 §7 PATCH v1/beneficiarias/{personId}/{ACTIVO or INACTIVO}: the row's person changes state, only in the caller's entity", async () => {
    const ajena = await t.rest('PATCH', `/api/v1/beneficiarias/${idPersona}/INACTIVO`, otroEmpleador, {});
    expect(ajena.statusCode).toBe(404);
    const res = await t.rest('PATCH', `/api/v1/beneficiarias/${idPersona}/INACTIVO`, empleador, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.estadoModificado) });
    const [b] = await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id_persona, idPersona));
    expect(b!.estado).toBe('INACTIVO');
    const lista = await t.gql(empleador, PENDIENTES, {});
    expect(lista.data.beneficiariasNoEnPlanillasPorEntidad.rows.find((r: { s_beneficiaria_persona_id: number }) => r.s_beneficiaria_persona_id === idPersona)).toMatchObject({ s_beneficiaria_estado: 'INACTIVO' });
  });
});
