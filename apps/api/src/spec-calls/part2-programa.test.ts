import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginToken } from '../test/factories.js';
import { alimentos, entidades } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { campos, datosGql } from '../test/respuesta.js';

/**
 * Spec part 2 §7, the programme's catalogue (preferences, logs, subsidies, foods, food groups,
 * packages): the calls that already answer as the spec says (issue 30), each with the spec's
 * payload as an allowed role of the demo data, checking the reply's fields (lists: count and rows).
 *
 * Covered (test names start "part 2 §7 …"):
 *  1. GraphQL roles -> count, rows
 *  2. GraphQL rolAdd
 *  3. GraphQL rolEdit
 *  4. GraphQL parametros -> count, rows
 *  5. GraphQL parametroAdd
 *  6. GraphQL parametroEdit
 *  7. GraphQL serviciosIop -> count, rows
 *  8. GraphQL servicioIopAdd
 *  9. GraphQL servicioIopEdit
 * 10. GraphQL logs (order fecha DESC) -> count, rows
 * 11. GraphQL subsidioMontoAdd
 * 12. GraphQL montoSubsidioAdd
 * 13. GraphQL subsidioEdit
 * 14. GraphQL alimentos -> count, rows
 * 15. GraphQL alimentoAdd (id_grupo_alimenticio, id_entidad, estado, nombre, precio, unidad; returns id)
 * 16. GraphQL grupoAlimenticios -> count, rows
 * 17. GraphQL grupoAlimenticios(estado ACTIVO)
 * 18. GraphQL grupoAdd
 * 19. GraphQL grupoEdit
 * 20. GraphQL grupo(id)
 * 21. GET v1/paquetes/regionales
 * 22. GET v1/paquetes/regionales/{idRegional}
 * 23. GET v1/alimentos/paquete
 * 24. GET v1/alimento/{id}
 * 25. GET v1/paquete/{id}
 * 26. POST v1/paquetes: id_subsidio, id_sucursal, estado, _user_created, _created_at, alimentos
 * 27. PATCH v1/alimentos/paquete: id_paquete, _user_created, _created_at, alimentos
 * 28. PATCH v1/paquetes/{id}/ACTIVO/{idSucursal}/{idSubsidio}: activate
 *
 * Left to the lists (not here): GraphQL subsidios (fecha_ini, fecha_fin, id_subsidio,
 * distribucion_copia), distribucionAdd and subsidioDistribucionEdit ({grupo{…}, porcentaje}), pagos (id_beneficiario).
 */

let t: TestApp;
let programa: string;
let admin: string;
let operador: string;
let proveedor: string;

const gql = (token: string, query: string, variables?: Record<string, unknown>) => datosGql(t, token, query, variables);
/** A list answer: count, and rows no more than the page's limit. */
function lista(l: { count: number; rows: Array<Record<string, unknown>> }, limit: number) {
  expect(l.count).toBeGreaterThan(0);
  expect(l.rows.length).toBeGreaterThan(0);
  expect(l.rows.length).toBeLessThanOrEqual(limit);
  return l.rows;
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  t.clock.set(new Date());
  programa = await loginToken(t, 'programa', DEMO_PASSWORD);
  admin = await loginToken(t, 'admin', DEMO_PASSWORD);
  operador = await loginToken(t, 'operador', DEMO_PASSWORD);
  proveedor = await loginToken(t, 'proveedor', DEMO_PASSWORD);
}, 120_000);
afterAll(() => t?.close());

