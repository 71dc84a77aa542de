import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginToken } from '../test/factories.js';
import { entidades, pagos, serviciosIop, sucursales } from '../db/schema/index.js';
import { startTesoroSimulator } from '@pb/demo/integrations/tesoro/simulator.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { fechaBolivia } from '@pb/contract';
import { campos } from '../test/respuesta.js';

/**
 * Spec part 2 §7, embassies, other entities, urban municipalities and the CSV reports: the calls that
 * already answer as the spec says (issue 30), each with the spec's payload as an allowed
 * role of the demo data, checking the reply (lists: datos and total; CSV: content type and header row).
 *
 * Covered (test names start "part 2 §7 …"):
 *  1. GET v1/embajadas -> list
 *  2. PATCH v1/embajada/{id}/ACTIVO or INACTIVO -> status
 *  3. GET v1/otros -> list
 *  4. GET v1/otros/{id}
 *  5. POST v1/otros
 *  6. PUT v1/otros/ (id, nombre, direccion, telefonos, email, _user_updated, _updated_at, nit)
 *  7. PATCH v1/otros/{id}/ACTIVO or INACTIVO
 *  8. GET v1/municipios -> list
 *  9. GET v1/municipios/{id}
 * 10. POST v1/municipios (dpa, nombre, observacion, _user_created, _created_at)
 * 11. PUT v1/municipios/{id}
 * 12. PATCH v1/municipios/{id}/ACTIVO or INACTIVO
 * 13. GET v1/gastos/{startDate}/{endDatePlusOneDay}?tipo=resumen or detallado -> CSV
 * 14. GET v1/ventas/{from}/{toPlusOneDay}?tipo=resumen or detallado -> CSV
 * 15. GET v1/sucursales/{id}/ventas/{from}/{toPlusOneDay} -> CSV
 * 16. GET v1/ventas/pagos/{id} -> CSV
 * 17. GET v1/pendientes/{tipo}/{idMunicipio}/{idSubsidio} -> CSV
 */

let t: TestApp;
let tesoro: Awaited<ReturnType<typeof startTesoroSimulator>>;
let programa: string;
let proveedor: string;
let proveedorEntidad: number;
const DIA = 86_400_000;
const desde = fechaBolivia(new Date(Date.now() - 40 * DIA));
const hasta = fechaBolivia(new Date(Date.now() + DIA));

/** A REST list answer: datos, total, totalFiltro. */
function lista(res: { statusCode: number; body: string; json: () => any }) {
  expect(res.statusCode, res.body).toBe(200);
  campos(res.json(), { datos: 'array', total: 'number', totalFiltro: 'number' });
  expect(res.json().datos.length).toBeGreaterThan(0);
  return res.json().datos as Array<Record<string, unknown>>;
}
/** A CSV answer: its content type and header row. */
function csv(res: { statusCode: number; headers: Record<string, unknown>; body: string }, cabecera: string[]) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(String(res.headers['content-type'])).toContain('text/csv');
  const [primera, ...filas] = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(primera!.split(';')).toEqual(cabecera);
  return filas;
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  t.clock.set(new Date());
  programa = await loginToken(t, 'programa', DEMO_PASSWORD);
  proveedor = await loginToken(t, 'proveedor', DEMO_PASSWORD);
  tesoro = await startTesoroSimulator({ token: 'token-tesoro-prueba' });
  await t.database.db.update(serviciosIop).set({ url: tesoro.url, token: 'token-tesoro-prueba' }).where(eq(serviciosIop.codigo, 'TESORO'));
  proveedorEntidad = (await t.database.db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, '1020304050')))[0]!.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await tesoro?.close();
});

describe('part 2 §7 embassies', () => {
  let id: number;
  it('part 2 §7 GET v1/embajadas -> list', async () => {
    const datos = lista(await t.rest('GET', '/api/v1/embajadas?limit=10&page=1&order=nombre', programa));
    campos(datos[0]!, { id: 'number', nombre: 'string', direccion: ['string', 'null'], telefonos: ['string', 'null'], email: ['string', 'null'], estado: 'string' });
    id = datos[0]!.id as number;
  });

  it('part 2 §7 PATCH v1/embajada/{id}/ACTIVO or INACTIVO -> status', async () => {
    const off = await t.rest('PATCH', `/api/v1/embajada/${id}/INACTIVO`, programa, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().mensaje).toBe('Embajada Desactivada');
    const on = await t.rest('PATCH', `/api/v1/embajada/${id}/ACTIVO`, programa, {});
    expect(on.json().mensaje).toBe('Embajada Activada');
  });
});

