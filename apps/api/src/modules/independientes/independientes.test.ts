import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDeDiaMesAnio } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { invariantes } from '../../test/invariantes.js';
import { withSegip } from '../../test/segip.js';
import { pedirCodigo, plataforma, revisar, sucursalDe, type Plataforma } from '../../test/cpts.js';
import { beneficiariaEstados, beneficiarias, cuentas, movimientos, personas, planillas, trabajadores } from '../../db/schema/index.js';
import { registroSegip, type PersonaSegip } from '@pb/demo/integrations/segip/registro.js';

/**
 * The independent employer (role 9, decision 028): verify, register a worker or only her bonus,
 * change her amount, its branch; record scope (an entity reaches only its own workers); and her
 * money through the same payroll, payment code and ledger as everyone's.
 */
let t: TestApp;
let pagos: Plataforma;
const sims: Array<{ close(): Promise<void> }> = [];
interface Empleadora {
  entidad: number;
  sucursal: number;
  token: string;
  nombre: string;
}
let A: Empleadora;
let B: Empleadora;

// SEGIP's people with both surnames and no complemento, one per test that registers a national.
const gente = registroSegip().filter((p) => !p.Complemento && p.PrimerApellido && p.SegundoApellido).slice(100, 120);
let siguiente = 0;
const otra = () => gente[siguiente++]!;
const nacional = (p: PersonaSegip, movil: string | null = null) => ({
  tipo_documento: 'CI',
  nro_documento: p.NumeroDocumento,
  complemento: null,
  fecha_nacimiento: isoDeDiaMesAnio(p.FechaNacimiento),
  nombres: p.Nombres,
  primer_apellido: p.PrimerApellido,
  segundo_apellido: p.SegundoApellido,
  genero: 'F',
  movil,
});
let extranjeras = 0;
const extranjera = (extra: Record<string, unknown> = {}) => ({
  tipo_documento: 'EXTRANJERO',
  nro_documento: `E${++extranjeras}7788`,
  complemento: null,
  fecha_nacimiento: '1988-04-20',
  nombres: ' ana lucía ',
  primer_apellido: 'gómez',
  segundo_apellido: 'paredes',
  pais_nacimiento: 'Perú',
  genero: 'F',
  movil: null,
  ...extra,
});

async function empleadora(nombre: string): Promise<Empleadora> {
  const e = await makeEntidad(t, { nombre, tipo: 'PERSONAL', origen: 'OTRO' });
  const sucursal = await sucursalDe(t, e.id, `${nombre} - DOMICILIO`);
  return { entidad: e.id, sucursal, token: (await loginAs(t, 9, { id_entidad: e.id })).token, nombre };
}

beforeAll(async () => {
  t = await createTestApp();
  sims.push(await withSegip(t));
  pagos = await plataforma(t, null);
  A = await empleadora('ROSA PRUEBA UNO');
  B = await empleadora('CARLA PRUEBA DOS');
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await pagos.close();
  for (const s of sims) await s.close();
  await t.close();
});

const destino = (e: Empleadora, extra: Record<string, unknown> = {}) => ({ id_subsidio: 1, id_entidad: e.entidad, id_sucursal: e.sucursal, ...extra });
const cuerpo = (e: Empleadora, persona: object, montoDetalle = '1000', extra: Record<string, unknown> = {}) => ({ personaTitular: { persona, montoDetalle, montoBono: '999999', ...destino(e, extra) } });
const registrar = (e: Empleadora, persona: object, monto = '1000', extra: Record<string, unknown> = {}, token = e.token) => t.rest('POST', '/api/v1/otros/registrar_beneficiaria', token, cuerpo(e, persona, monto, extra));
const registrarBono = (e: Empleadora, persona: object, monto = '1000', extra: Record<string, unknown> = {}, token = e.token) => t.rest('POST', '/api/v1/otros/registrar_bono', token, cuerpo(e, persona, monto, extra));
const verificar = (e: Empleadora, persona: object, extra: Record<string, unknown> = {}, token = e.token) => t.rest('POST', '/api/v1/otros/verificar', token, { persona, ...destino(e, extra) });
const bono = async (id: number) => (await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id, id)))[0]!;
const personaDe = async (id: number) => (await t.database.db.select().from(personas).where(eq(personas.id, id)))[0]!;

