import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDeDiaMesAnio } from '@pb/contract';
import { CABECERA_MENSAJE, MENSAJES, TEXTOS, aviso, leerCabeceraMensaje, texto } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { withOvt } from '../../test/ovt.js';
import { beneficiariaEstados, beneficiarias, personas, serviciosIop, sucursales, trabajadores } from '../../db/schema/index.js';
import { DOCUMENTO_DOS_EMPLEADORES, DOCUMENTO_FECHA_DISTINTA, DOCUMENTO_SIN_CELULAR, MATRICULAS_DEMO, MATRICULA_SEGUNDO_EMPLEADOR, NIT_DEMO, NIT_SEGUNDO_EMPLEADOR, TRABAJADORES_DEMO, registroOvt } from '@pb/demo/integrations/ovt/registro.js';
import { registroSegip } from '@pb/demo/integrations/segip/registro.js';

let t: TestApp;
let sim: Awaited<ReturnType<typeof withOvt>>;
let demo: { id: number; token: string };
let segundo: { id: number; token: string };
const TOTAL_DEMO = TRABAJADORES_DEMO[MATRICULAS_DEMO[0]]! + TRABAJADORES_DEMO[MATRICULAS_DEMO[1]]!;
const registro = registroOvt();
const primeros = registro.trabajadores(NIT_DEMO, MATRICULAS_DEMO[0], 0, 10)!.trabajadores;
const segip = registroSegip().find((p) => p.NumeroDocumento === DOCUMENTO_FECHA_DISTINTA)!;

async function empleador(nit: string, matriculas: string[]) {
  const e = await makeEntidad(t, { nit, matricula_comercio: matriculas[0], matriculas_comercio: matriculas, tipo: 'PRIVADA', origen: 'OVT' });
  return { id: e.id, token: (await loginAs(t, 5, { id_entidad: e.id })).token };
}
const sincronizar = (quien: { id: number; token: string }, idEntidad = quien.id) => t.rest('POST', '/api/v1/beneficiarias/crear_personas', quien.token, { id_usuario: 1, id_entidad: idEntidad });
const bonosDe = (idEntidad: number) => t.database.db.select().from(beneficiarias).where(and(eq(beneficiarias.id_entidad, idEntidad), eq(beneficiarias.id_subsidio, 1)));