describe('part 2 §7 preferences and logs', () => {
  let rolId: number;
  it('part 2 §7 GraphQL roles -> count, rows', async () => {
    const d = await gql(admin, `{ roles(limit: 5, page: 1, order: "-id") { count rows { id nombre descripcion } } }`);
    const rows = lista(d.roles, 5);
    expect(d.roles.count).toBe(10);
    campos(rows[0]!, { id: 'number', nombre: 'string', descripcion: ['string', 'null'] });
  });

  it('part 2 §7 GraphQL rolAdd', async () => {
    const d = await gql(admin, `mutation ($r: RolInput!) { rolAdd(rol: $r) { id nombre descripcion } }`, { r: { nombre: 'ROL DE LA ESPECIFICACION', descripcion: 'Creado por la prueba' } });
    campos(d.rolAdd, { id: 'number', nombre: 'string', descripcion: 'string' });
    rolId = d.rolAdd.id;
  });

  it('part 2 §7 GraphQL rolEdit', async () => {
    const d = await gql(admin, `mutation ($id: ID!, $r: RolInput!) { rolEdit(id: $id, rol: $r) { id nombre descripcion } }`, { id: String(rolId), r: { nombre: 'ROL DE LA ESPECIFICACION', descripcion: 'Editado' } });
    expect(d.rolEdit).toMatchObject({ id: rolId, descripcion: 'Editado' });
  });

  let parametroId: number;
  it('part 2 §7 GraphQL parametros -> count, rows', async () => {
    const d = await gql(admin, `{ parametros(limit: 5, page: 1, order: "nombre") { count rows { id nombre valor label descripcion } } }`);
    const rows = lista(d.parametros, 5);
    campos(rows[0]!, { id: 'number', nombre: 'string', valor: 'string', label: 'string', descripcion: ['string', 'null'] });
  });

  it('part 2 §7 GraphQL parametroAdd', async () => {
    const d = await gql(admin, `mutation ($p: ParametroInput!) { parametroAdd(parametro: $p) { id nombre valor label descripcion } }`, { p: { nombre: 'PARAMETRO_ESPEC', valor: '1', label: 'Parámetro de la especificación', descripcion: 'Prueba' } });
    campos(d.parametroAdd, { id: 'number', nombre: 'string', valor: 'string', label: 'string' });
    parametroId = d.parametroAdd.id;
  });

  it('part 2 §7 GraphQL parametroEdit', async () => {
    const d = await gql(admin, `mutation ($id: ID!, $p: ParametroInput!) { parametroEdit(id: $id, parametro: $p) { id valor } }`, { id: String(parametroId), p: { nombre: 'PARAMETRO_ESPEC', valor: '2', label: 'Parámetro de la especificación' } });
    expect(d.parametroEdit).toMatchObject({ id: parametroId, valor: '2' });
  });

  let servicioId: number;
  it('part 2 §7 GraphQL serviciosIop -> count, rows', async () => {
    const d = await gql(admin, `{ serviciosIop(limit: 5, page: 1, order: "codigo") { count rows { id codigo metodo descripcion entidad url token tipo estado } } }`);
    const rows = lista(d.serviciosIop, 5);
    campos(rows[0]!, { id: 'number', codigo: 'string', metodo: 'string', url: 'string', tipo: 'string', estado: 'string' });
  });

  it('part 2 §7 GraphQL servicioIopAdd', async () => {
    const d = await gql(admin, `mutation ($s: ServicioIopInput!) { servicioIopAdd(servicioIop: $s) { id codigo metodo url tipo estado } }`, {
      s: { codigo: 'ESPEC', metodo: 'consulta', descripcion: 'Servicio de la especificación', entidad: 'PRUEBA', url: 'https://servicio.example.bo/api', token: 'tk', tipo: 'CONVENIO' },
    });
    campos(d.servicioIopAdd, { id: 'number', codigo: 'string', tipo: 'string', estado: 'string' });
    servicioId = d.servicioIopAdd.id;
  });

  it('part 2 §7 GraphQL servicioIopEdit', async () => {
    const d = await gql(admin, `mutation ($id: ID!, $s: ServicioIopInput!) { servicioIopEdit(id: $id, servicioIop: $s) { id tipo } }`, {
      id: String(servicioId),
      s: { codigo: 'ESPEC', metodo: 'consulta', url: 'https://servicio.example.bo/api', token: 'tk', tipo: 'PUBLICO' },
    });
    expect(d.servicioIopEdit).toMatchObject({ id: servicioId, tipo: 'PUBLICO' });
  });

  it('part 2 §7 GraphQL logs (order fecha DESC) -> count, rows', async () => {
    const d = await gql(admin, `{ logs(limit: 10, page: 1, order: "-fecha") { count rows { id nivel tipo mensaje referencia ip fecha usuario } } }`);
    const rows = lista(d.logs, 10);
    campos(rows[0]!, { id: 'string', nivel: 'string', tipo: 'string', mensaje: 'string', fecha: 'string' });
    const fechas = rows.map((r) => String(r.fecha));
    expect(fechas).toEqual([...fechas].sort().reverse());
  });
});

