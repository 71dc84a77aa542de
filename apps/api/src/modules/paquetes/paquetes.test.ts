import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { type Paquete } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { alimentos, paquetes, subsidios, sucursales } from '../../db/schema/index.js';

let t: TestApp;
let admin: string;
let operador: string;
let laPaz: number;
let oruro: number;
let prenatal: number;
let lactancia: number;
let leche: { id: number; nombre: string };
let quinua: { id: number; nombre: string };
let arroz: { id: number; nombre: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 2)).token;
  operador = (await loginAs(t, 3)).token;
  const regs = await t.database.db.select().from(sucursales).where(eq(sucursales.tipo, 'REGIONAL'));
  laPaz = regs.find((r) => r.departamento === 'La Paz')!.id;
  oruro = regs.find((r) => r.departamento === 'Oruro')!.id;
  const subs = await t.database.db.select().from(subsidios);
  prenatal = subs.find((s) => s.nombre === 'SUBSIDIO PRENATAL')!.id;
  lactancia = subs.find((s) => s.nombre === 'SUBSIDIO DE LACTANCIA')!.id;
  const foods = await t.database.db.select({ id: alimentos.id, nombre: alimentos.nombre }).from(alimentos).where(isNull(alimentos.id_entidad));
  const uno = (parte: string) => foods.find((f) => f.nombre.includes(parte))!;
  leche = uno('LECHE');
  quinua = uno('QUINUA');
  arroz = uno('ARROZ');
});
afterAll(() => t.close());

const crear = (token: string, body: unknown) => t.rest('POST', '/api/v1/paquetes', token, body);
async function nuevo(idSubsidio: number, idSucursal: number, lista = [{ id_alimento: leche.id, cantidad: '2' }]): Promise<Paquete> {
  const res = await crear(admin, { id_subsidio: idSubsidio, id_sucursal: idSucursal, estado: 'CREADO', _user_created: 999, _created_at: '2000-01-01', alimentos: lista });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().datos;
}
const estado = (p: Paquete, e: 'ACTIVO' | 'INACTIVO', token = admin) => t.rest('PATCH', `/api/v1/paquetes/${p.id}/${e}/${p.id_sucursal}/${p.id_subsidio}`, token, {});
const leer = async (id: number): Promise<Paquete> => (await t.rest('GET', `/api/v1/paquete/${id}`, admin)).json();

