import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDeDiaMesAnio } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { withOvt } from '../../test/ovt.js';
import { withSegip } from '../../test/segip.js';
import { beneficiariaEstados, beneficiarias, personas, subsidios, trabajadores } from '../../db/schema/index.js';
import { MATRICULAS_DEMO, NIT_DEMO, NIT_SEGUNDO_EMPLEADOR, registroOvt } from '@pb/demo/integrations/ovt/registro.js';
import { registroSegip } from '@pb/demo/integrations/segip/registro.js';

let t: TestApp;
const sims: Array<{ close(): Promise<void> }> = [];
let empleador: string;
let operador: string;
let ids: Record<string, number>;
let idEntidad: number;
const MATRICULA = MATRICULAS_DEMO[0];
// Generated workers of the demo employer (SEGIP does not know them) with a mobile.
const [titular, otroTitular, tercero, cuarto] = registroOvt()
  .trabajadores(NIT_DEMO, MATRICULA, 0, 40)!
  .trabajadores.filter((w) => String(w.nro_documento).length === 8 && w.celular && !w.complemento);
// People SEGIP knows, without complemento, to be registered as another person's beneficiary.
const [bebe, otraBebe] = registroSegip().filter((p) => !p.Complemento && p.PrimerApellido).slice(50, 52);

beforeAll(async () => {
  t = await createTestApp();
  sims.push(await withOvt(t), await withSegip(t));
  const e = await makeEntidad(t, { nit: NIT_DEMO, matricula_comercio: MATRICULA, matriculas_comercio: [...MATRICULAS_DEMO], origen: 'OVT' });
  idEntidad = e.id;
  empleador = (await loginAs(t, 5, { id_entidad: e.id })).token;
  operador = (await loginAs(t, 3)).token;
  ids = Object.fromEntries((await t.database.db.select().from(subsidios)).map((s) => [s.nombre, s.id]));
});
afterAll(async () => {
  for (const s of sims) await s.close();
  await t.close();
});

const buscar = (token: string, nroCi: string, nit = NIT_DEMO) => t.rest('POST', '/api/v1/ovt/obtener_titular', token, { nit, matricula: MATRICULA, nroCi });
function registro(doc: string, subsidio: string, extra: Record<string, unknown> = {}, titularExtra: Record<string, unknown> = {}) {
  return {
    nit: NIT_DEMO,
    matricula: MATRICULA,
    mismo: true,
    personaTitular: { persona: { nro_documento: doc, complemento: null, movil: null }, id_subsidio: ids[subsidio], titular_cobro: true, nroAsignacionInicio: 1, nroAsignacionFin: 4, fechaInicio: '2026-11-01', _user_created: 999, estado: 'ACTIVO', ...titularExtra },
    ...extra,
  };
}
const registrar = (token: string, body: unknown) => t.rest('POST', '/api/v1/ovt/registrar_beneficiaria', token, body);

describe('POST /api/v1/ovt/obtener_titular', () => {
  it('finds the insured worker in the employer’s matrícula', async () => {
    const res = await buscar(empleador, String(titular!.nro_documento));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mensaje: 'Trabajador encontrado exitosamente.',
      datos: { nro_documento: String(titular!.nro_documento), fecha_nacimiento: titular!.fecha_nacimiento, caja_salud: titular!.caja_salud, nombre_completo: expect.stringContaining(titular!.nombres), id_sucursal: null },
    });
  });

  it('a document the matrícula does not have is said on its field', async () => {
    const res = await buscar(empleador, '99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: TEXTOS.trabajadorNoEncontrado, campos: { nroCi: TEXTOS.trabajadorNoEncontrado } });
  });

  it('the document is digits only, at most 12', async () => {
    expect((await buscar(empleador, '12a45')).json().campos).toEqual({ nroCi: TEXTOS.soloEnteros });
    expect((await buscar(empleador, '1234567890123')).statusCode).toBe(400);
  });

  it('an employer reaches only its own NIT; the programme’s operator any', async () => {
    await makeEntidad(t, { nit: NIT_SEGUNDO_EMPLEADOR, matricula_comercio: MATRICULA, matriculas_comercio: [MATRICULA] });
    expect((await buscar(empleador, String(titular!.nro_documento), NIT_SEGUNDO_EMPLEADOR)).statusCode).toBe(404);
    expect((await buscar(operador, String(titular!.nro_documento))).statusCode).toBe(200);
  });
});