describe('part 2 §7 subsidies', () => {
  let subsidioId: number;
  const DETALLE = 'id nombre estado monto gestion nro_total_entregas vigencia_dias';
  it('part 2 §7 GraphQL subsidioMontoAdd', async () => {
    const d = await gql(programa, `mutation ($s: SubsidioInput!) { subsidioMontoAdd(subsidio: $s) { ${DETALLE} } }`, { s: { nombre: 'SUBSIDIO DE LA ESPECIFICACION', nro_total_entregas: 6, vigencia_dias: 30, gestion: 2026, monto: '500.00' } });
    campos(d.subsidioMontoAdd, { id: 'number', nombre: 'string', estado: 'string', monto: 'string', gestion: 'number', nro_total_entregas: 'number', vigencia_dias: 'number' });
    subsidioId = d.subsidioMontoAdd.id;
  });

  it('part 2 §7 GraphQL montoSubsidioAdd', async () => {
    const d = await gql(programa, `mutation ($id: ID!, $gestion: Int, $monto: String) { montoSubsidioAdd(id_subsidio: $id, gestion: $gestion, monto: $monto) { ${DETALLE} } }`, { id: String(subsidioId), gestion: 2027, monto: '550.00' });
    expect(d.montoSubsidioAdd).toMatchObject({ id: subsidioId, gestion: 2027, monto: '550.00' });
  });

  it('part 2 §7 GraphQL subsidioEdit', async () => {
    const d = await gql(programa, `mutation ($id: ID!, $s: SubsidioInput!) { subsidioEdit(id: $id, subsidio: $s) { ${DETALLE} } }`, { id: String(subsidioId), s: { nombre: 'SUBSIDIO DE LA ESPECIFICACION 2', nro_total_entregas: 6, vigencia_dias: 45 } });
    expect(d.subsidioEdit).toMatchObject({ id: subsidioId, nombre: 'SUBSIDIO DE LA ESPECIFICACION 2', vigencia_dias: 45 });
  });
});

describe('part 2 §7 foods and food groups', () => {
  let grupoId: number;
  it('part 2 §7 GraphQL grupoAlimenticios -> count, rows', async () => {
    const d = await gql(programa, `{ grupoAlimenticios(limit: 5, page: 1, order: "nombre") { count rows { id nombre sigla descripcion estado } } }`);
    const rows = lista(d.grupoAlimenticios, 5);
    campos(rows[0]!, { id: 'number', nombre: 'string', sigla: ['string', 'null'], descripcion: ['string', 'null'], estado: 'string' });
  });

  it('part 2 §7 GraphQL grupoAlimenticios(estado ACTIVO)', async () => {
    const d = await gql(programa, `{ grupoAlimenticios(estado: "ACTIVO", limit: 100) { count rows { id estado } } }`);
    const rows = lista(d.grupoAlimenticios, 100);
    expect(rows.every((r) => r.estado === 'ACTIVO')).toBe(true);
  });

  it('part 2 §7 GraphQL grupoAdd', async () => {
    const d = await gql(programa, `mutation ($g: GrupoAlimenticioInput!) { grupoAdd(grupo: $g) { id nombre sigla descripcion estado } }`, { g: { nombre: 'GRUPO DE LA ESPECIFICACION', sigla: 'GDE', descripcion: 'Prueba' } });
    campos(d.grupoAdd, { id: 'number', nombre: 'string', estado: 'string' });
    expect(d.grupoAdd.estado).toBe('CREADO');
    grupoId = d.grupoAdd.id;
  });

  it('part 2 §7 GraphQL grupoEdit', async () => {
    const d = await gql(programa, `mutation ($id: ID!, $g: GrupoAlimenticioInput!) { grupoEdit(id: $id, grupo: $g) { id descripcion } }`, { id: String(grupoId), g: { nombre: 'GRUPO DE LA ESPECIFICACION', descripcion: 'Editado' } });
    expect(d.grupoEdit).toMatchObject({ id: grupoId, descripcion: 'Editado' });
  });

  it('part 2 §7 GraphQL grupo(id)', async () => {
    const d = await gql(programa, `query ($id: ID!) { grupo(id: $id) { id nombre sigla descripcion estado } }`, { id: String(grupoId) });
    expect(d.grupo).toMatchObject({ id: grupoId, nombre: 'GRUPO DE LA ESPECIFICACION', sigla: 'GDE' });
  });

  it('part 2 §7 GraphQL alimentos -> count, rows', async () => {
    const d = await gql(programa, `{ alimentos(limit: 5, page: 1, order: "nombre") { count rows { id nombre unidad nombreGrupo id_grupo_alimenticio estado } } }`);
    const rows = lista(d.alimentos, 5);
    campos(rows[0]!, { id: 'number', nombre: 'string', unidad: 'string', nombreGrupo: 'string', id_grupo_alimenticio: 'number', estado: 'string' });
  });

  it('part 2 §7 GraphQL alimentoAdd (id_grupo_alimenticio, id_entidad, estado, nombre, precio, unidad; returns id)', async () => {
    const grupos = await gql(proveedor, `{ grupoAlimenticios(estado: "ACTIVO", limit: 1) { rows { id } } }`);
    const [e] = await t.database.db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, '1020304050'));
    const d = await gql(proveedor, `mutation ($a: AlimentoInput!) { alimentoAdd(alimento: $a) { id } }`, {
      a: { id_grupo_alimenticio: String(grupos.grupoAlimenticios.rows[0].id), id_entidad: String(e!.id), estado: 'ACTIVO', nombre: 'PRODUCTO DE LA ESPECIFICACION', precio: '12.50', unidad: 'KG' },
    });
    campos(d.alimentoAdd, { id: 'number' });
  });
});

