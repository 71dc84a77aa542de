import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../test/factories.js';
import { huellaDeDatos } from '../test/huella.js';
import { pagos, personas, subsidios, sucursales } from '../db/schema/index.js';
import { CAMPOS } from '../modules/usuarios/test-datos.js';

/**
 * Reshaped calls of issue 30 (decision 040): each takes the spec's payload besides the screen's,
 * and its rows carry the fields the spec shows.
 */
let t: TestApp;
let staff: string;
let proveedor: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t, ROLES.SUPERADMIN)).token;
  proveedor = (await loginAs(t, ROLES.PROVEEDOR)).token;
}, 60_000);
afterAll(() => t.close());

type Respuesta = { errors?: Array<{ message: string; extensions?: Record<string, any> }> };
/** A call that must be refused with `mensaje` and change nothing. */
async function rechazada(llamada: () => Promise<Respuesta>, mensaje: string) {
  const antes = await huellaDeDatos(t);
  const res = await llamada();
  expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe('VALIDATION');
  expect(res.errors?.[0]?.message).toBe(mensaje);
  expect(await huellaDeDatos(t)).toEqual(antes);
}

describe('part 1 §3 sucursal: sucursalAdd with departamento, provincia, municipio, tipo', () => {
  const ADD = 'mutation($s: SucursalInput!) { sucursalAdd(sucursal: $s) { id nombre departamento provincia municipio dpa tipo estado } }';
  const EDIT = 'mutation($id: ID!, $s: SucursalInput!) { sucursalEdit(id: $id, sucursal: $s) { id departamento provincia municipio dpa } }';
  const BASE = { nombre: 'Tienda Spec', direccion_completa: 'Calle 1', latitud: -16.5, longitud: -68.17 };
  /** La Paz / Murillo / El Alto as the v1/dpa lists give them (ids). */
  let ids: { departamento: number; provincia: number; municipio: number };
  beforeAll(async () => {
    const deps = (await t.rest('GET', '/api/v1/dpa/departamentos', proveedor)).json();
    const departamento = (deps.datos ?? deps).find((d: { nombre: string }) => d.nombre === 'La Paz').id;
    const provs = (await t.rest('GET', `/api/v1/dpa/departamentos/${departamento}/provincias`, proveedor)).json();
    const provincia = (provs.datos ?? provs).find((p: { nombre: string }) => p.nombre === 'Murillo').id;
    const muns = (await t.rest('GET', `/api/v1/dpa/departamentos/provincias/${provincia}/municipios`, proveedor)).json();
    const municipio = (muns.datos ?? muns).find((m: { codigo_completo: string }) => m.codigo_completo === '020105').id;
    ids = { departamento, provincia, municipio };
  });

  it('part 1 §3 sucursalAdd: takes the ids of the v1/dpa lists and tipo PUNTO_VENTA, answers the names and the code', async () => {
    const res = await t.gql(proveedor, ADD, { s: { ...BASE, ...ids, tipo: 'PUNTO_VENTA' } });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.sucursalAdd).toMatchObject({ nombre: 'TIENDA SPEC', departamento: 'La Paz', provincia: 'Murillo', municipio: 'El Alto', dpa: '020105', tipo: 'PUNTO_VENTA', estado: 'ACTIVO' });
  });

  it('part 1 §3 sucursalAdd: takes the names too, in any case, and a dpa that agrees', async () => {
    const res = await t.gql(proveedor, ADD, { s: { ...BASE, nombre: 'Por nombres', departamento: 'la paz', provincia: 'MURILLO', municipio: 'El Alto', dpa: '020105' } });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.sucursalAdd).toMatchObject({ departamento: 'La Paz', provincia: 'Murillo', municipio: 'El Alto', dpa: '020105' });
  });

  it('part 1 §3 sucursalAdd: refuses a place that does not belong together, a dpa that disagrees, a missing level and another tipo', async () => {
    await rechazada(() => t.gql(proveedor, ADD, { s: { ...BASE, ...ids, provincia: 'Omasuyos' } }), TEXTOS.lugarNoCoincide);
    await rechazada(() => t.gql(proveedor, ADD, { s: { ...BASE, ...ids, dpa: '020101' } }), TEXTOS.lugarDistintoDpa);
    await rechazada(() => t.gql(proveedor, ADD, { s: { ...BASE, departamento: ids.departamento, municipio: ids.municipio } }), `Provincia: ${TEXTOS.required}`);
    await rechazada(() => t.gql(proveedor, ADD, { s: { ...BASE, ...ids, tipo: 'SUCURSAL' } }), `Tipo: ${TEXTOS.invalid}`);
  });

  it('part 1 §3 sucursalEdit: moves a point of sale by the spec’s place', async () => {
    const creada = (await t.gql(proveedor, ADD, { s: { ...BASE, nombre: 'A mover', dpa: '020105' } })).data.sucursalAdd;
    const res = await t.gql(proveedor, EDIT, { id: creada.id, s: { departamento: 'La Paz', provincia: 'Murillo', municipio: 'La Paz' } });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.sucursalEdit).toMatchObject({ departamento: 'La Paz', provincia: 'Murillo', municipio: 'La Paz', dpa: '020101' });
  });
});

