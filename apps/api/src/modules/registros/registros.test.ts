import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { isoDeDiaMesAnio } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { withSegip } from '../../test/segip.js';
import { beneficiariaEstados, beneficiarias, cuentas, departamentos, entregas, inscripciones, movimientos, municipios, personas, provincias, subsidios, sucursales } from '../../db/schema/index.js';
import { registroSegip } from '@pb/demo/integrations/segip/registro.js';

/**
 * registrarBeneficiaria (spec part 2 §2.13; decision 027): a woman SEGIP knows is registered in the
 * universal subsidy at the counter, credited all her assignments at once, with their calendar.
 */
let t: TestApp;
let sim: { close(): Promise<void> };
let operador: string;
let dpa: { id_departamento: number; id_provincia: number; id_municipio: number };
let codigoMunicipio: string;
const [ana, berta, carla, dora] = registroSegip().filter((p) => p.Genero === 'F' && !p.Complemento && p.PrimerApellido).slice(10, 14);

const REGISTRAR = `mutation($b: JSON!) { registrarBeneficiaria(beneficiaria: $b) { code message error id } }`;
function payload(p: NonNullable<typeof ana>, extra: Record<string, unknown> = {}) {
  return {
    nro_documento: p.NumeroDocumento,
    complemento: null,
    fecha_nacimiento: isoDeDiaMesAnio(p.FechaNacimiento),
    // What the browser shows; the server keeps SEGIP's.
    nombres: 'OTRO NOMBRE',
    paterno: p.PrimerApellido,
    materno: p.SegundoApellido,
    tipo_documento: 'CI',
    nacionalidad: 'BOLIVIA',
    genero: 'F',
    idInscripcion: `INS-${p.NumeroDocumento}`,
    nroCelular: null,
    medico: { nombres: 'rene', primer_apellido: 'flores', segundo_apellido: null, matricula: 'MP-123' },
    dpa,
    ...extra,
  };
}
const registrar = (b: unknown, token = operador) => t.gql(token, REGISTRAR, { b });

async function contar() {
  const n = async (q: ReturnType<typeof sql>) => Number((await t.database.db.execute<{ n: number }>(q)).rows[0]!.n);
  return {
    personas: await n(sql`select count(*)::int as n from personas`),
    beneficiarias: await n(sql`select count(*)::int as n from beneficiarias`),
    inscripciones: await n(sql`select count(*)::int as n from inscripciones`),
    movimientos: await n(sql`select count(*)::int as n from movimientos`),
    entregas: await n(sql`select count(*)::int as n from entregas`),
    cuentas: await n(sql`select count(*)::int as n from cuentas`),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  sim = await withSegip(t);
  operador = (await loginAs(t, 3)).token;
  const [m] = await t.database.db
    .select({ id_municipio: municipios.id, id_provincia: provincias.id, id_departamento: departamentos.id, codigo: municipios.codigo_completo })
    .from(municipios)
    .innerJoin(provincias, eq(provincias.id, municipios.id_provincia))
    .innerJoin(departamentos, eq(departamentos.id, provincias.id_departamento))
    .where(eq(departamentos.codigo, '04'))
    .orderBy(asc(municipios.id))
    .limit(1);
  const { codigo, ...ids } = m!;
  dpa = ids;
  codigoMunicipio = codigo;
});
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

