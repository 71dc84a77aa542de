import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../../core/errors.js';
import { asc, eq } from 'drizzle-orm';
import { ID_SUBSIDIO_BONO, type EstadoBeneficiaria, type TrabajadorBeneficiaria } from '@pb/contract';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { beneficiariaEstados, beneficiarias, personas, sucursales } from '../../db/schema/index.js';

let t: TestApp;
let entidadA: number;
let entidadB: number;
let sucursalA: number;
let sucursalB: number;
let empleadorA: { token: string; id: number };
let empleadorB: string;
let operador: string;
let administrador: string;

beforeAll(async () => {
  t = await createTestApp();
  entidadA = (await makeEntidad(t)).id;
  entidadB = (await makeEntidad(t)).id;
  const [sa] = await t.database.db.insert(sucursales).values({ nombre: 'CASA MATRIZ A', id_entidad: entidadA, tipo: 'SUCURSAL', departamento: 'La Paz', municipio: 'Nuestra Señora de La Paz', dpa: '020101' }).returning();
  const [sb] = await t.database.db.insert(sucursales).values({ nombre: 'CASA MATRIZ B', id_entidad: entidadB, tipo: 'SUCURSAL' }).returning();
  sucursalA = sa!.id;
  sucursalB = sb!.id;
  const a = await loginAs(t, 5, { id_entidad: entidadA });
  empleadorA = { token: a.token, id: a.user.id };
  empleadorB = (await loginAs(t, 5, { id_entidad: entidadB })).token;
  operador = (await loginAs(t, 3)).token;
  administrador = (await loginAs(t, 2)).token;
});
afterAll(() => t.close());

let seq = 0;
const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
const nuevoMovil = () => `7${base + ++seq}`;

/** A worker of the entity: a person with a bonus beneficiary in the given state. */
async function trabajador(idEntidad = entidadA, estado: EstadoBeneficiaria = 'ACTIVO', opciones: { movil?: string | null; subsidio?: number } = {}) {
  const doc = `${8_000_000 + ++seq}`;
  const [persona] = await t.database.db
    .insert(personas)
    .values({ nro_documento: doc, nombres: `TRABAJADOR ${seq}`, primer_apellido: 'QUISPE', segundo_apellido: 'MAMANI', fecha_nacimiento: '1990-05-01', pais_nacimiento: 'BOLIVIA', movil: opciones.movil === undefined ? nuevoMovil() : opciones.movil })
    .returning();
  const [ben] = await t.database.db
    .insert(beneficiarias)
    .values({ id_persona: persona!.id, id_persona_titular: persona!.id, id_subsidio: opciones.subsidio ?? ID_SUBSIDIO_BONO, id_entidad: idEntidad, id_sucursal: idEntidad === entidadA ? sucursalA : sucursalB, estado })
    .returning();
  return { persona: persona!, ben: ben! };
}

const QUERY = `query ($limit: Int, $page: Int, $order: String, $nro_documento: String, $id_entidad: ID) {
  beneficiariasPorEntidad(limit: $limit, page: $page, order: $order, nro_documento: $nro_documento, id_entidad: $id_entidad) {
    count rows { id id_beneficiaria id_entidad id_sucursal beneficiaria_datos_estado beneficiaria_datos_enviar_sms
      beneficiaria_datos_persona_fecha_nacimiento beneficiaria_datos_persona_id beneficiaria_datos_persona_movil beneficiaria_datos_persona_nombres
      beneficiaria_datos_persona_nro_documento beneficiaria_datos_persona_pais_nacimiento beneficiaria_datos_persona_primer_apellido beneficiaria_datos_persona_segundo_apellido
      beneficiaria_suc_departamento beneficiaria_suc_direccion_completa beneficiaria_suc_dpa beneficiaria_suc_municipio beneficiaria_suc_nombre beneficiaria_suc_provincia beneficiaria_suc_telefonos }
  }
}`;
type Lista = { beneficiariasPorEntidad: { count: number; rows: TrabajadorBeneficiaria[] } | null };
const listar = (token: string, variables: Record<string, unknown> = {}) => t.gql<Lista>(token, QUERY, variables);