describe('part 1 §3 usuario: flat persona_* fields, dd/mm/aaaa, conCodigo (§6)', () => {
  const ADD = `mutation ($u: UsuarioAddInput!) { usuarioAdd(usuario: $u) { ${CAMPOS} } }`;
  const EDIT = `mutation ($id: ID!, $u: UsuarioEditInput!) { usuarioEdit(id: $id, usuario: $u) { ${CAMPOS} } }`;
  let n = 0;
  let id_entidad: number;
  beforeAll(async () => {
    id_entidad = (await makeEntidad(t)).id;
  });
  const plano = (values: Record<string, unknown> = {}) => {
    const u = `spec${Date.now().toString(36).slice(-5)}${++n}`;
    return {
      usuario: u,
      contrasena: 'Segura.2026',
      email: `${u}@example.bo`,
      cargo: 'Técnico',
      id_rol: String(ROLES.EMPLEADOR),
      id_entidad: String(id_entidad),
      persona_tipo_documento: 'CI',
      persona_nro_documento: `8${Date.now() % 1_000_000}${n}`,
      persona_fecha_nacimiento: '17/05/1991',
      persona_nombres: 'Rosa',
      persona_primer_apellido: 'Condori',
      persona_segundo_apellido: 'Apaza',
      persona_nacionalidad: 'BOLIVIA',
      persona_pais_nacimiento: 'BOLIVIA',
      persona_genero: 'F',
      persona_movil: String(71_000_000 + n),
      persona_telefono: '2222222',
      persona_estado: 'ACTIVO',
      ...values,
    };
  };

  it('part 1 §3 usuario: usuarioAdd accepts flat persona_* fields and dd/mm/aaaa', async () => {
    const entrada = plano();
    const res = await t.gql(staff, ADD, { u: entrada });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.usuarioAdd).toMatchObject({
      usuario: entrada.usuario,
      id_rol: ROLES.EMPLEADOR,
      id_entidad,
      persona_nombres: 'ROSA',
      persona_primer_apellido: 'CONDORI',
      persona_segundo_apellido: 'APAZA',
      persona_nro_documento: entrada.persona_nro_documento,
      persona_fecha_nacimiento: '1991-05-17',
      persona_movil: entrada.persona_movil,
      persona_telefono: '2222222',
      persona_pais_nacimiento: 'BOLIVIA',
      persona_genero: 'F',
    });
  });

  it('part 1 §6 usuario: usuarioAdd with conCodigo true takes the role code instead of id_rol', async () => {
    const res = await t.gql(staff, ADD, { u: plano({ id_rol: 'PROVEEDOR', conCodigo: true }) });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.usuarioAdd.id_rol).toBe(ROLES.PROVEEDOR);
    await rechazada(() => t.gql(staff, ADD, { u: plano({ id_rol: 'NO_EXISTE', conCodigo: true }) }), `Rol: ${TEXTOS.invalid}`);
  });

  it('part 1 §3 usuario: usuarioAdd refuses a dd/mm/aaaa that is no day', async () => {
    await rechazada(() => t.gql(staff, ADD, { u: plano({ persona_fecha_nacimiento: '31/02/1991' }) }), `Fecha de nacimiento: ${TEXTOS.invalid}`);
  });

  it('part 1 §3 usuario: usuarioEdit accepts flat persona_* fields and a role code', async () => {
    const entrada = plano();
    const creado = (await t.gql(staff, ADD, { u: entrada })).data.usuarioAdd;
    const { contrasena: _c, usuario: _u, ...resto } = entrada;
    const res = await t.gql(staff, EDIT, { id: creado.id, u: { ...resto, cargo: 'Jefe', id_rol: 'ENTIDAD_PUBLICA', conCodigo: true, persona_telefono: '2444444', persona_fecha_nacimiento: '18/05/1991' } });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.usuarioEdit).toMatchObject({ cargo: 'Jefe', id_rol: ROLES.ENTIDAD_PUBLICA, persona_telefono: '2444444', persona_fecha_nacimiento: '1991-05-18' });
  });
});