describe('POST /api/v1/ovt/registrar_beneficiaria', () => {
  it('registers the titular as its own PRENATAL beneficiary, with the OVT’s data, waiting for its phone', async () => {
    const res = await registrar(empleador, registro(String(titular!.nro_documento), 'SUBSIDIO PRENATAL', {}, { persona: { nro_documento: String(titular!.nro_documento), complemento: null, movil: titular!.celular } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mensaje: 'Se realizó el registro correctamente', datos: { estado: 'CREADO' } });
    const [b] = await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id, res.json().datos.id));
    const [p] = await t.database.db.select().from(personas).where(eq(personas.id, b!.id_persona));
    expect(p).toMatchObject({ nro_documento: String(titular!.nro_documento), fecha_nacimiento: titular!.fecha_nacimiento, nombres: titular!.nombres.toUpperCase(), movil: titular!.celular });
    expect(b).toMatchObject({ id_persona_titular: p!.id, id_persona_titular_cobro: p!.id, nro_asignacion_inicio: 1, nro_asignacion_fin: 4, fecha_inicio: '2026-11-01', fecha_fin: '2027-06-28', nro_hijos: null });
    expect(b!._user_created).not.toBe(999);
    const estados = await t.database.db.select().from(beneficiariaEstados).where(eq(beneficiariaEstados.id_beneficiaria, b!.id));
    expect(estados).toEqual([expect.objectContaining({ estado_anterior: null, estado_nuevo: 'CREADO' })]);
  });

  it('the same subsidy twice is refused with the spec’s message, and nothing changes', async () => {
    const antes = await huellaDeDatos(t);
    const res = await registrar(empleador, registro(String(titular!.nro_documento), 'SUBSIDIO PRENATAL'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: TEXTOS.subsidioYaRegistrado, campos: { 'personaTitular.id_subsidio': TEXTOS.subsidioYaRegistrado } });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('the operator registers a newborn’s LACTANCIA for another titular: the beneficiary as SEGIP has her, at least one child, the titular collects', async () => {
    const body = registro(String(otroTitular!.nro_documento), 'SUBSIDIO DE LACTANCIA', {
      mismo: false,
      personaBeneficiaria: { persona: { nro_documento: bebe!.NumeroDocumento, complemento: null, fecha_nacimiento: bebe!.FechaNacimiento, genero: 'F', movil: null, nombres: 'NOMBRE DEL FORMULARIO' } },
    }, { nroHijos: 0, nroAsignacionFin: 12, fechaNacidoVivo: '2026-10-15' });
    const res = await registrar(operador, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().datos.estado).toBe('ACTIVO');
    const [b] = await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id, res.json().datos.id));
    const [p] = await t.database.db.select().from(personas).where(eq(personas.id, b!.id_persona));
    expect(p).toMatchObject({ nro_documento: bebe!.NumeroDocumento, nombres: bebe!.Nombres, primer_apellido: bebe!.PrimerApellido, fecha_nacimiento: isoDeDiaMesAnio(bebe!.FechaNacimiento), estado_verificacion: 'VERIFICADO_SEGIP' });
    expect(b).toMatchObject({ nro_hijos: 1, fecha_nacido_vivo: '2026-10-15', id_persona_titular_cobro: b!.id_persona_titular });
    expect(b!.id_persona_titular).not.toBe(b!.id_persona);
  });

  it('a beneficiary SEGIP does not know, or one the system has with other data, is refused and nothing changes', async () => {
    const antes = await huellaDeDatos(t);
    const noExiste = registro(String(tercero!.nro_documento), 'SUBSIDIO PRENATAL', { mismo: false, personaBeneficiaria: { persona: { nro_documento: '9999999', complemento: null, fecha_nacimiento: '01/01/2000', genero: 'F', movil: null } } });
    const r1 = await registrar(empleador, noExiste);
    expect(r1.statusCode).toBe(404);
    expect(r1.json().error).toBe('Persona no encontrada en Segip. Revise.');
    expect(await huellaDeDatos(t)).toEqual(antes);

    await t.database.db.insert(personas).values({ nro_documento: otraBebe!.NumeroDocumento, nombres: 'OTRO NOMBRE', fecha_nacimiento: isoDeDiaMesAnio(otraBebe!.FechaNacimiento) });
    const antes2 = await huellaDeDatos(t);
    const duplicado = registro(String(tercero!.nro_documento), 'SUBSIDIO PRENATAL', { mismo: false, personaBeneficiaria: { persona: { nro_documento: otraBebe!.NumeroDocumento, complemento: null, fecha_nacimiento: otraBebe!.FechaNacimiento, genero: 'F', movil: null } } });
    const r2 = await registrar(empleador, duplicado);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().error).toBe('CI duplicado. La persona ya esta registrada en el sistema con diferentes datos, Regularize en Segip..');
    expect(await huellaDeDatos(t)).toEqual(antes2);
  });

  it('refuses a UNIVERSAL subsidy, the bonus, an assignment beyond the subsidy’s deliveries, a range backwards, and a titular the OVT lacks', async () => {
    const doc = String(cuarto!.nro_documento);
    expect((await registrar(empleador, registro(doc, 'SUBSIDIO UNIVERSAL PRENATAL'))).json().error).toBe(TEXTOS.subsidioNoRegistrable);
    expect((await registrar(empleador, registro(doc, 'BONO ESFUERZO POR BOLIVIA'))).json().error).toBe(TEXTOS.subsidioNoRegistrable);
    const lejos = await registrar(empleador, registro(doc, 'SUBSIDIO PRENATAL', {}, { nroAsignacionFin: 5 }));
    expect(lejos.json()).toMatchObject({ error: TEXTOS.asignacionFueraDeRango({ n: 4 }), campos: { 'personaTitular.nroAsignacionFin': TEXTOS.asignacionFueraDeRango({ n: 4 }) } });
    const alreves = await registrar(empleador, registro(doc, 'SUBSIDIO PRENATAL', {}, { nroAsignacionInicio: 3, nroAsignacionFin: 2 }));
    expect(alreves.json().campos).toEqual({ 'personaTitular.nroAsignacionFin': TEXTOS.asignacionInvalida });
    const sinTitular = await registrar(empleador, registro('99999999', 'SUBSIDIO PRENATAL'));
    expect(sinTitular.statusCode).toBe(404);
    const sinBeneficiaria = await registrar(empleador, registro(doc, 'SUBSIDIO PRENATAL', { mismo: false }));
    expect(sinBeneficiaria.json().campos).toEqual({ personaBeneficiaria: TEXTOS.beneficiariaRequerida });
    const nada = await t.database.db.select().from(beneficiarias).where(and(eq(beneficiarias.id_subsidio, ids['SUBSIDIO PRENATAL']!)));
    expect(nada).toHaveLength(1);
  });

  it('keeps the OVT’s birth date on the titular’s worker row when the entity has one, and makes none otherwise (decision 062)', async () => {
    const w = cuarto!;
    const [p] = await t.database.db
      .insert(personas)
      .values({ nro_documento: String(w.nro_documento), nombres: w.nombres.toUpperCase(), primer_apellido: w.primer_apellido?.toUpperCase() ?? null, segundo_apellido: w.segundo_apellido?.toUpperCase() ?? null, fecha_nacimiento: w.fecha_nacimiento })
      .returning({ id: personas.id });
    await t.database.db.insert(trabajadores).values({ id_persona: p!.id, id_entidad: idEntidad, cargo: 'ANTES DEL OVT' });
    const res = await registrar(empleador, registro(String(w.nro_documento), 'SUBSIDIO PRENATAL'));
    expect(res.statusCode, res.body).toBe(201);
    const [fila] = await t.database.db.select().from(trabajadores).where(eq(trabajadores.id_persona, p!.id));
    expect(fila).toMatchObject({ fecha_nacimiento_ovt: w.fecha_nacimiento, cargo: 'ANTES DEL OVT' });
    const [primera] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, String(titular!.nro_documento)));
    expect(await t.database.db.select().from(trabajadores).where(eq(trabajadores.id_persona, primera!.id))).toEqual([]);
  });
});
