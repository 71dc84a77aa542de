import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { sucursales } from '../../db/schema/index.js';
import { MAX_ENTIDADES_OPCION } from './service.js';

/** The choices of the user form: entities (searched as the user types) and the chosen entity's branches. */
const OPCIONES = `query ($buscar: String) { usuarioOpciones(buscar: $buscar) { entidades { id nombre } } }`;
const SUCURSALES = `query ($id: ID!) { usuarioSucursales(id_entidad: $id) { id nombre } }`;

let t: TestApp;
let admin: string;
const marca = `OPC${Date.now().toString(36).toUpperCase()}`;

async function makeSucursal(id_entidad: number, nombre: string, estado: 'ACTIVO' | 'INACTIVO' = 'ACTIVO') {
  const [row] = await t.database.db.insert(sucursales).values({ nombre, id_entidad, estado }).returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
});
afterAll(() => t.close());

describe('usuarioOpciones: entidades', () => {
  it('busca por nombre o sigla, solo activas, ordenadas por nombre', async () => {
    const b = await makeEntidad(t, { nombre: `${marca} BETA`, sigla: 'BETA' });
    const a = await makeEntidad(t, { nombre: `${marca} ALFA`, sigla: 'ALF' });
    await makeEntidad(t, { nombre: `${marca} CERO`, estado: 'INACTIVO' });
    const sigla = await makeEntidad(t, { nombre: 'OTRA ENTIDAD CUALQUIERA', sigla: `${marca}S` });
    const res = await t.gql(admin, OPCIONES, { buscar: marca.toLowerCase() });
    expect(res.errors).toBeUndefined();
    expect(res.data.usuarioOpciones.entidades).toEqual([
      { id: a.id, nombre: a.nombre },
      { id: b.id, nombre: b.nombre },
      { id: sigla.id, nombre: sigla.nombre },
    ]);
  });

  it(`devuelve como máximo ${MAX_ENTIDADES_OPCION} entidades`, async () => {
    for (let i = 0; i < MAX_ENTIDADES_OPCION + 3; i++) await makeEntidad(t, { nombre: `${marca} MASIVA ${String(i).padStart(3, '0')}` });
    const res = await t.gql(admin, OPCIONES, { buscar: `${marca} MASIVA` });
    expect(res.data.usuarioOpciones.entidades).toHaveLength(MAX_ENTIDADES_OPCION);
    expect(res.data.usuarioOpciones.entidades[0].nombre).toBe(`${marca} MASIVA 000`);
    expect((await t.gql(admin, OPCIONES, {})).data.usuarioOpciones.entidades).toHaveLength(MAX_ENTIDADES_OPCION);
  });

  it('un rol con alcance (5) recibe solo su propia entidad, busque lo que busque', async () => {
    const empleador = await loginAs(t, 5);
    const res = await t.gql(empleador.token, OPCIONES, {});
    expect(res.data.usuarioOpciones.entidades.map((e: { id: number }) => e.id)).toEqual([empleador.user.id_entidad]);
    expect((await t.gql(empleador.token, OPCIONES, { buscar: marca })).data.usuarioOpciones.entidades).toEqual([]);
  });

  it('un texto de búsqueda demasiado largo es VALIDATION', async () => {
    const res = await t.gql(admin, OPCIONES, { buscar: 'x'.repeat(101) });
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('sin usuarios:read (rol 3) es NOT_AUTHORIZED:READ', async () => {
    const operador = await loginAs(t, 3);
    expect((await t.gql(operador.token, OPCIONES, {})).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
    expect((await t.gql(operador.token, SUCURSALES, { id: 1 })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });
});

describe('usuarioSucursales', () => {
  it('lista las sucursales activas de la entidad, por nombre', async () => {
    const entidad = await makeEntidad(t);
    const z = await makeSucursal(entidad.id, 'ZONA SUR');
    const c = await makeSucursal(entidad.id, 'CENTRO');
    await makeSucursal(entidad.id, 'CERRADA', 'INACTIVO');
    await makeSucursal((await makeEntidad(t)).id, 'DE OTRA ENTIDAD');
    const res = await t.gql(admin, SUCURSALES, { id: entidad.id });
    expect(res.data.usuarioSucursales).toEqual([
      { id: c.id, nombre: 'CENTRO' },
      { id: z.id, nombre: 'ZONA SUR' },
    ]);
    expect((await t.gql(admin, SUCURSALES, { id: 999999 })).data.usuarioSucursales).toEqual([]);
  });

  it('un rol con alcance (4) ve las de su entidad y ninguna de otra', async () => {
    const proveedor = await loginAs(t, 4);
    const propia = await makeSucursal(proveedor.user.id_entidad!, 'PUNTO PROPIO');
    const otra = await makeEntidad(t);
    await makeSucursal(otra.id, 'PUNTO AJENO');
    expect((await t.gql(proveedor.token, SUCURSALES, { id: proveedor.user.id_entidad })).data.usuarioSucursales).toEqual([{ id: propia.id, nombre: 'PUNTO PROPIO' }]);
    expect((await t.gql(proveedor.token, SUCURSALES, { id: otra.id })).data.usuarioSucursales).toEqual([]);
    expect((await t.gql(admin, SUCURSALES, { id: otra.id })).data.usuarioSucursales).toHaveLength(1);
  });

  it('un id inválido es VALIDATION', async () => {
    const res = await t.gql(admin, SUCURSALES, { id: 'abc' });
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});