beforeAll(async () => {
  t = await createTestApp();
  sim = await withOvt(t);
  // The system already knows one demo worker, from SEGIP, with SEGIP's birth date; another holds the mobile of a second one.
  await t.database.db.insert(personas).values({ nro_documento: segip.NumeroDocumento, complemento: segip.Complemento || null, nombres: segip.Nombres, fecha_nacimiento: isoDeDiaMesAnio(segip.FechaNacimiento), estado_verificacion: 'VERIFICADO_SEGIP' });
  await t.database.db.insert(personas).values({ nro_documento: '999000111', nombres: 'DUEÑA DEL CELULAR', movil: primeros[1]!.celular! });
  demo = await empleador(NIT_DEMO, [...MATRICULAS_DEMO]);
  segundo = await empleador(NIT_SEGUNDO_EMPLEADOR, [MATRICULA_SEGUNDO_EMPLEADOR]);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

describe('POST /api/v1/beneficiarias/crear_personas', () => {
  it('brings every worker of both matrículas as a person, a worker and a bonus beneficiary, and says which birth dates differ', async () => {
    const res = await sincronizar(demo);
    expect(res.statusCode, res.body).toBe(200);
    // Spec part 2 §7: "string or list of document errors": here the list, the others written all the same.
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toEqual([
      {
        ci: segip.Complemento ? `${segip.NumeroDocumento}-${segip.Complemento}` : segip.NumeroDocumento,
        fecha_nac_sistema: segip.FechaNacimiento,
        fecha_nac_ovt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        ...aviso(MENSAJES.csvFechaNoCoincide),
      },
    ]);
    expect(body[0].fecha_nac_ovt).not.toBe(segip.FechaNacimiento);

    const bonos = await bonosDe(demo.id);
    expect(bonos).toHaveLength(TOTAL_DEMO - 1);
    const ramas = await t.database.db.select().from(sucursales).where(eq(sucursales.id_entidad, demo.id));
    expect(new Set(ramas.map((r) => r.matricula))).toEqual(new Set(MATRICULAS_DEMO));
    expect(ramas.every((r) => r.tipo === 'SUCURSAL' && r.id_sucursal_ovt !== null)).toBe(true);
    expect(bonos.every((b) => b.id_sucursal !== null && ramas.some((r) => r.id === b.id_sucursal))).toBe(true);
    const estados = await t.database.db.select().from(beneficiariaEstados);
    expect(estados.filter((e) => bonos.some((b) => b.id === e.id_beneficiaria))).toHaveLength(bonos.length);
  });

  it('a worker with a mobile waits for its phone (CREADO); one without, or whose mobile another person has, is ACTIVO without it', async () => {
    const [sinCelular] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, DOCUMENTO_SIN_CELULAR));
    const [celularAjeno] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, String(primeros[1]!.nro_documento)));
    const [conCelular] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, String(primeros[0]!.nro_documento)));
    expect(sinCelular!.movil).toBeNull();
    expect(celularAjeno!.movil).toBeNull();
    expect(conCelular!.movil).toBe(primeros[0]!.celular);
    const estadoDe = async (idPersona: number) => (await bonosDe(demo.id)).find((b) => b.id_persona === idPersona)!.estado;
    expect(await estadoDe(sinCelular!.id)).toBe('ACTIVO');
    expect(await estadoDe(celularAjeno!.id)).toBe('ACTIVO');
    expect(await estadoDe(conCelular!.id)).toBe('CREADO');
  });

  it('the registry’s aguinaldo becomes the amount and its 15 % the bonus, rounded half up', async () => {
    const conAguinaldo = registro.trabajadores(NIT_DEMO, MATRICULAS_DEMO[0], 0, 200)!.trabajadores.filter((w) => w.aguinaldo !== null && w.nro_documento !== DOCUMENTO_FECHA_DISTINTA);
    expect(conAguinaldo.length).toBeGreaterThan(0);
    const w = conAguinaldo[0]!;
    const [p] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, String(w.nro_documento)));
    const b = (await bonosDe(demo.id)).find((x) => x.id_persona === p!.id)!;
    const [enteros, dec = ''] = w.aguinaldo!.split('.');
    const centavos = Number(enteros) * 100 + Number(dec.padEnd(2, '0'));
    expect(Number(b.monto_detalle)).toBe(centavos / 100);
    expect(Math.round(Number(b.monto_bono) * 100)).toBe(Math.floor((centavos * 15 + 50) / 100));
  });

  it('every worker row keeps the OVT’s birth date (decision 062)', async () => {
    const filas = await t.database.db
      .select({ nro: personas.nro_documento, ovt: trabajadores.fecha_nacimiento_ovt, persona: personas.fecha_nacimiento })
      .from(trabajadores)
      .innerJoin(personas, eq(personas.id, trabajadores.id_persona))
      .where(eq(trabajadores.id_entidad, demo.id));
    expect(filas).toHaveLength(TOTAL_DEMO - 1);
    const w = primeros[0]!;
    expect(filas.find((f) => f.nro === String(w.nro_documento))!.ovt).toBe(w.fecha_nacimiento);
    expect(filas.every((f) => f.ovt !== null && f.ovt === f.persona)).toBe(true);
  });

  it('running it again changes nothing', async () => {
    const antes = await huellaDeDatos(t);
    const res = await sincronizar(demo);
    expect(res.json()).toHaveLength(1);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a person employed by two employers is one person with two workers and two bonuses', async () => {
    const res = await sincronizar(segundo);
    expect(res.statusCode).toBe(200);
    // Every worker came in: the message as a JSON string, and its key in the header (decision 075).
    const mensaje = leerCabeceraMensaje(res.headers[CABECERA_MENSAJE] as string);
    expect(mensaje?.clave).toMatch(/^(trabajadoresSincronizados|trabajadorSincronizadoUno)$/);
    expect(res.json()).toBe(texto(mensaje!));
    const [p] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, DOCUMENTO_DOS_EMPLEADORES));
    const empleos = await t.database.db.select().from(trabajadores).where(eq(trabajadores.id_persona, p!.id));
    expect(new Set(empleos.map((e) => e.id_entidad))).toEqual(new Set([demo.id, segundo.id]));
    const bonos = await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id_persona, p!.id));
    expect(bonos).toHaveLength(2);
  });

  it('a worker left out for its birth date, whose row the entity already has, gets only the OVT’s date on it', async () => {
    const [p] = await t.database.db.select().from(personas).where(eq(personas.nro_documento, DOCUMENTO_FECHA_DISTINTA));
    const [fila] = await t.database.db.insert(trabajadores).values({ id_persona: p!.id, id_entidad: demo.id, cargo: 'ANTERIOR' }).returning();
    const res = await sincronizar(demo);
    expect(res.json()).toHaveLength(1);
    const ovt = registro.titular(NIT_DEMO, MATRICULAS_DEMO[0], DOCUMENTO_FECHA_DISTINTA)!;
    const [despues] = await t.database.db.select().from(trabajadores).where(eq(trabajadores.id, fila!.id));
    expect(despues).toMatchObject({ fecha_nacimiento_ovt: ovt.fecha_nacimiento, cargo: 'ANTERIOR', matricula: null });
    expect(ovt.fecha_nacimiento).not.toBe(p!.fecha_nacimiento);
    expect(await bonosDe(demo.id)).toHaveLength(TOTAL_DEMO - 1);
  });

  it('an employer cannot sync another entity (not found), and nothing changes', async () => {
    const antes = await huellaDeDatos(t);
    const res = await sincronizar(segundo, demo.id);
    expect(res.statusCode).toBe(404);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('an entity without NIT or matrícula is told so', async () => {
    const sinMatricula = await makeEntidad(t, { nit: null });
    const quien = { id: sinMatricula.id, token: (await loginAs(t, 5, { id_entidad: sinMatricula.id })).token };
    const res = await sincronizar(quien);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TEXTOS.entidadSinMatriculas);
  });

  it('an OVT that does not answer is a 503 with a clear message, and nothing changes', async () => {
    const [fila] = await t.database.db.select().from(serviciosIop).where(eq(serviciosIop.codigo, 'OVT'));
    await t.database.db.update(serviciosIop).set({ url: 'http://127.0.0.1:9/ovt/' }).where(eq(serviciosIop.codigo, 'OVT'));
    try {
      const antes = await huellaDeDatos(t);
      const res = await sincronizar(demo);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/OVT/);
      const { servicios_iop: _a, ...resto } = await huellaDeDatos(t);
      const { servicios_iop: _b, ...restoAntes } = antes;
      expect(resto).toEqual(restoAntes);
    } finally {
      await t.database.db.update(serviciosIop).set({ url: fila!.url }).where(eq(serviciosIop.codigo, 'OVT'));
    }
  });
});