describe('regional offices', () => {
  it('one per department is seeded for the programme, and only regionals are listed', async () => {
    const res = await t.rest('GET', '/api/v1/paquetes/regionales', operador);
    expect(res.statusCode).toBe(200);
    const { datos, total } = res.json();
    expect(total).toBe(9);
    expect(datos.map((r: { departamento: string }) => r.departamento).sort()).toEqual(['Beni', 'Chuquisaca', 'Cochabamba', 'La Paz', 'Oruro', 'Pando', 'Potosí', 'Santa Cruz', 'Tarija']);
    expect(datos[0]).toEqual({ id: expect.any(Number), nombre: 'REGIONAL BENI', departamento: 'Beni' });
  });

  it('a branch that is not a regional (a provider’s point of sale) has no packages', async () => {
    const prov = await makeEntidad(t);
    const [pv] = await t.database.db.insert(sucursales).values({ nombre: 'TIENDA', id_entidad: prov.id, tipo: 'PUNTO_VENTA' }).returning();
    expect((await t.rest('GET', `/api/v1/paquetes/regionales/${pv!.id}`, admin)).statusCode).toBe(404);
    const res = await crear(admin, { id_subsidio: prenatal, id_sucursal: pv!.id, alimentos: [{ id_alimento: leche.id, cantidad: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: TEXTOS.seleccionarSubsidioRegional, campos: { id_sucursal: TEXTOS.seleccionarSubsidioRegional } });
  });
});

describe('a package’s life', () => {
  it('POST creates a CREADO package with its foods; the server sets who and when', async () => {
    const res = await crear(admin, { id_subsidio: prenatal, id_sucursal: laPaz, _user_created: 999, alimentos: [{ id_alimento: leche.id, cantidad: '2,5' }, { id: quinua.id, cantidad: 1 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().mensaje).toBe('Paquete Creado');
    const p: Paquete = res.json().datos;
    expect(p).toMatchObject({ id_subsidio: prenatal, subsidio: 'SUBSIDIO PRENATAL', id_sucursal: laPaz, sucursal: 'REGIONAL LA PAZ', estado: 'CREADO' });
    expect(p.alimentos).toEqual([
      expect.objectContaining({ id_alimento: leche.id, nombre: leche.nombre, cantidad: '2.5' }),
      expect.objectContaining({ id_alimento: quinua.id, nombre: quinua.nombre, cantidad: '1' }),
    ]);
    const [fila] = await t.database.db.select().from(paquetes).where(eq(paquetes.id, p.id));
    expect(fila!._user_created).not.toBe(999);
  });

  it('the regional’s list pages, filters by state and counts', async () => {
    const p = await nuevo(lactancia, oruro);
    const res = await t.rest('GET', `/api/v1/paquetes/regionales/${oruro}?estado=CREADO&limit=5&page=1`, operador);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.datos).toContainEqual({ id: p.id, id_subsidio: lactancia, subsidio: 'SUBSIDIO DE LACTANCIA', id_sucursal: oruro, sucursal: 'REGIONAL ORURO', estado: 'CREADO' });
    expect(body.totalFiltro).toBeLessThanOrEqual(body.total);
    expect((await t.rest('GET', `/api/v1/paquetes/regionales/${oruro}?estado=ACTIVO`, operador)).json().datos.find((x: Paquete) => x.id === p.id)).toBeUndefined();
    expect((await t.rest('GET', `/api/v1/paquetes/regionales/${oruro}?order=nada`, operador)).statusCode).toBe(400);
  });

  it('activating one deactivates the pair’s active package in the same step; other regionals are untouched', async () => {
    const primero = await nuevo(prenatal, oruro);
    const otraRegional = await nuevo(prenatal, laPaz);
    expect((await estado(otraRegional, 'ACTIVO')).statusCode).toBe(200);
    const res = await estado(primero, 'ACTIVO');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: 'Paquete Activado', datos: { estado: 'ACTIVO' } });
    const segundo = await nuevo(prenatal, oruro, [{ id_alimento: arroz.id, cantidad: '3' }]);
    expect((await estado(segundo, 'ACTIVO', operador)).statusCode).toBe(200);
    expect((await leer(primero.id)).estado).toBe('INACTIVO');
    expect((await leer(segundo.id)).estado).toBe('ACTIVO');
    expect((await leer(otraRegional.id)).estado).toBe('ACTIVO');
    const activos = await t.database.db.select().from(paquetes).where(and(eq(paquetes.id_subsidio, prenatal), eq(paquetes.id_sucursal, oruro), eq(paquetes.estado, 'ACTIVO')));
    expect(activos.map((x) => x.id)).toEqual([segundo.id]);
  });

  it('two activations at once leave exactly one active package', async () => {
    const a = await nuevo(lactancia, laPaz);
    const b = await nuevo(lactancia, laPaz);
    const res = await Promise.all([estado(a, 'ACTIVO'), estado(b, 'ACTIVO')]);
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
    const activos = await t.database.db.select().from(paquetes).where(and(eq(paquetes.id_subsidio, lactancia), eq(paquetes.id_sucursal, laPaz), eq(paquetes.estado, 'ACTIVO')));
    expect(activos).toHaveLength(1);
  });

  it('deactivates an active package, reactivates it, and refuses what is already so', async () => {
    const p = await nuevo(prenatal, laPaz);
    expect((await estado(p, 'INACTIVO')).json()).toMatchObject({ error: TEXTOS.paqueteDesactivarSoloActivo, code: 'CONFLICT' });
    expect((await estado(p, 'ACTIVO')).statusCode).toBe(200);
    expect((await estado(p, 'ACTIVO')).json()).toMatchObject({ error: TEXTOS.paqueteEstadoSinCambio({ estado: 'ACTIVO' }) });
    const res = await estado(p, 'INACTIVO');
    expect(res.json()).toMatchObject({ mensaje: 'Paquete Desactivado', datos: { estado: 'INACTIVO' } });
    expect((await estado(p, 'ACTIVO')).json().datos.estado).toBe('ACTIVO');
  });

  it('the path must name the package’s own regional and subsidy', async () => {
    const p = await nuevo(prenatal, laPaz);
    const res = await t.rest('PATCH', `/api/v1/paquetes/${p.id}/ACTIVO/${oruro}/${p.id_subsidio}`, admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TEXTOS.paqueteNoCorresponde);
    expect((await t.rest('PATCH', `/api/v1/paquetes/${p.id}/BORRADO/${laPaz}/${p.id_subsidio}`, admin, {})).statusCode).toBe(400);
    expect((await t.rest('PATCH', `/api/v1/paquetes/999999/ACTIVO/${laPaz}/${p.id_subsidio}`, admin, {})).statusCode).toBe(404);
    expect((await leer(p.id)).estado).toBe('CREADO');
  });

  it('PATCH alimentos/paquete replaces the foods of a CREADO or ACTIVO package, and of no other', async () => {
    const p = await nuevo(lactancia, oruro);
    const res = await t.rest('PATCH', '/api/v1/alimentos/paquete', operador, { id_paquete: p.id, _user_created: 1, alimentos: [{ id_alimento: arroz.id, cantidad: '4' }, { id_alimento: leche.id, cantidad: '0.5' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().mensaje).toBe('Paquete Modificado');
    expect((await leer(p.id)).alimentos.map((x) => [x.id_alimento, x.cantidad])).toEqual([[arroz.id, '4'], [leche.id, '0.5']]);
    await estado(p, 'ACTIVO');
    expect((await t.rest('PATCH', '/api/v1/alimentos/paquete', admin, { id_paquete: p.id, alimentos: [{ id_alimento: arroz.id, cantidad: '5' }] })).statusCode).toBe(200);
    await estado(p, 'INACTIVO');
    const inactivo = await t.rest('PATCH', '/api/v1/alimentos/paquete', admin, { id_paquete: p.id, alimentos: [{ id_alimento: leche.id, cantidad: '1' }] });
    expect(inactivo.json()).toMatchObject({ error: TEXTOS.paqueteNoEditable, code: 'CONFLICT' });
    expect((await leer(p.id)).alimentos.map((x) => x.cantidad)).toEqual(['5']);
  });

  it('GET alimentos/paquete offers the programme’s active foods only, never a provider’s product', async () => {
    const prov = await makeEntidad(t);
    const [prod] = await t.database.db.insert(alimentos).values({ nombre: 'PRODUCTO AJENO', unidad: 'UNIDAD', id_grupo_alimenticio: 1, id_entidad: prov.id, precio: '5.00' }).returning();
    const res = await t.rest('GET', '/api/v1/alimentos/paquete', operador);
    const ids = res.json().datos.map((a: { id: number }) => a.id);
    expect(ids).toContain(leche.id);
    expect(ids).not.toContain(prod!.id);
    const intento = await crear(admin, { id_subsidio: prenatal, id_sucursal: laPaz, alimentos: [{ id_alimento: prod!.id, cantidad: 1 }] });
    expect(intento.json().error).toBe(TEXTOS.alimentoCantidadInvalida);
  });
});

describe('the rules of §5, on the server', () => {
  const casos: Array<[string, Record<string, unknown>, string, string]> = [
    ['no subsidy', { id_subsidio: 0, alimentos: [{ id_alimento: 1, cantidad: 1 }] }, 'id_subsidio', TEXTOS.seleccionarSubsidioRegional],
    ['no regional', { id_sucursal: 0, alimentos: [{ id_alimento: 1, cantidad: 1 }] }, 'id_sucursal', TEXTOS.seleccionarSubsidioRegional],
    ['no foods', { alimentos: [] }, 'alimentos', TEXTOS.paqueteSinAlimentos],
    ['foods missing', {}, 'alimentos', TEXTOS.paqueteSinAlimentos],
    ['a zero quantity', { alimentos: [{ id_alimento: 1, cantidad: 0 }] }, 'alimentos.0.cantidad', TEXTOS.alimentoCantidadInvalida],
    ['a quantity of abc', { alimentos: [{ id_alimento: 1, cantidad: 'abc' }] }, 'alimentos.0.cantidad', TEXTOS.alimentoCantidadInvalida],
    ['a quantity of 1e309', { alimentos: [{ id_alimento: 1, cantidad: '1e309' }] }, 'alimentos.0.cantidad', TEXTOS.alimentoCantidadInvalida],
    ['a negative quantity', { alimentos: [{ id_alimento: 1, cantidad: '-2' }] }, 'alimentos.0.cantidad', TEXTOS.alimentoCantidadInvalida],
    ['no food chosen', { alimentos: [{ cantidad: 2 }] }, 'alimentos.0.id_alimento', TEXTOS.alimentoCantidadInvalida],
  ];
  it.each(casos)('%s is refused with its message, naming the field, and changes nothing', async (_caso, cuerpo, campo, mensaje) => {
    const antes = await huellaDeDatos(t);
    const res = await crear(admin, { id_subsidio: prenatal, id_sucursal: laPaz, ...cuerpo });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toMatchObject({ [campo]: mensaje });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a quantity written as the JSON number 1e309 (beyond a double) is refused too', async () => {
    const payload = `{"id_subsidio":${prenatal},"id_sucursal":${laPaz},"alimentos":[{"id_alimento":${leche.id},"cantidad":1e309}]}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/paquetes', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toEqual({ 'alimentos.0.cantidad': TEXTOS.alimentoCantidadInvalida });
  });

  it('a food twice is refused by its name, on create and on edit', async () => {
    const doble = [{ id_alimento: quinua.id, cantidad: 1 }, { id_alimento: quinua.id, cantidad: 2 }];
    const res = await crear(admin, { id_subsidio: prenatal, id_sucursal: laPaz, alimentos: doble });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: `El alimento ${quinua.nombre} ya se encuentra agregado`, campos: { 'alimentos.1.id_alimento': TEXTOS.alimentoYaAgregado({ nombre: quinua.nombre }) } });
    const p = await nuevo(prenatal, laPaz);
    const edit = await t.rest('PATCH', '/api/v1/alimentos/paquete', admin, { id_paquete: p.id, alimentos: doble });
    expect(edit.json().error).toBe(TEXTOS.alimentoYaAgregado({ nombre: quinua.nombre }));
    expect((await leer(p.id)).alimentos.map((x) => x.id_alimento)).toEqual([leche.id]);
  });

  it('an unknown subsidy, an inactive subsidy and an inactive food are refused', async () => {
    expect((await crear(admin, { id_subsidio: 999999, id_sucursal: laPaz, alimentos: [{ id_alimento: leche.id, cantidad: 1 }] })).json().error).toBe(TEXTOS.seleccionarSubsidioRegional);
    const [inactivo] = await t.database.db.insert(subsidios).values({ nombre: 'SUBSIDIO RETIRADO', nro_total_entregas: 1, vigencia_dias: 30, estado: 'INACTIVO' }).returning();
    expect((await crear(admin, { id_subsidio: inactivo!.id, id_sucursal: laPaz, alimentos: [{ id_alimento: leche.id, cantidad: 1 }] })).json().error).toBe(TEXTOS.subsidioInactivo);
    const [viejo] = await t.database.db.insert(alimentos).values({ nombre: 'CHARQUE ANTIGUO', unidad: 'KILOGRAMO', id_grupo_alimenticio: 1, estado: 'INACTIVO' }).returning();
    expect((await crear(admin, { id_subsidio: prenatal, id_sucursal: laPaz, alimentos: [{ id_alimento: viejo!.id, cantidad: 1 }] })).json().error).toBe(TEXTOS.alimentoNoActivo({ nombre: 'CHARQUE ANTIGUO' }));
  });
});

describe('who may', () => {
  it('an employer (role 5) is refused every package call', async () => {
    const empleador = (await loginAs(t, 5)).token;
    expect((await t.rest('GET', '/api/v1/paquetes/regionales', empleador)).statusCode).toBe(403);
    const res = await crear(empleador, { id_subsidio: prenatal, id_sucursal: laPaz, alimentos: [{ id_alimento: leche.id, cantidad: 1 }] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_AUTHORIZED');
  });
});