const estadoDe = async (id: number) => (await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id, id)))[0]!.estado;
const historial = (id: number) => t.database.db.select().from(beneficiariaEstados).where(eq(beneficiariaEstados.id_beneficiaria, id)).orderBy(asc(beneficiariaEstados.id));
const movilDe = async (id: number) => (await t.database.db.select({ movil: personas.movil }).from(personas).where(eq(personas.id, id)))[0]!.movil;

const sms = (token: string, id: number, smsVal: unknown) => t.rest('PATCH', `/api/v1/beneficiarias/${id}/sms`, token, { smsVal });
const celular = (token: string, idPersona: number, movil: string) => t.rest('PATCH', `/api/v1/otros/celular/${idPersona}/${movil}`, token, {});
const huella = (token: string, id: number) => t.rest('PATCH', `/api/v1/beneficiarias/${id}/dispositivos/fingerprints`, token, {});
const quitarSuspension = (token: string, id: number) => t.rest('PUT', `/api/v1/otros/beneficiario/${id}`, token, {});
const desbloquear = (token: string, id: number, body: unknown = {}) => t.rest('PATCH', `/api/v1/beneficiarias/${id}/desbloqueo`, token, body);
const porPersona = (token: string, idPersona: number, estado: string) => t.rest('PATCH', `/api/v1/beneficiarias/${idPersona}/${estado}`, token, {});

describe('beneficiariasPorEntidad', () => {
  it('lists the caller’s own workers with their person and branch, newest first, paged in SQL', async () => {
    const uno = await trabajador();
    const dos = await trabajador(entidadA, 'INACTIVO');
    const ajeno = await trabajador(entidadB);
    const otroSubsidio = await trabajador(entidadA, 'ACTIVO', { subsidio: 2 });
    const res = await listar(empleadorA.token, { limit: 100 });
    expect(res.errors).toBeUndefined();
    const { count, rows } = res.data.beneficiariasPorEntidad!;
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(uno.ben.id);
    expect(ids).not.toContain(ajeno.ben.id);
    expect(ids).not.toContain(otroSubsidio.ben.id);
    expect(ids.indexOf(dos.ben.id)).toBeLessThan(ids.indexOf(uno.ben.id));
    expect(rows.every((r) => r.id_entidad === entidadA)).toBe(true);
    expect(count).toBe(rows.length);
    expect(rows.find((r) => r.id === uno.ben.id)).toEqual({
      id: uno.ben.id,
      id_beneficiaria: uno.ben.id,
      id_entidad: entidadA,
      id_sucursal: sucursalA,
      beneficiaria_datos_estado: 'ACTIVO',
      beneficiaria_datos_enviar_sms: '1',
      beneficiaria_datos_persona_fecha_nacimiento: '1990-05-01',
      beneficiaria_datos_persona_id: uno.persona.id,
      beneficiaria_datos_persona_movil: uno.persona.movil,
      beneficiaria_datos_persona_nombres: uno.persona.nombres,
      beneficiaria_datos_persona_nro_documento: uno.persona.nro_documento,
      beneficiaria_datos_persona_pais_nacimiento: 'BOLIVIA',
      beneficiaria_datos_persona_primer_apellido: 'QUISPE',
      beneficiaria_datos_persona_segundo_apellido: 'MAMANI',
      beneficiaria_suc_departamento: 'La Paz',
      beneficiaria_suc_direccion_completa: null,
      beneficiaria_suc_dpa: '020101',
      beneficiaria_suc_municipio: 'Nuestra Señora de La Paz',
      beneficiaria_suc_nombre: 'CASA MATRIZ A',
      beneficiaria_suc_provincia: null,
      beneficiaria_suc_telefonos: null,
    });
    const pagina = (await listar(empleadorA.token, { limit: 1, page: 2 })).data.beneficiariasPorEntidad!;
    expect(pagina.rows).toHaveLength(1);
    expect(pagina.rows[0]!.id).toBe(ids[1]);
    expect(pagina.count).toBe(count);
  });

  it('filters by document; an employer naming another entity still sees only its own', async () => {
    const w = await trabajador();
    const res = (await listar(empleadorA.token, { nro_documento: w.persona.nro_documento })).data.beneficiariasPorEntidad!;
    expect(res.rows.map((r) => r.id)).toEqual([w.ben.id]);
    const ajeno = await trabajador(entidadB);
    const intento = (await listar(empleadorA.token, { id_entidad: entidadB, nro_documento: ajeno.persona.nro_documento })).data.beneficiariasPorEntidad!;
    expect(intento).toEqual({ count: 0, rows: [] });
  });

  it('staff (the operator) may name the entity', async () => {
    const ajeno = await trabajador(entidadB);
    const res = (await listar(operador, { id_entidad: entidadB, limit: 100 })).data.beneficiariasPorEntidad!;
    expect(res.rows.map((r) => r.id)).toContain(ajeno.ben.id);
    expect(res.rows.every((r) => r.id_entidad === entidadB)).toBe(true);
  });

  it('refuses a role without the key, and a sort field it does not know', async () => {
    const res = await listar(administrador);
    expect(res.errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
    const orden = await listar(empleadorA.token, { order: 'nada' });
    expect(orden.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('SMS purchases', () => {
  it('turns the flag off and on; the static /sms path is not taken for a state', async () => {
    const w = await trabajador();
    const off = await sms(empleadorA.token, w.ben.id, '0');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ ...aviso(MENSAJES.compraSmsActualizado) });
    const [fila] = await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id, w.ben.id));
    expect(fila!.enviar_sms).toBe('0');
    expect(fila!.estado).toBe('ACTIVO');
    expect((await sms(empleadorA.token, w.ben.id, true)).statusCode).toBe(200);
    expect((await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id, w.ben.id)))[0]!.enviar_sms).toBe('1');
    expect(await historial(w.ben.id)).toEqual([]);
  });

  it('refuses a value that is not a flag', async () => {
    const w = await trabajador();
    const res = await sms(empleadorA.token, w.ben.id, 'si');
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toEqual({ smsVal: TEXTOS.invalid });
  });
});