describe('part 2 §7 packages', () => {
  let regional: number;
  let subsidio: number;
  let alimento: number;
  let paquete: { id: number; id_sucursal: number; id_subsidio: number };

  it('part 2 §7 GET v1/paquetes/regionales -> package data', async () => {
    const res = await t.rest('GET', '/api/v1/paquetes/regionales', operador);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { datos: 'array', total: 'number' });
    campos(res.json().datos[0], { id: 'number', nombre: 'string' });
    regional = res.json().datos[0].id;
  });

  it('part 2 §7 GET v1/paquetes/regionales/{idRegional} -> package data', async () => {
    const res = await t.rest('GET', `/api/v1/paquetes/regionales/${regional}?limit=10&page=1`, operador);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { datos: 'array', total: 'number' });
  });

  it('part 2 §7 GET v1/alimentos/paquete -> package data', async () => {
    const res = await t.rest('GET', '/api/v1/alimentos/paquete', operador);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json().datos[0], { id: 'number', nombre: 'string', unidad: 'string' });
    alimento = res.json().datos[0].id;
  });

  it('part 2 §7 GET v1/alimento/{id} -> package data', async () => {
    const [a] = await t.database.db.select({ id: alimentos.id }).from(alimentos).where(isNull(alimentos.id_entidad)).orderBy(asc(alimentos.id)).limit(1);
    const res = await t.rest('GET', `/api/v1/alimento/${a!.id}`, programa);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { id: 'number', nombre: 'string', unidad: 'string' });
  });

  it('part 2 §7 POST v1/paquetes: id_subsidio, id_sucursal, estado, _user_created, _created_at, alimentos', async () => {
    const vigentes = await gql(operador, `{ subsidiosVigentes { id nombre } }`);
    subsidio = vigentes.subsidiosVigentes[0].id;
    const res = await t.rest('POST', '/api/v1/paquetes', operador, { id_subsidio: subsidio, id_sucursal: regional, estado: 'CREADO', _user_created: 1, _created_at: new Date().toISOString(), alimentos: [{ id_alimento: alimento, cantidad: '2' }] });
    expect(res.statusCode, res.body).toBe(201);
    campos(res.json(), { mensaje: 'string', datos: 'object' });
    paquete = res.json().datos;
    campos(paquete as unknown as Record<string, unknown>, { id: 'number', id_subsidio: 'number', id_sucursal: 'number', estado: 'string', alimentos: 'array' });
  });

  it('part 2 §7 GET v1/paquete/{id} -> package data', async () => {
    const res = await t.rest('GET', `/api/v1/paquete/${paquete.id}`, operador);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { id: 'number', id_subsidio: 'number', id_sucursal: 'number', estado: 'string', alimentos: 'array' });
    campos(res.json().alimentos[0], { nombre: 'string', unidad: 'string', cantidad: ['string', 'number'] });
  });

  it('part 2 §7 PATCH v1/alimentos/paquete: id_paquete, _user_created, _created_at, alimentos', async () => {
    const res = await t.rest('PATCH', '/api/v1/alimentos/paquete', operador, { id_paquete: paquete.id, _user_created: 1, _created_at: new Date().toISOString(), alimentos: [{ id_alimento: alimento, cantidad: '3' }] });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string' });
  });

  it('part 2 §7 PATCH v1/paquetes/{id}/ACTIVO/{idSucursal}/{idSubsidio}: activate', async () => {
    const res = await t.rest('PATCH', `/api/v1/paquetes/${paquete.id}/ACTIVO/${paquete.id_sucursal}/${paquete.id_subsidio}`, operador, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: 'Paquete Activado', datos: { estado: 'ACTIVO' } });
  });
});