describe('part 2 §7 other entities', () => {
  let id: number;
  it('part 2 §7 GET v1/otros -> list', async () => {
    const datos = lista(await t.rest('GET', '/api/v1/otros?limit=10&page=1&order=-nombre', programa));
    campos(datos[0]!, { id: 'number', nombre: 'string', sigla: ['string', 'null'], tipo: 'string', origen: 'string', estado: 'string' });
  });

  it('part 2 §7 POST v1/otros', async () => {
    const res = await t.rest('POST', '/api/v1/otros', programa, {
      nombre: 'FUNDACION DE LA ESPECIFICACION',
      descripcion: 'Apoyo a madres',
      sigla: 'ONG',
      tipo: 'ONG',
      email: 'ong.espec@example.bo',
      telefonos: '2441250',
      direccion: 'Av. Arce 2020',
      nit: '1099000001',
      dpa: '020101',
      _user_created: 1,
      _created_at: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mensaje).toBe('Entidad Creada');
    campos(res.json().datos, { id: 'number', nombre: 'string', estado: 'string' });
    id = res.json().datos.id;
  });

  it('part 2 §7 GET v1/otros/{id}', async () => {
    const res = await t.rest('GET', `/api/v1/otros/${id}`, programa);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { id: 'number', nombre: 'string', tipo: 'string', sigla: 'string', origen: 'string', departamento: ['string', 'null'], provincia: ['string', 'null'], municipio: ['string', 'null'], dpa: ['string', 'null'], estado: 'string' });
  });

  it('part 2 §7 PUT v1/otros/ (id, nombre, direccion, telefonos, email, _user_updated, _updated_at, nit)', async () => {
    const res = await t.rest('PUT', '/api/v1/otros/', programa, { id, nombre: 'FUNDACION DE LA ESPECIFICACION 2', direccion: 'Calle 21', telefonos: '2799999', email: 'nuevo.espec@example.bo', _user_updated: 1, _updated_at: new Date().toISOString(), nit: '1099000001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mensaje).toBe('Entidad Modificada');
  });

  it('part 2 §7 PATCH v1/otros/{id}/ACTIVO or INACTIVO', async () => {
    const off = await t.rest('PATCH', `/api/v1/otros/${id}/INACTIVO`, programa, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().mensaje).toBe('Entidad Desactivada');
    expect((await t.rest('PATCH', `/api/v1/otros/${id}/ACTIVO`, programa, {})).json().mensaje).toBe('Entidad Activada');
  });
});

describe('part 2 §7 urban municipalities', () => {
  let id: number;
  it('part 2 §7 GET v1/municipios -> list', async () => {
    const datos = lista(await t.rest('GET', '/api/v1/municipios?limit=10&page=1&order=nombre', programa));
    campos(datos[0]!, { id: 'number', nombre: 'string', dpa: 'string', observacion: ['string', 'null'], estado: 'string' });
  });

  it('part 2 §7 POST v1/municipios (dpa, nombre, observacion, _user_created, _created_at)', async () => {
    const res = await t.rest('POST', '/api/v1/municipios', programa, { dpa: '040101', nombre: 'Oruro', observacion: 'Con supermercados', _user_created: 1, _created_at: new Date().toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mensaje).toBe('Municipio creado');
    id = res.json().datos.id;
  });

  it('part 2 §7 GET v1/municipios/{id}', async () => {
    const res = await t.rest('GET', `/api/v1/municipios/${id}`, programa);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { id: 'number', nombre: 'string', dpa: 'string', observacion: ['string', 'null'], estado: 'string' });
  });

  it('part 2 §7 PUT v1/municipios/{id}', async () => {
    const res = await t.rest('PUT', `/api/v1/municipios/${id}`, programa, { nombre: 'Oruro', observacion: 'Capital' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mensaje).toBe('Municipio modificado');
  });

  it('part 2 §7 PATCH v1/municipios/{id}/ACTIVO or INACTIVO', async () => {
    const off = await t.rest('PATCH', `/api/v1/municipios/${id}/INACTIVO`, programa, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().mensaje).toBe('Municipio Desactivado');
    expect((await t.rest('PATCH', `/api/v1/municipios/${id}/ACTIVO`, programa, {})).json().mensaje).toBe('Municipio Activado');
  });
});

describe('part 2 §7 CSV reports', () => {
  it('part 2 §7 GET v1/gastos/{startDate}/{endDatePlusOneDay}?tipo=resumen or detallado -> CSV', async () => {
    expect(csv(await t.rest('GET', `/api/v1/gastos/${desde}/${hasta}?tipo=resumen`, programa), ['subsidio', 'grupo', 'departamento', 'nro_ventas', 'monto']).length).toBeGreaterThan(0);
    csv(await t.rest('GET', `/api/v1/gastos/${desde}/${hasta}?tipo=detallado`, programa), ['fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'grupo', 'producto', 'cantidad', 'precio', 'monto']);
  });

  it('part 2 §7 GET v1/ventas/{from}/{toPlusOneDay}?tipo=resumen or detallado -> CSV', async () => {
    expect(csv(await t.rest('GET', `/api/v1/ventas/${desde}/${hasta}?tipo=resumen`, programa), ['proveedor', 'nit', 'punto_venta', 'departamento', 'nro_ventas', 'monto', 'nro_revertidas']).length).toBeGreaterThan(0);
    csv(await t.rest('GET', `/api/v1/ventas/${desde}/${hasta}?tipo=detallado`, programa), ['fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'beneficiaria', 'metodo', 'monto', 'estado']);
  });

  it('part 2 §7 GET v1/sucursales/{id}/ventas/{from}/{toPlusOneDay} -> CSV', async () => {
    const [punto] = await t.database.db.select({ id: sucursales.id }).from(sucursales).where(and(eq(sucursales.id_entidad, proveedorEntidad), eq(sucursales.tipo, 'PUNTO_VENTA'))).orderBy(asc(sucursales.id)).limit(1);
    csv(await t.rest('GET', `/api/v1/sucursales/${punto!.id}/ventas/${desde}/${hasta}`, proveedor), ['fecha', 'id_transaccion', 'beneficiaria', 'metodo', 'monto', 'estado']);
  });

  it('part 2 §7 GET v1/ventas/pagos/{id} -> CSV', async () => {
    // The demo's past sales settled into a payment the simulated treasury pays at once.
    const liquidacion = await t.rest('POST', '/api/v1/pagos/liquidar', programa, {});
    expect(liquidacion.statusCode, liquidacion.body).toBe(200);
    const [pago] = await t.database.db.select({ id: pagos.id }).from(pagos).where(and(eq(pagos.id_entidad, proveedorEntidad), eq(pagos.estado, 'PAGADO'))).orderBy(asc(pagos.id)).limit(1);
    expect(pago, 'a PAGADO payment of the demo provider').toBeTruthy();
    const res = await t.rest('GET', `/api/v1/ventas/pagos/${pago!.id}`, proveedor);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]!.split(';').length).toBeGreaterThan(2);
  });

  it('part 2 §7 GET v1/pendientes/{tipo}/{idMunicipio}/{idSubsidio} -> CSV', async () => {
    const muns = await t.rest('GET', '/api/v1/municipios?limit=1', programa);
    expect(muns.statusCode).toBe(200);
    const deps = (await t.rest('GET', '/api/v1/dpa/departamentos', programa)).json();
    const provs = (await t.rest('GET', `/api/v1/dpa/departamentos/${deps[0].id}/provincias`, programa)).json();
    const municipio = (await t.rest('GET', `/api/v1/dpa/departamentos/provincias/${provs[0].id}/municipios`, programa)).json()[0].id;
    csv(await t.rest('GET', `/api/v1/pendientes/detallado/${municipio}/2`, programa), ['nro_documento', 'complemento', 'nombre', 'celular', 'sucursal', 'calendarios_pendientes', 'monto', 'fecha_limite']);
    const resumen = await t.rest('GET', `/api/v1/pendientes/resumen/${municipio}/2`, programa);
    expect(resumen.statusCode, resumen.body).toBe(200);
    expect(String(resumen.headers['content-type'])).toContain('text/csv');
  });
});