describe('mobile number', () => {
  it('refuses a number that is not 8 digits starting with 6 or 7', async () => {
    const w = await trabajador();
    for (const [movil, mensaje] of [
      ['7123456', TEXTOS.celularOchoDigitos],
      ['712345678', TEXTOS.celularOchoDigitos],
      ['7123456a', TEXTOS.celularOchoDigitos],
      ['51234567', TEXTOS.celularInicio],
    ] as const) {
      const res = await celular(empleadorA.token, w.persona.id, movil);
      expect(res.statusCode, movil).toBe(400);
      expect(res.json().campos, movil).toEqual({ movil: mensaje });
    }
    expect(await movilDe(w.persona.id)).toBe(w.persona.movil);
  });

  it('warns when the number has not changed', async () => {
    const w = await trabajador();
    const res = await celular(empleadorA.token, w.persona.id, w.persona.movil!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ existe: false, ...aviso(MENSAJES.celularSinCambio, 'warning') });
  });

  it('refuses a number another person has, on the field', async () => {
    const w = await trabajador();
    const otro = await trabajador(entidadB);
    const res = await celular(empleadorA.token, w.persona.id, otro.persona.movil!);
    // Spec part 2 §7: the answer says `existe`, a soft refusal (200 with a warning) on the field.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ existe: true, ...aviso(MENSAJES.celularRegistrado, 'warning'), campos: { movil: TEXTOS.celularRegistrado }, clavesCampos: { movil: MENSAJES.celularRegistrado } });
    expect(await movilDe(w.persona.id)).toBe(w.persona.movil);
  });

  it('changes it; an ACTIVO beneficiary goes BLOQUEADO_CAMBIO_CELULAR with its row, an INACTIVO one stays', async () => {
    const w = await trabajador();
    const movil = nuevoMovil();
    const res = await celular(empleadorA.token, w.persona.id, movil);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ existe: false, ...aviso(MENSAJES.celularActualizado) });
    expect(await movilDe(w.persona.id)).toBe(movil);
    expect(await estadoDe(w.ben.id)).toBe('BLOQUEADO_CAMBIO_CELULAR');
    const [fila, ...resto] = await historial(w.ben.id);
    expect(resto).toEqual([]);
    expect(fila).toMatchObject({ estado_anterior: 'ACTIVO', estado_nuevo: 'BLOQUEADO_CAMBIO_CELULAR', motivo: 'Cambio de número de celular', _user_created: empleadorA.id });
    expect(fila!._created_at.toISOString()).toBe(t.clock().toISOString());

    const inactivo = await trabajador(entidadA, 'INACTIVO', { movil: null });
    expect((await celular(empleadorA.token, inactivo.persona.id, nuevoMovil())).statusCode).toBe(200);
    expect(await estadoDe(inactivo.ben.id)).toBe('INACTIVO');
    expect(await historial(inactivo.ben.id)).toEqual([]);
  });

  it('two requests for the same free number at once: exactly one wins', async () => {
    const a = await trabajador();
    const b = await trabajador();
    const movil = nuevoMovil();
    const res = await Promise.all([celular(empleadorA.token, a.persona.id, movil), celular(empleadorA.token, b.persona.id, movil)]);
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
    const cuerpos = res.map((r) => r.json());
    expect(cuerpos.filter((c) => c.mensaje === TEXTOS.celularActualizado)).toHaveLength(1);
    // The loser is told it is taken: by the check (`existe`) or, when both passed it, by the unique index (§7's list).
    const perdedor = cuerpos.find((c) => c.mensaje !== TEXTOS.celularActualizado);
    expect([{ existe: true, ...aviso(MENSAJES.celularRegistrado, 'warning'), campos: { movil: TEXTOS.celularRegistrado }, clavesCampos: { movil: MENSAJES.celularRegistrado } }, [{ type: 'unique violation', path: 'movil', value: movil, ...aviso(MENSAJES.celularRegistrado, 'message') }]]).toContainEqual(perdedor);
    const duenos = await t.database.db.select({ id: personas.id }).from(personas).where(eq(personas.movil, movil));
    expect(duenos).toHaveLength(1);
  });
});