describe('registrarBeneficiaria', () => {
  it('registers her with SEGIP’s names, her inscription, 4 ABONOs with their calendar and the state history', async () => {
    const res = await registrar(payload(ana!, { nroCelular: '71234567' }));
    expect(res.errors).toBeUndefined();
    expect(res.data.registrarBeneficiaria).toEqual({ code: 1, message: 'Se realizó el registro correctamente', error: null, id: expect.any(String) });

    const [p] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, ana!.NumeroDocumento));
    expect(p).toMatchObject({ nombres: ana!.Nombres, primer_apellido: ana!.PrimerApellido, fecha_nacimiento: isoDeDiaMesAnio(ana!.FechaNacimiento), movil: '71234567', genero: 'F' });
    const [universal] = await t.database.db.select().from(subsidios).where(like(subsidios.nombre, '%UNIVERSAL%'));
    const [b] = await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id_persona, p!.id));
    const [regional] = await t.database.db.select().from(sucursales).where(eq(sucursales.id, b!.id_sucursal!));
    expect(regional).toMatchObject({ tipo: 'REGIONAL', id_entidad: b!.id_entidad });
    expect(regional!.dpa!.slice(0, 2)).toBe('04');
    expect(res.data.registrarBeneficiaria.id).toBe(String(b!.id));
    expect(b).toMatchObject({ id_persona_titular: p!.id, id_persona_titular_cobro: p!.id, id_subsidio: universal!.id, estado: 'CREADO', nro_asignacion_inicio: 1, nro_asignacion_fin: 4, fecha_inicio: '2026-11-22' });
    expect(await t.database.db.select({ de: beneficiariaEstados.estado_anterior, a: beneficiariaEstados.estado_nuevo }).from(beneficiariaEstados).where(eq(beneficiariaEstados.id_beneficiaria, b!.id))).toEqual([{ de: null, a: 'CREADO' }]);
    expect(await t.database.db.select().from(inscripciones).where(eq(inscripciones.id_beneficiaria, b!.id))).toEqual([
      expect.objectContaining({ codigo_inscripcion: `INS-${ana!.NumeroDocumento}`, id_municipio: dpa.id_municipio, medico_nombres: 'RENE', medico_primer_apellido: 'FLORES', medico_matricula: 'MP-123' }),
    ]);

    const [c] = await t.database.db.select().from(cuentas).where(eq(cuentas.id_beneficiaria, b!.id));
    expect(c).toMatchObject({ id_subsidio: universal!.id, saldo: '1200.00' });
    const abonos = await t.database.db.select({ tipo: movimientos.tipo, monto: movimientos.monto, origen: movimientos.origen }).from(movimientos).where(eq(movimientos.id_cuenta, c!.id)).orderBy(asc(movimientos.id));
    expect(abonos).toEqual([1, 2, 3, 4].map((n) => ({ tipo: 'ABONO', monto: '300.00', origen: `inscripcion:${b!.id}:${n}` })));
    const calendario = await t.database.db
      .select({ n: entregas.nro_asignacion, origen: entregas.origen, monto: entregas.monto, desde: entregas.habilitada_desde, limite: entregas.fecha_limite, estado: entregas.estado })
      .from(entregas)
      .where(eq(entregas.id_beneficiaria, b!.id))
      .orderBy(asc(entregas.nro_asignacion));
    expect(calendario).toEqual([
      { n: 1, origen: `inscripcion:${b!.id}:1`, monto: '300.00', desde: '2026-11-22', limite: '2027-01-21', estado: 'HABILITADO' },
      { n: 2, origen: `inscripcion:${b!.id}:2`, monto: '300.00', desde: '2027-01-21', limite: '2027-03-22', estado: 'HABILITADO' },
      { n: 3, origen: `inscripcion:${b!.id}:3`, monto: '300.00', desde: '2027-03-22', limite: '2027-05-21', estado: 'HABILITADO' },
      { n: 4, origen: `inscripcion:${b!.id}:4`, monto: '300.00', desde: '2027-05-21', limite: '2027-07-20', estado: 'HABILITADO' },
    ]);
  });

  it('the search asks whether she is already registered (issue 51 §12): she is, a stranger and another woman are not; staff only', async () => {
    const EXISTE = `query ($d: String!, $c: String) { registroUniversalExistente(nro_documento: $d, complemento: $c) }`;
    const existe = async (d: string, token = operador) => (await t.gql(token, EXISTE, { d, c: null })).data?.registroUniversalExistente;
    expect(await existe(ana!.NumeroDocumento)).toBe(true);
    expect(await existe(dora!.NumeroDocumento)).toBe(false);
    expect(await existe('99999999')).toBe(false);
    expect((await t.gql((await loginAs(t, 5)).token, EXISTE, { d: ana!.NumeroDocumento })).errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    expect((await t.gql(operador, EXISTE, { d: '12a' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('registering her again is refused and nothing is doubled', async () => {
    const antes = await contar();
    const res = await registrar(payload(ana!, { nroCelular: '71234567', idInscripcion: 'OTRA' }));
    expect(res.data.registrarBeneficiaria).toMatchObject({ code: -1, message: 'Verifique los datos, asegurese de que el subsidio no esta registrado' });
    expect(await contar()).toEqual(antes);
  });

  it('without a mobile she is ACTIVO; her place may come as the municipality’s code alone (the spec’s dpa)', async () => {
    expect((await registrar(payload(berta!, { dpa: codigoMunicipio }))).data.registrarBeneficiaria.code).toBe(1);
    const [b] = await t.database.db.select({ id: beneficiarias.id, estado: beneficiarias.estado }).from(beneficiarias).innerJoin(personas, eq(personas.id, beneficiarias.id_persona)).where(eq(personas.nro_documento, berta!.NumeroDocumento));
    expect(b!.estado).toBe('ACTIVO');
    const [i] = await t.database.db.select({ id_municipio: inscripciones.id_municipio }).from(inscripciones).where(eq(inscripciones.id_beneficiaria, b!.id));
    expect(i!.id_municipio).toBe(dpa.id_municipio);
  });

  it('a person SEGIP does not know is refused, nothing written', async () => {
    const antes = await contar();
    const res = await registrar(payload(carla!, { nro_documento: '99999991' }));
    expect(res.data.registrarBeneficiaria).toMatchObject({ code: -1, message: 'Persona no encontrada en Segip.' });
    expect(await contar()).toEqual(antes);
  });

  it('the mobile of another person is refused, nothing written', async () => {
    const antes = await contar();
    const res = await registrar(payload(carla!, { nroCelular: '71234567' }));
    expect(res.data.registrarBeneficiaria).toMatchObject({ code: -1, message: 'El número de celular ya se encuentra registrado' });
    expect(await contar()).toEqual(antes);
  });

  it('a bad payload is a validation error on its fields', async () => {
    const res = await registrar(payload(carla!, { idInscripcion: '', nroCelular: '5123', medico: { nombres: '  ' }, dpa: { id_departamento: dpa.id_departamento } }));
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
    const campos = res.errors![0]!.extensions!.campos as Record<string, string>;
    expect(campos).toMatchObject({ idInscripcion: TEXTOS.required, 'medico.nombres': TEXTOS.required, nroCelular: TEXTOS.celularOchoDigitos });
    expect(Object.keys(campos)).toEqual(expect.arrayContaining(['dpa.id_provincia', 'dpa.id_municipio']));
  });

  it('a municipality outside the chosen province, or a code no municipality has, is refused', async () => {
    const res = await registrar(payload(carla!, { dpa: { ...dpa, id_provincia: dpa.id_provincia + 1 } }));
    expect(res.data.registrarBeneficiaria).toMatchObject({ code: -1, message: TEXTOS.dpaInvalido });
    expect((await registrar(payload(carla!, { dpa: '999999' }))).data.registrarBeneficiaria).toMatchObject({ code: -1, message: TEXTOS.dpaInvalido });
    expect((await registrar(payload(carla!, { dpa: '12' }))).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', campos: { 'dpa.codigo': TEXTOS.invalid } });
  });

  it('needs registros:create', async () => {
    const empleador = (await loginAs(t, 5)).token;
    const res = await registrar(payload(dora!), empleador);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
  });

  it('with no ACTIVO universal subsidy the registration is refused', async () => {
    await t.database.db.update(subsidios).set({ estado: 'INACTIVO' }).where(like(subsidios.nombre, '%UNIVERSAL%'));
    const res = await registrar(payload(dora!));
    expect(res.data.registrarBeneficiaria).toMatchObject({ code: -1, message: TEXTOS.subsidioUniversalNoActivo });
    await t.database.db.update(subsidios).set({ estado: 'ACTIVO' }).where(and(like(subsidios.nombre, '%UNIVERSAL%')));
  });
});


