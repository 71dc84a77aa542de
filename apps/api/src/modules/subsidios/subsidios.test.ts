import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { subsidios } from '../../db/schema/index.js';

let t: TestApp;
let programa: string;
const grupo: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  programa = (await loginAs(t, 2)).token;
  const res = await t.gql(programa, `{ grupoAlimenticios(limit: 25) { rows { id sigla } } }`);
  for (const g of res.data.grupoAlimenticios.rows) grupo[g.sigla] = g.id;
});
afterAll(() => t.close());

const DETALLE = 'id nombre tipo estado nro_total_entregas vigencia_dias monto gestion nro_distribuciones montos { gestion monto } distribuciones { nombre porcentaje credito detalle { id_grupo_alimenticio porcentaje grupo { sigla } } }';
const LIST = `query($estado: String, $nombre: String, $limit: Int, $page: Int, $order: String) {
  subsidios(estado: $estado, nombre: $nombre, limit: $limit, page: $page, order: $order) { count rows { id nombre tipo estado monto gestion nro_distribuciones } } }`;
const ONE = `query($id: ID!) { subsidio(id: $id) { ${DETALLE} } }`;
const ADD = `mutation($s: SubsidioInput!) { subsidioMontoAdd(subsidio: $s) { ${DETALLE} } }`;
const MONTO = `mutation($id: ID!, $gestion: Int, $monto: String) { montoSubsidioAdd(id_subsidio: $id, gestion: $gestion, monto: $monto) { ${DETALLE} } }`;
const EDIT = `mutation($id: ID!, $s: SubsidioInput!) { subsidioEdit(id: $id, subsidio: $s) { ${DETALLE} } }`;
const DIST = `mutation($id: ID!, $d: [DistribucionInput!]!) { distribucionAdd(id_subsidio: $id, distribuciones: $d) { ${DETALLE} } }`;
const DIST_EDIT = `mutation($id: ID!, $d: [DistribucionInput!]!, $estado: String) { subsidioDistribucionEdit(id_subsidio: $id, distribuciones: $d, estado: $estado) { ${DETALLE} } }`;

let n = 0;
const unico = (base: string) => `${base} ${Date.now().toString(36)}${(++n).toString(36)}`.toUpperCase();
async function crear(extra: Record<string, unknown> = {}) {
  const res = await t.gql(programa, ADD, { s: { nombre: unico('SUBSIDIO'), nro_total_entregas: 4, vigencia_dias: 60, gestion: 2026, monto: '1500.50', ...extra } });
  expect(res.errors).toBeUndefined();
  return res.data.subsidioMontoAdd as { id: number; nombre: string; estado: string };
}
const tercios = () => [
  { id_grupo_alimenticio: grupo.LAC, porcentaje: '33.33' },
  { id_grupo_alimenticio: grupo.CER, porcentaje: '33.33' },
  { id_grupo_alimenticio: grupo.CAR, porcentaje: '33.34' },
];
const buena = () => [
  { nombre: 'Productos alimenticios', porcentaje: '90', credito: '0', detalle: tercios() },
  { nombre: 'Energía eléctrica', porcentaje: '10', credito: '1', detalle: [] },
];
const error = (res: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) => res.errors?.[0];