const LISTA = `query { beneficiariasIndependientes(limit: 50) { count monto_total rows { id_beneficiaria monto monto_detalle s_beneficiaria_estado s_beneficiaria_persona_nro_documento } } }`;
const TRABAJADORES = `query { trabajadoresIndependientes(limit: 50) { count rows { id beneficiaria_datos_estado beneficiaria_datos_persona_id beneficiaria_datos_persona_movil beneficiaria_datos_persona_nro_documento } } }`;

describe('GET /api/v1/otros/sucursal/:id', () => {
  it('answers the entity’s registration branch; another entity’s is not found; other roles are refused', async () => {
    const res = await t.rest('GET', `/api/v1/otros/sucursal/${A.entidad}`, A.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: A.sucursal, nombre: 'ROSA PRUEBA UNO - DOMICILIO', id_entidad: A.entidad });
    expect((await t.rest('GET', `/api/v1/otros/sucursal/${B.entidad}`, A.token)).statusCode).toBe(404);
    const empleador = (await loginAs(t, 5, { id_entidad: A.entidad })).token;
    expect((await t.rest('GET', `/api/v1/otros/sucursal/${A.entidad}`, empleador)).statusCode).toBe(403);
  });
});

describe('registering a national worker', () => {
  it('the add dialog’s SEGIP search answers role 9 (its screen’s key)', async () => {
    const p = gente[gente.length - 1]!;
    const res = await t.rest('GET', `/api/system/persona-segip/${p.NumeroDocumento}?fechaNacimiento=${p.FechaNacimiento}`, A.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().persona).toMatchObject({ nro_documento: p.NumeroDocumento, nombres: p.Nombres });
  });

  it('new person: verify says nothing is known; registered with a mobile she is CREADO, from SEGIP’s data, with the server’s bonus', async () => {
    const p = otra();
    const persona = nacional(p, '71900001');
    const v = await verificar(A, persona);
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toEqual({ personaDiferente: false, mismaEntidad: false, encontrado: false, mensaje: null, beneficiaria: null, entidad: null });

    const res = await registrar(A, { ...persona, nombres: ` ${p.Nombres.toLowerCase()} ` }, '3000.50');
    expect(res.statusCode, res.body).toBe(201);
    const { mensaje, datos } = res.json();
    expect(mensaje).toBe(TEXTOS.registroRealizado);
    // 15 % of 3000.50 is 450.075: half up, 450.08; the 999999 the browser sent is not used.
    expect(datos).toMatchObject({ estado: 'CREADO', monto_detalle: '3000.50', monto_bono: '450.08' });
    const b = await bono(datos.id);
    expect(b).toMatchObject({ id_subsidio: 1, id_entidad: A.entidad, id_sucursal: A.sucursal, monto_detalle: '3000.50', monto_bono: '450.08', estado: 'CREADO' });
    expect(b.id_persona_titular).toBe(b.id_persona);
    expect(await personaDe(b.id_persona)).toMatchObject({ tipo_documento: 'CI', nombres: p.Nombres, primer_apellido: p.PrimerApellido, telefono: '0000000', movil: '71900001', nacionalidad: 'BOLIVIA', pais_nacimiento: 'BOLIVIA', estado_verificacion: 'VERIFICADO_SEGIP' });
    const [w] = await t.database.db.select().from(trabajadores).where(and(eq(trabajadores.id_entidad, A.entidad), eq(trabajadores.id_persona, b.id_persona)));
    expect(w).toMatchObject({ id_sucursal: A.sucursal, aguinaldo: '3000.50' });
    const historia = await t.database.db.select().from(beneficiariaEstados).where(eq(beneficiariaEstados.id_beneficiaria, b.id));
    expect(historia).toMatchObject([{ estado_anterior: null, estado_nuevo: 'CREADO' }]);

    const lista = await t.gql(A.token, LISTA);
    expect(lista.errors).toBeUndefined();
    expect(lista.data.beneficiariasIndependientes.rows).toContainEqual(expect.objectContaining({ id_beneficiaria: b.id, monto: '450.08', s_beneficiaria_estado: 'CREADO', s_beneficiaria_persona_nro_documento: p.NumeroDocumento }));
    // B's list holds none of A's workers.
    expect((await t.gql(B.token, LISTA)).data.beneficiariasIndependientes.rows.map((r: { id_beneficiaria: number }) => r.id_beneficiaria)).not.toContain(b.id);
  });

  it('without a mobile she is ACTIVO', async () => {
    const res = await registrar(A, nacional(otra()), '2000');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().datos).toMatchObject({ estado: 'ACTIVO', monto_bono: '300.00' });
  });

  it('names that differ from SEGIP’s are refused and nothing is written; a person SEGIP does not know is not found', async () => {
    const antes = await huellaDeDatos(t);
    const p = otra();
    const res = await registrar(A, { ...nacional(p), nombres: 'OTRO NOMBRE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: TEXTOS.verifiqueDatos, campos: { 'personaTitular.persona.nro_documento': TEXTOS.verifiqueDatos } });
    const nadie = await registrar(A, { ...nacional(p), nro_documento: '99999991' });
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json().error).toBe(TEXTOS.personaNoEncontradaSegipRevise);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a mobile another person holds is refused, nothing written', async () => {
    await registrar(A, nacional(otra(), '71900002'));
    const antes = await huellaDeDatos(t);
    const res = await registrar(A, nacional(otra(), '71900002'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.celularRegistrado);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('registering a foreign worker', () => {
  it('is ACTIVO, EXTRANJERO, from her country, names trimmed and upper-cased', async () => {
    const res = await registrar(A, extranjera({ movil: '71900003' }), '1.500,50');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ montoDetalle: '1500.50', calculo: 'montoDetalle' });
    const b = await bono(res.json().datos.id);
    expect(b.estado).toBe('ACTIVO');
    expect(await personaDe(b.id_persona)).toMatchObject({ tipo_documento: 'EXTRANJERO', nombres: 'ANA LUCÍA', primer_apellido: 'GÓMEZ', segundo_apellido: 'PAREDES', nacionalidad: 'OTRO', pais_nacimiento: 'PERÚ', telefono: '0000000', estado_verificacion: null });
  });

  it('needs both surnames, a country of the list and a birth date DD/MM/AAAA or AAAA-MM-DD (decision 041)', async () => {
    const antes = await huellaDeDatos(t);
    const sinApellido = await registrar(A, extranjera({ segundo_apellido: '' }));
    expect(sinApellido.statusCode).toBe(400);
    expect(sinApellido.json().campos).toMatchObject({ 'personaTitular.persona.segundo_apellido': TEXTOS.camposFormularioIndependiente });
    const fecha = await registrar(A, extranjera({ fecha_nacimiento: '20-04-1988' }));
    expect(fecha.json().campos).toMatchObject({ 'personaTitular.persona.fecha_nacimiento': TEXTOS.formatoIncorrecto });
    const pais = await registrar(A, extranjera({ pais_nacimiento: 'Atlántida' }));
    expect(pais.statusCode).toBe(400);
    expect(pais.json().error).toBe(TEXTOS.paisDesconocido);
    const monto = await registrar(A, extranjera(), '12 Bs');
    expect(monto.json().campos).toMatchObject({ 'personaTitular.montoDetalle': TEXTOS.soloNumerosPunto });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('verify: same entity, another entity, other data', () => {
  it('same entity: mismaEntidad with a message naming her; registering her again is refused', async () => {
    const p = otra();
    await registrar(A, nacional(p));
    const v = (await verificar(A, nacional(p))).json();
    expect(v).toMatchObject({ mismaEntidad: true, encontrado: false, personaDiferente: false, beneficiaria: { estado: 'ACTIVO' } });
    expect(v.mensaje).toBe(TEXTOS.independienteMismaEntidad({ nombre: `${p.Nombres} ${p.PrimerApellido} ${p.SegundoApellido}` }));
    const antes = await huellaDeDatos(t);
    expect((await registrar(A, nacional(p))).statusCode).toBe(409);
    expect((await registrarBono(A, nacional(p))).statusCode).toBe(409);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('another entity: encontrado with its name; only the bonus is registered, the person unchanged, ACTIVO when her phone is verified there', async () => {
    const p = otra();
    const enA = (await registrar(A, nacional(p, '71900004'))).json().datos;
    const v = (await verificar(B, nacional(p))).json();
    expect(v).toMatchObject({ encontrado: true, mismaEntidad: false, personaDiferente: false, entidad: { nombre: 'ROSA PRUEBA UNO' }, beneficiaria: { estado: 'CREADO' } });
    // A full registration of someone another entity pays is refused: only the bonus.
    expect((await registrar(B, nacional(p, '71900005'))).statusCode).toBe(409);
    const persona = await personaDe((await bono(enA.id)).id_persona);

    const res = await registrarBono(B, nacional(p, '71900005'), '1.10');
    expect(res.statusCode, res.body).toBe(201);
    const enB = await bono(res.json().datos.id);
    // Her phone is not verified at A (CREADO) and she has one: CREADO here too.
    expect(enB).toMatchObject({ id_entidad: B.entidad, id_sucursal: B.sucursal, id_persona: persona.id, estado: 'CREADO', monto_bono: '0.17' });
    expect(await personaDe(persona.id)).toEqual(persona);

    // Once ACTIVO at A (a verified phone), a third entity's bonus starts ACTIVO.
    await t.database.db.update(beneficiarias).set({ estado: 'ACTIVO' }).where(eq(beneficiarias.id, enA.id));
    const C = await empleadora('TERESA PRUEBA TRES');
    const enC = await registrarBono(C, nacional(p));
    expect(enC.json().datos.estado).toBe('ACTIVO');
  });

  it('a person the system has with other data: personaDiferente, CI duplicado; nothing is registered', async () => {
    const p = otra();
    await registrar(A, nacional(p));
    const distinta = { ...nacional(p), fecha_nacimiento: '1950-01-01' };
    const v = (await verificar(B, distinta)).json();
    expect(v).toMatchObject({ personaDiferente: true, mismaEntidad: false, encontrado: false, mensaje: TEXTOS.ciDuplicado });
    const antes = await huellaDeDatos(t);
    const res = await registrarBono(B, distinta);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.ciDuplicado);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('registrar_bono of a person no other entity pays is refused', async () => {
    const res = await registrarBono(A, extranjera());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.independienteNoEnOtraEntidad);
  });
});

describe('record scope and the subsidy', () => {
  it('another entity, another entity’s branch or another subsidy: refused, nothing written', async () => {
    const antes = await huellaDeDatos(t);
    const persona = extranjera();
    for (const extra of [{ id_entidad: B.entidad }, { id_sucursal: B.sucursal }]) {
      expect((await registrar(A, persona, '100', extra)).statusCode).toBe(404);
      expect((await registrarBono(A, persona, '100', extra)).statusCode).toBe(404);
      expect((await verificar(A, persona, extra)).statusCode).toBe(404);
    }
    const subsidio = await registrar(A, persona, '100', { id_subsidio: 2 });
    expect(subsidio.statusCode).toBe(400);
    expect(subsidio.json().error).toBe(TEXTOS.independienteSoloBono);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('an employer of another role is refused', async () => {
    const empleador = (await loginAs(t, 5, { id_entidad: A.entidad })).token;
    expect((await registrar(A, extranjera(), '100', {}, empleador)).statusCode).toBe(403);
    expect((await t.gql(empleador, LISTA)).errors?.[0]?.message).toBeTruthy();
  });
});

describe('PATCH /api/v1/otros/monto/:id/:monto', () => {
  it('rounds the bonus half up at the half centavo, on the server', async () => {
    const id = (await registrar(A, extranjera(), '1.10')).json().datos.id;
    // 15 % of 1.10 Bs is 0.165: 0.17.
    expect((await bono(id)).monto_bono).toBe('0.17');
    const res = await t.rest('PATCH', `/api/v1/otros/monto/${id}/0.10`, A.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: TEXTOS.registroActualizado, datos: { monto_detalle: '0.10', monto_bono: '0.02' } });
    expect(await bono(id)).toMatchObject({ monto_detalle: '0.10', monto_bono: '0.02' });
    // The decimal comma the screens show (issue 32): 15 % of 2500.50 is 375.075, 375.08.
    await t.rest('PATCH', `/api/v1/otros/monto/${id}/${encodeURIComponent('2500,50')}`, A.token);
    const b = await bono(id);
    expect(b).toMatchObject({ monto_detalle: '2500.50', monto_bono: '375.08' });
    // The amount lives on the bonus beneficiary; the worker keeps the registration's (decision 054).
    const [w] = await t.database.db.select().from(trabajadores).where(and(eq(trabajadores.id_entidad, A.entidad), eq(trabajadores.id_persona, b.id_persona)));
    expect(w!.aguinaldo).toBe('1.10');
  });

  it('another entity’s worker is not found; a bad amount is refused; nothing changes', async () => {
    const id = (await registrar(A, extranjera(), '100')).json().datos.id;
    const antes = await huellaDeDatos(t);
    expect((await t.rest('PATCH', `/api/v1/otros/monto/${id}/200`, B.token)).statusCode).toBe(404);
    for (const malo of ['12,555', '1.234', 'abc', '-3']) {
      const res = await t.rest('PATCH', `/api/v1/otros/monto/${id}/${encodeURIComponent(malo)}`, A.token);
      expect(res.statusCode, malo).toBe(400);
    }
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('the phone change (/modificarCelularIndependiente)', () => {
  it('lists only its own workers; a new mobile blocks an ACTIVO worker until verified; another entity’s worker is not found', async () => {
    const datos = (await registrar(A, extranjera(), '100')).json().datos;
    const r = await t.gql(A.token, TRABAJADORES);
    expect(r.errors).toBeUndefined();
    const fila = r.data.trabajadoresIndependientes.rows.find((x: { id: number }) => x.id === datos.id);
    expect(fila).toMatchObject({ beneficiaria_datos_estado: 'ACTIVO', beneficiaria_datos_persona_movil: null });
    expect((await t.gql(B.token, TRABAJADORES)).data.trabajadoresIndependientes.rows.map((x: { id: number }) => x.id)).not.toContain(datos.id);

    expect((await t.rest('PATCH', `/api/v1/otros/celular/${fila.beneficiaria_datos_persona_id}/71900009`, B.token)).statusCode).toBe(404);
    const res = await t.rest('PATCH', `/api/v1/otros/celular/${fila.beneficiaria_datos_persona_id}/71900009`, A.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await bono(datos.id)).estado).toBe('BLOQUEADO_CAMBIO_CELULAR');
  });
});

describe('money: the same payrolls and ledger as everyone’s', () => {
  it('role 9 creates the payroll of all its listed workers, gets its payment code, the platform pays it: each worker’s ABONO', async () => {
    const E = await empleadora('LUCIA PRUEBA CUATRO');
    const uno = (await registrar(E, extranjera(), '1000')).json().datos;
    const dos = (await registrar(E, nacional(otra(), '71900010'), '1.10')).json().datos;
    const pendientes = (await t.gql(E.token, LISTA)).data.beneficiariasIndependientes;
    expect(pendientes).toMatchObject({ count: 2, monto_total: '150.17' });

    const ADD = `mutation ($s: ID!, $m: String!) { planillaAdd(sucursalPago: $s, montoTotal: $m, nombre: "PLANILLA ESFUERZO POR BOLIVIA", todas: true) { id } }`;
    const add = await t.gql(E.token, ADD, { s: String(E.sucursal), m: '150.17' });
    expect(add.errors).toBeUndefined();
    const idPlanilla = add.data.planillaAdd.id as number;
    expect((await t.gql(E.token, LISTA)).data.beneficiariasIndependientes.count).toBe(0);

    const cpt = await pedirCodigo(t, E.token, [{ id: idPlanilla, total: '150.17' }]);
    expect(cpt.errors).toBeUndefined();
    expect(cpt.data.planillaCptAdd).toMatchObject({ monto: '151.17', codigo: expect.any(String) });
    await pagos.pagar(cpt.data.planillaCptAdd.codigo, 'NINGUNA');
    expect((await revisar(t)).pagados).toBe(1);

    expect((await t.database.db.select().from(planillas).where(eq(planillas.id, idPlanilla)))[0]!.estado).toBe('PAGADO');
    for (const [id, monto] of [[uno.id, '150.00'], [dos.id, '0.17']] as const) {
      const [c] = await t.database.db.select().from(cuentas).where(eq(cuentas.id_beneficiaria, id));
      expect(c!.saldo).toBe(monto);
      const m = await t.database.db.select().from(movimientos).where(eq(movimientos.id_cuenta, c!.id));
      expect(m).toMatchObject([{ tipo: 'ABONO', monto }]);
    }
  });
});