describe('device fingerprint reset', () => {
  it('inactivates an ACTIVO beneficiary and activates it again', async () => {
    const w = await trabajador();
    const off = await huella(empleadorA.token, w.ben.id);
    expect(off.statusCode, off.body).toBe(200);
    // The list shows the worker's state: the answer names the record, not the device (issue 32).
    expect(off.json()).toEqual({ ...aviso(MENSAJES.registroDesactivado) });
    expect(await estadoDe(w.ben.id)).toBe('INACTIVO');
    const on = await huella(empleadorA.token, w.ben.id);
    expect(on.json()).toEqual({ ...aviso(MENSAJES.registroActivado) });
    expect(await estadoDe(w.ben.id)).toBe('ACTIVO');
    expect((await historial(w.ben.id)).map((h) => [h.estado_anterior, h.estado_nuevo, h.motivo])).toEqual([
      ['ACTIVO', 'INACTIVO', 'Reinicio de la huella del dispositivo'],
      ['INACTIVO', 'ACTIVO', 'Reinicio de la huella del dispositivo'],
    ]);
  });

  it('activates a BLOQUEADO_CAMBIO_CELULAR beneficiary', async () => {
    const w = await trabajador(entidadA, 'BLOQUEADO_CAMBIO_CELULAR');
    expect((await huella(empleadorA.token, w.ben.id)).json()).toEqual({ ...aviso(MENSAJES.registroActivado) });
    expect(await estadoDe(w.ben.id)).toBe('ACTIVO');
  });

  it('refuses other states and changes nothing', async () => {
    for (const estado of ['SUSPENDIDO', 'CREADO', 'BLOQUEADO_INTENTOS'] as const) {
      const w = await trabajador(entidadA, estado);
      const res = await huella(empleadorA.token, w.ben.id);
      expect(res.statusCode, estado).toBe(409);
      expect(res.json()).toMatchObject(restError(MENSAJES.beneficiariaTransicionInvalida({ estado }), 'CONFLICT'));
      expect(await estadoDe(w.ben.id)).toBe(estado);
      expect(await historial(w.ben.id)).toEqual([]);
    }
  });
});

describe('remove suspension', () => {
  it('SUSPENDIDO goes back to ACTIVO', async () => {
    const w = await trabajador(entidadA, 'SUSPENDIDO');
    const res = await quitarSuspension(empleadorA.token, w.ben.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.suspensionEliminada) });
    expect(await estadoDe(w.ben.id)).toBe('ACTIVO');
    expect((await historial(w.ben.id)).map((h) => [h.estado_anterior, h.estado_nuevo, h.motivo])).toEqual([['SUSPENDIDO', 'ACTIVO', 'Suspensión eliminada']]);
  });

  it('refuses a beneficiary that is not suspended, even where the table would allow ACTIVO', async () => {
    for (const estado of ['ACTIVO', 'INACTIVO'] as const) {
      const w = await trabajador(entidadA, estado);
      const res = await quitarSuspension(empleadorA.token, w.ben.id);
      expect(res.statusCode, estado).toBe(409);
      expect(await estadoDe(w.ben.id)).toBe(estado);
    }
  });
});