describe('subsidios (list) and subsidio (one)', () => {
  it('lists the reference subsidies, the bonus first (id 1), active, with their current amount', async () => {
    const res = await t.gql(programa, LIST, { limit: 10, order: 'id' });
    expect(res.errors).toBeUndefined();
    const [bono, prenatal] = res.data.subsidios.rows;
    expect(bono).toMatchObject({ id: 1, nombre: 'BONO ESFUERZO POR BOLIVIA', tipo: 'BONO', estado: 'ACTIVO', monto: null, nro_distribuciones: 1 });
    expect(prenatal).toMatchObject({ nombre: 'SUBSIDIO PRENATAL', monto: '2000.00', gestion: 2026, nro_distribuciones: 2 });
  });

  it('filters by estado and by name, and pages', async () => {
    const creado = await crear();
    const res = await t.gql(programa, LIST, { estado: 'CREADO', limit: 100 });
    expect(res.data.subsidios.rows.every((s: { estado: string }) => s.estado === 'CREADO')).toBe(true);
    expect(res.data.subsidios.rows.map((s: { id: number }) => s.id)).toContain(creado.id);
    const todos = await t.gql(programa, LIST, { estado: 'TODOS', nombre: 'lactancia' });
    expect(todos.data.subsidios.rows.map((s: { nombre: string }) => s.nombre)).toEqual(['SUBSIDIO DE LACTANCIA']);
    const pagina = await t.gql(programa, LIST, { limit: 2, page: 2, order: 'id' });
    expect(pagina.data.subsidios.rows.map((s: { id: number }) => s.id)).toEqual([3, 4]);
    expect(error(await t.gql(programa, LIST, { estado: 'OTRO' }))?.extensions?.code).toBe('VALIDATION');
  });

  it('reads one subsidy with its distributions and groups, percentages exact', async () => {
    const res = await t.gql(programa, ONE, { id: 2 });
    expect(res.data.subsidio.distribuciones).toEqual([
      {
        nombre: 'PRODUCTOS ALIMENTICIOS',
        porcentaje: '90',
        credito: '0',
        detalle: [
          { id_grupo_alimenticio: grupo.LAC, porcentaje: '33.33', grupo: { sigla: 'LAC' } },
          { id_grupo_alimenticio: grupo.CER, porcentaje: '33.33', grupo: { sigla: 'CER' } },
          { id_grupo_alimenticio: grupo.CAR, porcentaje: '33.34', grupo: { sigla: 'CAR' } },
        ],
      },
      { nombre: 'ENERGÍA ELÉCTRICA', porcentaje: '10', credito: '1', detalle: [] },
    ]);
    expect(res.data.subsidio.montos).toEqual([{ gestion: 2026, monto: '2000.00' }, { gestion: 2025, monto: '2000.00' }]);
    expect(error(await t.gql(programa, ONE, { id: 999999 }))?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('subsidioMontoAdd', () => {
  it('creates a subsidy CREADO, upper case, with its first amount in exact centavos', async () => {
    const res = await t.gql(programa, ADD, { s: { nombre: 'Subsidio de prueba nutricional', nro_total_entregas: 6, vigencia_dias: 30, gestion: 2026, monto: '1.234,56' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.subsidioMontoAdd).toMatchObject({ nombre: 'SUBSIDIO DE PRUEBA NUTRICIONAL', tipo: 'SUBSIDIO', estado: 'CREADO', monto: '1234.56', gestion: 2026, nro_distribuciones: 0, distribuciones: [] });
  });

  it("refuses a zero or unreadable amount with 'Debe agregar un monto válido', and the §5 limits, naming the field and saving nothing", async () => {
    const antes = await huellaDeDatos(t);
    const base = { nombre: unico('X'), nro_total_entregas: 4, vigencia_dias: 60, gestion: 2026, monto: '100' };
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ monto: '0' }, `Monto: ${TEXTOS.montoValido}`],
      [{ monto: 'abc' }, `Monto: ${TEXTOS.montoValido}`],
      [{ monto: '12345678901' }, `Monto: ${TEXTOS.maxLength({ max: 10 })}`],
      [{ monto: '' }, `Monto: ${TEXTOS.required}`],
      [{ nombre: 'x'.repeat(151) }, `Nombre: ${TEXTOS.maxLength({ max: 150 })}`],
      [{ nombre: '' }, `Nombre: ${TEXTOS.required}`],
      [{ nro_total_entregas: 12345 }, `Número total de entregas: ${TEXTOS.maxDigitos({ max: 4 })}`],
      [{ vigencia_dias: 10000 }, `Vigencia (días): ${TEXTOS.maxDigitos({ max: 4 })}`],
      [{ gestion: 20260 }, `Gestión: ${TEXTOS.maxDigitos({ max: 4 })}`],
      [{ gestion: null }, `Gestión: ${TEXTOS.required}`],
    ];
    for (const [cambio, mensaje] of casos) {
      const e = error(await t.gql(programa, ADD, { s: { ...base, ...cambio } }));
      expect(e?.message, JSON.stringify(cambio)).toBe(mensaje);
      expect(e?.extensions?.code).toBe('VALIDATION');
    }
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('refuses a name already used, whatever the case', async () => {
    const e = error(await t.gql(programa, ADD, { s: { nombre: 'subsidio prenatal', nro_total_entregas: 4, vigencia_dias: 60, gestion: 2026, monto: '100' } }));
    expect(e?.message).toBe(TEXTOS.subsidioDuplicado);
    expect(e?.extensions?.campos).toEqual({ nombre: TEXTOS.subsidioDuplicado });
  });
});

describe('montoSubsidioAdd and subsidioEdit with ¿Agregar nuevo monto?', () => {
  it('adds a year keeping the history; the latest year is the current amount', async () => {
    const s = await crear();
    const res = await t.gql(programa, MONTO, { id: s.id, gestion: 2027, monto: '1600' });
    expect(res.errors).toBeUndefined();
    expect(res.data.montoSubsidioAdd).toMatchObject({ monto: '1600.00', gestion: 2027, montos: [{ gestion: 2027, monto: '1600.00' }, { gestion: 2026, monto: '1500.50' }] });
    const otra = await t.gql(programa, MONTO, { id: s.id, gestion: 2027, monto: '1700' });
    expect(error(otra)?.message).toBe(TEXTOS.gestionDuplicada);
    expect(error(await t.gql(programa, MONTO, { id: s.id, gestion: 2028, monto: '-5' }))?.message).toBe(`Monto: ${TEXTOS.montoValido}`);
    expect(error(await t.gql(programa, MONTO, { id: 999999, gestion: 2028, monto: '5' }))?.extensions?.code).toBe('NOT_FOUND');
  });

  it('edits the data and, with the switch on, adds the new (gestion, monto) in the same call', async () => {
    const s = await crear();
    const res = await t.gql(programa, EDIT, { id: s.id, s: { nombre: `${s.nombre} B`, nro_total_entregas: 12, vigencia_dias: 90, gestion: 2027, monto: '99.9' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.subsidioEdit).toMatchObject({ nombre: `${s.nombre} B`, nro_total_entregas: 12, vigencia_dias: 90, monto: '99.90', gestion: 2027 });
    expect(res.data.subsidioEdit.montos).toHaveLength(2);
    const sinMonto = error(await t.gql(programa, EDIT, { id: s.id, s: { gestion: 2028 } }));
    expect(sinMonto?.message).toBe(`Monto: ${TEXTOS.montoValido}`);
  });
});

describe('distribucionAdd and activation', () => {
  it("refuses activating a subsidy without a distribution: '¡Debe crear una distribución para activar el subsidio!'", async () => {
    const s = await crear();
    const e = error(await t.gql(programa, EDIT, { id: s.id, s: { estado: 'ACTIVO' } }));
    expect(e?.message).toBe(TEXTOS.distribucionParaActivar);
    expect((await t.gql(programa, ONE, { id: s.id })).data.subsidio.estado).toBe('CREADO');
  });

  it('saves distributions that sum exactly 100 (33.33 + 33.33 + 33.34), then activates and deactivates', async () => {
    const s = await crear();
    const res = await t.gql(programa, DIST, { id: s.id, d: buena() });
    expect(res.errors).toBeUndefined();
    expect(res.data.distribucionAdd.distribuciones.map((d: { nombre: string; porcentaje: string }) => [d.nombre, d.porcentaje])).toEqual([
      ['PRODUCTOS ALIMENTICIOS', '90'],
      ['ENERGÍA ELÉCTRICA', '10'],
    ]);
    const activo = await t.gql(programa, EDIT, { id: s.id, s: { estado: 'ACTIVO' } });
    expect(activo.data.subsidioEdit.estado).toBe('ACTIVO');
    expect((await t.gql(programa, EDIT, { id: s.id, s: { estado: 'INACTIVO' } })).data.subsidioEdit.estado).toBe('INACTIVO');
  });

  it('refuses changing the distribution of an ACTIVO subsidy', async () => {
    const antes = await huellaDeDatos(t);
    const e = error(await t.gql(programa, DIST, { id: 2, d: buena() }));
    expect(e?.message).toBe(TEXTOS.distribucionSubsidioActivo);
    expect(e?.extensions?.code).toBe('CONFLICT');
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it("refuses distributions that do not sum 100, with 'Los porcentajes deben sumar 100%', and changes nothing", async () => {
    const s = await crear();
    const antes = await huellaDeDatos(t);
    const partes = buena();
    partes[1]!.porcentaje = '9.99';
    const e = error(await t.gql(programa, DIST, { id: s.id, d: partes }));
    expect(e?.message).toBe(`Distribuciones: ${TEXTOS.porcentajesSuman100}`);
    expect(e?.extensions?.campos).toEqual({ distribuciones: TEXTOS.porcentajesSuman100 });
    const grupos = buena();
    grupos[0]!.detalle[2]!.porcentaje = '33.33';
    const g = error(await t.gql(programa, DIST, { id: s.id, d: grupos }));
    expect(g?.extensions?.campos).toEqual({ 'distribuciones.0.detalle': TEXTOS.porcentajesSuman100 });
    expect(await huellaDeDatos(t)).toEqual(antes);
    expect((await t.gql(programa, ONE, { id: s.id })).data.subsidio.distribuciones).toEqual([]);
  });

  it('says each §5 message on the field it is about', async () => {
    const s = await crear();
    const antes = await huellaDeDatos(t);
    const campos = async (d: unknown) => error(await t.gql(programa, DIST, { id: s.id, d }))?.extensions?.campos;
    const repetido = buena();
    repetido[0]!.detalle = [
      { id_grupo_alimenticio: grupo.LAC, porcentaje: '50' },
      { id_grupo_alimenticio: grupo.LAC, porcentaje: '50' },
    ];
    expect(await campos(repetido)).toEqual({ 'distribuciones.0.detalle.1.id_grupo_alimenticio': TEXTOS.grupoRepetido });
    const sinGrupo = buena();
    sinGrupo[0]!.detalle = [{ porcentaje: '100' } as never];
    expect(await campos(sinGrupo)).toEqual({ 'distribuciones.0.detalle.0.id_grupo_alimenticio': TEXTOS.seleccionarGrupoPorcentaje });
    const sinPorcentaje = buena();
    sinPorcentaje[0]!.detalle = [{ id_grupo_alimenticio: grupo.LAC, porcentaje: '0' }];
    expect(await campos(sinPorcentaje)).toEqual({ 'distribuciones.0.detalle.0.porcentaje': TEXTOS.seleccionarGrupoPorcentaje });
    const sinNombre = buena();
    sinNombre[1]!.nombre = '';
    expect(await campos(sinNombre)).toEqual({ 'distribuciones.1.nombre': TEXTOS.nombrePorcentajeDistribucion });
    const alimentosSinGrupos = [{ nombre: 'A', porcentaje: '100', credito: '0', detalle: [] }];
    expect(await campos(alimentosSinGrupos)).toEqual({ 'distribuciones.0.detalle': TEXTOS.seleccionarGrupoPorcentaje });
    expect(error(await t.gql(programa, DIST, { id: s.id, d: [] }))?.message).toBe(`Distribuciones: ${TEXTOS.distribucionesIncorrectas}`);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it("refuses a percentage of 'abc', '1e309', six characters or above 100 as a VALIDATION naming the field, changing nothing", async () => {
    const s = await crear();
    const antes = await huellaDeDatos(t);
    for (const [valor, mensaje] of [
      ['abc', TEXTOS.invalid],
      ['1e309', TEXTOS.invalid],
      ['33.333', TEXTOS.maxLength({ max: 5 })],
      ['100.5', TEXTOS.invalid],
    ] as const) {
      const partes = buena();
      partes[0]!.detalle[0]!.porcentaje = valor;
      const e = error(await t.gql(programa, DIST, { id: s.id, d: partes }));
      expect(e?.extensions?.code, valor).toBe('VALIDATION');
      expect(e?.message, valor).toBe(`Porcentaje: ${mensaje}`);
    }
    // 1e309 written as a number (beyond a double), and a number the contract reads like its text.
    const literal = (v: string) => `mutation { distribucionAdd(id_subsidio: ${s.id}, distribuciones: [{ nombre: "A", porcentaje: ${v}, credito: "1" }]) { id } }`;
    const numero = await t.gql(programa, literal('1e309'));
    expect(error(numero)?.extensions?.code).toBe('VALIDATION');
    expect(error(numero)?.message).toBe(`Porcentaje: ${TEXTOS.invalid}`);
    expect(error(await t.gql(programa, literal('99.5')))?.message).toBe(`Distribuciones: ${TEXTOS.porcentajesSuman100}`);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('offers only ACTIVO groups', async () => {
    const s = await crear();
    const nuevo = await t.gql(programa, `mutation { grupoAdd(grupo: { nombre: "${unico('GRUPO')}" }) { id } }`);
    const partes = [{ nombre: 'A', porcentaje: '100', credito: '0', detalle: [{ id_grupo_alimenticio: nuevo.data.grupoAdd.id, porcentaje: '100' }] }];
    const e = error(await t.gql(programa, DIST, { id: s.id, d: partes }));
    expect(e?.extensions?.campos).toEqual({ 'distribuciones.0.detalle.0.id_grupo_alimenticio': TEXTOS.grupoNoActivo });
  });

  it('subsidioDistribucionEdit replaces the distributions and activates in one transaction', async () => {
    const s = await crear();
    await t.gql(programa, DIST, { id: s.id, d: buena() });
    const una = [{ nombre: 'Canasta', porcentaje: '100', credito: '0', detalle: [{ id_grupo_alimenticio: grupo.FYV, porcentaje: '100' }] }];
    const res = await t.gql(programa, DIST_EDIT, { id: s.id, d: una, estado: 'ACTIVO' });
    expect(res.errors).toBeUndefined();
    expect(res.data.subsidioDistribucionEdit).toMatchObject({ estado: 'ACTIVO', nro_distribuciones: 1, distribuciones: [{ nombre: 'CANASTA', porcentaje: '100' }] });
    // A refused group leaves both the distributions and the state as they were.
    const otro = await crear();
    const antes = await huellaDeDatos(t);
    const malo = [{ nombre: 'Canasta', porcentaje: '100', credito: '0', detalle: [{ id_grupo_alimenticio: 999999, porcentaje: '100' }] }];
    expect(error(await t.gql(programa, DIST_EDIT, { id: otro.id, d: malo, estado: 'ACTIVO' }))?.extensions?.code).toBe('VALIDATION');
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('permissions', () => {
  it('refuses every subsidy call to a role without the subsidios keys', async () => {
    for (const rol of [3, 4, 5]) {
      const { token } = await loginAs(t, rol);
      expect(error(await t.gql(token, LIST))?.message).toBe('NOT_AUTHORIZED:READ');
      expect(error(await t.gql(token, ONE, { id: 1 }))?.message).toBe('NOT_AUTHORIZED:READ');
      expect(error(await t.gql(token, ADD, { s: { nombre: 'X' } }))?.message).toBe('NOT_AUTHORIZED:CREATE');
      expect(error(await t.gql(token, EDIT, { id: 1, s: { estado: 'INACTIVO' } }))?.message).toBe('NOT_AUTHORIZED:UPDATE');
      expect(error(await t.gql(token, MONTO, { id: 1, gestion: 2030, monto: '1' }))?.message).toBe('NOT_AUTHORIZED:UPDATE');
      expect(error(await t.gql(token, DIST, { id: 1, d: buena() }))?.message).toBe('NOT_AUTHORIZED:UPDATE');
      expect(error(await t.gql(token, DIST_EDIT, { id: 1, d: buena() }))?.message).toBe('NOT_AUTHORIZED:UPDATE');
    }
  });
});

describe('subsidiosVigentes', () => {
  it('every signed-in user gets the subsidies that are not INACTIVO, without amounts', async () => {
    const [retirado] = await t.database.db.insert(subsidios).values({ nombre: 'ZZ SUBSIDIO RETIRADO', nro_total_entregas: 1, vigencia_dias: 30, estado: 'INACTIVO' }).returning();
    const { token } = await loginAs(t, 5);
    const res = await t.gql(token, '{ subsidiosVigentes { id nombre tipo estado nro_total_entregas } }');
    expect(res.errors).toBeUndefined();
    const lista: Array<{ id: number; nombre: string; estado: string }> = res.data.subsidiosVigentes;
    expect(lista).toContainEqual({ id: 1, nombre: 'BONO ESFUERZO POR BOLIVIA', tipo: 'BONO', estado: 'ACTIVO', nro_total_entregas: 1 });
    expect(lista.some((s) => s.id === retirado!.id)).toBe(false);
    expect(lista.every((s) => s.estado !== 'INACTIVO')).toBe(true);
    expect((await t.gql(null, '{ subsidiosVigentes { id } }')).status).toBe(401);
  });
});