describe('part 2 §3 Subsidio and Distribution', () => {
  const DETALLE = 'id estado fecha_ini fecha_fin id_subsidio distribucion_copia distribuciones { nombre porcentaje credito detalle { porcentaje grupo { id nombre sigla } } }';
  const LIST = '{ subsidios(limit: 100, order: "id") { count rows { id nombre gestion fecha_ini fecha_fin id_subsidio distribucion_copia } } }';
  let programa: string;
  const grupo: Record<string, { id: number; nombre: string; sigla: string }> = {};
  beforeAll(async () => {
    programa = (await loginAs(t, ROLES.ADMINISTRADOR)).token;
    const res = await t.gql(programa, '{ grupoAlimenticios(limit: 25) { rows { id nombre sigla } } }');
    for (const g of res.data.grupoAlimenticios.rows) grupo[g.sigla] = g;
  });
  const nuevo = async () => {
    const res = await t.gql(programa, 'mutation($s: SubsidioInput!) { subsidioMontoAdd(subsidio: $s) { id } }', { s: { nombre: `SPEC ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, nro_total_entregas: 4, vigencia_dias: 60, gestion: 2026, monto: '100' } });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data.subsidioMontoAdd.id as number;
  };
  const comoSpec = () => [
    { nombre: 'Alimentos', porcentaje: '100', credito: '0', detalle: [{ grupo: grupo.LAC, porcentaje: '60' }, { grupo: grupo.CER, porcentaje: '40' }] },
  ];

  it('part 2 §3 subsidios: rows with fecha_ini, fecha_fin, id_subsidio, distribucion_copia', async () => {
    const res = await t.gql(programa, LIST);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const [bono, prenatal] = res.data.subsidios.rows;
    expect(bono).toMatchObject({ id: 1, gestion: null, fecha_ini: null, fecha_fin: null, id_subsidio: null, distribucion_copia: false });
    expect(prenatal).toMatchObject({ gestion: 2026, fecha_ini: '2026-01-01', fecha_fin: '2026-12-31', id_subsidio: null, distribucion_copia: false });
  });

  it('part 2 §7 distribucionAdd: group lines as {grupo {id, nombre, sigla}, porcentaje}, answered the same way', async () => {
    const id = await nuevo();
    const res = await t.gql(programa, `mutation($id: ID!, $d: [DistribucionInput!]!) { distribucionAdd(id_subsidio: $id, distribuciones: $d) { ${DETALLE} } }`, { id, d: comoSpec() });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.distribucionAdd.distribuciones).toEqual([
      {
        nombre: 'ALIMENTOS',
        porcentaje: '100',
        credito: '0',
        detalle: [
          { porcentaje: '60', grupo: grupo.LAC },
          { porcentaje: '40', grupo: grupo.CER },
        ],
      },
    ]);
    expect(res.data.distribucionAdd).toMatchObject({ fecha_ini: '2026-01-01', fecha_fin: '2026-12-31', id_subsidio: null, distribucion_copia: false });
  });

  it('part 2 §7 subsidioDistribucionEdit: group lines as {grupo {…}, porcentaje}; two different groups in one line are refused', async () => {
    const id = await nuevo();
    const EDIT = `mutation($id: ID!, $d: [DistribucionInput!]!, $estado: String) { subsidioDistribucionEdit(id_subsidio: $id, distribuciones: $d, estado: $estado) { ${DETALLE} } }`;
    const res = await t.gql(programa, EDIT, { id, d: comoSpec(), estado: 'ACTIVO' });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.subsidioDistribucionEdit.estado).toBe('ACTIVO');
    expect(res.data.subsidioDistribucionEdit.distribuciones[0].detalle.map((d: { grupo: { sigla: string } }) => d.grupo.sigla)).toEqual(['LAC', 'CER']);
    const otro = await nuevo();
    const cruzada = [{ nombre: 'Alimentos', porcentaje: '100', credito: '0', detalle: [{ grupo: grupo.LAC, id_grupo_alimenticio: grupo.CER!.id, porcentaje: '100' }] }];
    await rechazada(() => t.gql(programa, EDIT, { id: otro, d: cruzada }), `Identificador: ${TEXTOS.grupoNoCoincide}`);
  });
});

describe('part 2 §3 list rows', () => {
  it('part 2 §3 planillas: rows with sucursal_entidad_suc_sigla', async () => {
    const { db } = t.database;
    const entidad = await makeEntidad(t, { sigla: 'MSPEC' });
    const empleador = (await loginAs(t, ROLES.EMPLEADOR, { id_entidad: entidad.id })).token;
    const [suc] = await db.insert(sucursales).values({ nombre: 'CASA SPEC', id_entidad: entidad.id, tipo: 'SUCURSAL' }).returning({ id: sucursales.id });
    const [b] = await makeBeneficiariasBono(t, entidad.id, suc!.id, ['10.00']);
    const add = await t.gql(
      empleador,
      'mutation ($s: ID!, $l: [PlanillaLineaInput!]!) { planillaAdd(sucursalPago: $s, montoTotal: "10.00", nombre: "PLANILLA ESFUERZO POR BOLIVIA", lista: $l) { id } }',
      { s: suc!.id, l: [{ idBeneficiaria: String(b), monto: '10.00' }] },
    );
    expect(add.errors).toBeUndefined();
    const res = await t.gql(empleador, '{ planillas(limit: 10) { rows { id sucursal_entidad_suc_nombre sucursal_entidad_suc_sigla } } }');
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.planillas.rows).toEqual([{ id: add.data.planillaAdd.id, sucursal_entidad_suc_nombre: 'CASA SPEC', sucursal_entidad_suc_sigla: 'MSPEC' }]);
  });

  it('part 2 §3 beneficiarias: rows with every persona_tc_* field', async () => {
    const { db } = t.database;
    const entidad = await makeEntidad(t);
    const [suc] = await db.insert(sucursales).values({ nombre: 'CASA TC', id_entidad: entidad.id, tipo: 'SUCURSAL' }).returning({ id: sucursales.id });
    const [prenatal] = await db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.nombre, 'SUBSIDIO PRENATAL'));
    const [cobra] = await db.insert(personas).values({ nro_documento: '9911223', complemento: '1A', nombres: 'JUANA', primer_apellido: 'MAMANI', segundo_apellido: 'CHOQUE', fecha_nacimiento: '1980-01-02' }).returning({ id: personas.id });
    const [id] = await makeBeneficiariasBono(t, entidad.id, suc!.id, [null], { id_subsidio: prenatal!.id, id_persona_titular_cobro: cobra!.id });
    const operador = (await loginAs(t, ROLES.OPERADOR)).token;
    const res = await t.gql(operador, 'query ($e: ID) { beneficiarias(id_entidad: $e, limit: 10) { rows { id persona_tc_nro_documento persona_tc_complemento persona_tc_nombres persona_tc_primer_apellido persona_tc_segundo_apellido persona_tc_nombre_completo } } }', { e: entidad.id });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.beneficiarias.rows).toEqual([
      { id, persona_tc_nro_documento: '9911223', persona_tc_complemento: '1A', persona_tc_nombres: 'JUANA', persona_tc_primer_apellido: 'MAMANI', persona_tc_segundo_apellido: 'CHOQUE', persona_tc_nombre_completo: 'JUANA MAMANI CHOQUE' },
    ]);
  });

  it('part 2 §3 pagos: rows with id_beneficiario (the provider paid)', async () => {
    const entidad = await makeEntidad(t);
    const dueno = (await loginAs(t, ROLES.PROVEEDOR, { id_entidad: entidad.id })).token;
    const [pago] = await t.database.db
      .insert(pagos)
      .values({ id_entidad: entidad.id, monto: '12.50', periodo_inicial: '2026-11-01', periodo_final: '2026-11-07', fecha_solicitud: new Date('2026-11-08T12:00:00Z') })
      .returning({ id: pagos.id });
    const res = await t.gql(dueno, '{ pagos(limit: 10) { rows { id id_entidad id_beneficiario } } }');
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.pagos.rows).toEqual([{ id: pago!.id, id_entidad: entidad.id, id_beneficiario: entidad.id }]);
  });
});