describe('unblock after wrong codes (BLOQUEADO_INTENTOS → ACTIVO, issue 32)', () => {
  it('the operator and the administrator unblock a beneficiary of any subsidy, with its history row', async () => {
    const w = await trabajador(entidadA, 'BLOQUEADO_INTENTOS');
    const res = await desbloquear(operador, w.ben.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.beneficiariaDesbloqueada) });
    expect(await estadoDe(w.ben.id)).toBe('ACTIVO');
    expect((await historial(w.ben.id)).map((h) => [h.estado_anterior, h.estado_nuevo, h.motivo])).toEqual([['BLOQUEADO_INTENTOS', 'ACTIVO', 'Desbloqueo tras intentos fallidos']]);
    const subsidio = await trabajador(entidadB, 'BLOQUEADO_INTENTOS', { subsidio: 2 });
    expect((await desbloquear(administrador, subsidio.ben.id)).statusCode).toBe(200);
    expect(await estadoDe(subsidio.ben.id)).toBe('ACTIVO');
  });

  it('refuses every other state, even those the table lets go to ACTIVO, and changes nothing', async () => {
    for (const estado of ['ACTIVO', 'INACTIVO', 'SUSPENDIDO', 'BLOQUEADO_CAMBIO_CELULAR', 'CREADO'] as const) {
      const w = await trabajador(entidadA, estado);
      const res = await desbloquear(operador, w.ben.id);
      expect(res.statusCode, estado).toBe(409);
      expect(res.json()).toMatchObject(restError(MENSAJES.beneficiariaTransicionInvalida({ estado }), 'CONFLICT'));
      expect(await estadoDe(w.ben.id)).toBe(estado);
      expect(await historial(w.ben.id)).toEqual([]);
    }
  });

  it('an employer may not unblock (the programme does, DOMAIN.md §3); an unknown id is not found; a body is refused', async () => {
    const w = await trabajador(entidadA, 'BLOQUEADO_INTENTOS');
    expect((await desbloquear(empleadorA.token, w.ben.id)).statusCode).toBe(403);
    expect(await estadoDe(w.ben.id)).toBe('BLOQUEADO_INTENTOS');
    expect((await desbloquear(operador, 2_000_000_000)).statusCode).toBe(404);
    expect((await desbloquear(operador, w.ben.id, { estado: 'ACTIVO' })).statusCode).toBe(400);
    expect(await estadoDe(w.ben.id)).toBe('BLOQUEADO_INTENTOS');
  });
});

describe('the programme removes a suspension of any subsidy (issue 32)', () => {
  const quitar = (token: string, id: number) => t.rest('PATCH', `/api/v1/beneficiarias/${id}/suspension`, token, {});
  it('SUSPENDIDO goes back to ACTIVO with its history row; any other state is refused; an employer may not', async () => {
    const w = await trabajador(entidadB, 'SUSPENDIDO', { subsidio: 2 });
    const res = await quitar(operador, w.ben.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.suspensionEliminada) });
    expect(await estadoDe(w.ben.id)).toBe('ACTIVO');
    expect((await historial(w.ben.id)).map((h) => [h.estado_anterior, h.estado_nuevo, h.motivo])).toEqual([['SUSPENDIDO', 'ACTIVO', 'Suspensión eliminada']]);
    const bloqueada = await trabajador(entidadA, 'BLOQUEADO_INTENTOS');
    expect((await quitar(administrador, bloqueada.ben.id)).statusCode).toBe(409);
    expect(await estadoDe(bloqueada.ben.id)).toBe('BLOQUEADO_INTENTOS');
    const otra = await trabajador(entidadA, 'SUSPENDIDO', { subsidio: 2 });
    expect((await quitar(empleadorA.token, otra.ben.id)).statusCode).toBe(403);
    expect(await estadoDe(otra.ben.id)).toBe('SUSPENDIDO');
  });
});

describe('state by person (ACTIVO | INACTIVO)', () => {
  it('toggles the person’s bonus beneficiary in the caller’s entity', async () => {
    const w = await trabajador();
    const res = await porPersona(empleadorA.token, w.persona.id, 'INACTIVO');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.estadoModificado) });
    expect(await estadoDe(w.ben.id)).toBe('INACTIVO');
    expect((await porPersona(empleadorA.token, w.persona.id, 'ACTIVO')).statusCode).toBe(200);
    expect((await historial(w.ben.id)).map((h) => [h.estado_anterior, h.estado_nuevo, h.motivo])).toEqual([
      ['ACTIVO', 'INACTIVO', 'Cambio de estado'],
      ['INACTIVO', 'ACTIVO', 'Cambio de estado'],
    ]);
  });

  it('refuses what is not a toggle between ACTIVO and INACTIVO', async () => {
    const inactivo = await trabajador(entidadA, 'INACTIVO');
    const otraVez = await porPersona(empleadorA.token, inactivo.persona.id, 'INACTIVO');
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().error).toBe(TEXTOS.beneficiariaTransicionInvalida({ estado: 'INACTIVO' }));
    const suspendido = await trabajador(entidadA, 'SUSPENDIDO');
    expect((await porPersona(empleadorA.token, suspendido.persona.id, 'ACTIVO')).statusCode).toBe(409);
    expect(await estadoDe(suspendido.ben.id)).toBe('SUSPENDIDO');
    const malo = await porPersona(empleadorA.token, inactivo.persona.id, 'SUSPENDIDO');
    expect(malo.statusCode).toBe(400);
    expect(await historial(inactivo.ben.id)).toEqual([]);
  });
});

describe('record scope and permissions', () => {
  it('another entity’s beneficiary or person is not found, and nothing changes', async () => {
    const ajeno = await trabajador(entidadB, 'ACTIVO');
    const suspendido = await trabajador(entidadB, 'SUSPENDIDO');
    const antes = await huellaDeDatos(t);
    const intentos = [
      await sms(empleadorA.token, ajeno.ben.id, '0'),
      await celular(empleadorA.token, ajeno.persona.id, nuevoMovil()),
      await huella(empleadorA.token, ajeno.ben.id),
      await quitarSuspension(empleadorA.token, suspendido.ben.id),
      await porPersona(empleadorA.token, ajeno.persona.id, 'INACTIVO'),
    ];
    expect(intentos.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(intentos.every((r) => r.json().error === TEXTOS.noEncontrado)).toBe(true);
    expect(await huellaDeDatos(t)).toEqual(antes);
    // Its own employer may.
    expect((await huella(empleadorB, ajeno.ben.id)).statusCode).toBe(200);
  });

  it('a non-bonus beneficiary is not a worker here', async () => {
    const w = await trabajador(entidadA, 'ACTIVO', { subsidio: 2 });
    expect((await huella(empleadorA.token, w.ben.id)).statusCode).toBe(404);
    expect((await porPersona(empleadorA.token, w.persona.id, 'INACTIVO')).statusCode).toBe(404);
  });

  it('the operator reaches any entity’s workers', async () => {
    const w = await trabajador(entidadB, 'SUSPENDIDO');
    expect((await quitarSuspension(operador, w.ben.id)).statusCode).toBe(200);
  });

  it('a role without beneficiarias:update is refused and nothing changes', async () => {
    const w = await trabajador();
    const antes = await huellaDeDatos(t);
    for (const res of [await sms(administrador, w.ben.id, '0'), await celular(administrador, w.persona.id, nuevoMovil()), await huella(administrador, w.ben.id), await quitarSuspension(administrador, w.ben.id), await porPersona(administrador, w.persona.id, 'INACTIVO')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_AUTHORIZED');
    }
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('a person two employers share (decision 011)', () => {
  it('neither employer may change its mobile; the programme may', async () => {
    const { persona } = await trabajador(entidadA, 'ACTIVO');
    await t.database.db.insert(beneficiarias).values({ id_persona: persona.id, id_persona_titular: persona.id, id_subsidio: ID_SUBSIDIO_BONO, id_entidad: entidadB, id_sucursal: sucursalB, estado: 'ACTIVO' });
    const antes = await movilDe(persona.id);
    const res = await celular(empleadorA.token, persona.id, nuevoMovil());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.celularPersonaAjena);
    expect(await movilDe(persona.id)).toBe(antes);
    const nuevo = nuevoMovil();
    expect((await celular(operador, persona.id, nuevo)).statusCode).toBe(200);
    expect(await movilDe(persona.id)).toBe(nuevo);
  });
});
