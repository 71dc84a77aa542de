import { eq } from 'drizzle-orm';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entidades, logs, personas, usuarios } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { withCorreo } from '../../test/correo.js';
import { withOvt } from '../../test/ovt.js';
import { withSegip } from '../../test/segip.js';

/**
 * Employer sign-up (issue 19, decision 036) over the real route, the OVT and SEGIP simulators over
 * HTTP and the mail through the SMTP simulator. NIT 1015303025 / 00012345 is an employer the OVT
 * knows; 1049345 born 01/07/2000 a person SEGIP knows (README).
 */
let t: TestApp;
let correo: Awaited<ReturnType<typeof withCorreo>>;
let sims: Array<{ close(): Promise<void> }>;

beforeAll(async () => {
  t = await createTestApp();
  correo = await withCorreo(t);
  sims = [await withOvt(t), await withSegip(t)];
});
afterAll(async () => {
  for (const s of sims) await s.close();
  await correo.close();
  await t.close();
});

const datos = (cambios: Record<string, unknown> = {}) => ({
  nit: '1015303025',
  matricula: '00012345',
  nro_documento: '1049345',
  fecha_nacimiento: '2000-07-01',
  usuario: 'constructora',
  email: 'rrhh@constructora.example.bo',
  contrasena: 'Registro.2026',
  ...cambios,
});
const registrar = (d: Record<string, unknown>) => t.rest('POST', '/auth/registro', null, d);
const ingresar = (nit: string, usuario: string, password: string) => t.rest('POST', '/auth/nit', null, { nit, usuario, password });

describe('sign-up', () => {
  it('creates a pending entity and user, refused at login until the mailed link confirms them', async () => {
    const r = await registrar(datos());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ ...aviso(MENSAJES.registroEnviado, 'message') });

    const [u] = await t.database.db.select().from(usuarios).where(eq(usuarios.usuario, 'constructora'));
    expect(u).toMatchObject({ estado: 'PENDIENTE', id_rol: 5, email: 'rrhh@constructora.example.bo' });
    const [e] = await t.database.db.select().from(entidades).where(eq(entidades.id, u!.id_entidad!));
    expect(e).toMatchObject({ estado: 'PENDIENTE', nit: '1015303025', nombre: 'CONSTRUCTORA VÍAS DEL ALTIPLANO S.A.', matricula_comercio: '00012345', origen: 'OVT' });
    const [p] = await t.database.db.select().from(personas).where(eq(personas.id, u!.id_persona!));
    expect(p).toMatchObject({ nombres: 'LIDIA', primer_apellido: 'YUPANQUI', estado_verificacion: 'VERIFICADO_SEGIP' });

    const pendiente = await ingresar('1015303025', 'constructora', 'Registro.2026');
    expect(pendiente.statusCode).toBe(403);
    expect(pendiente.json().error).toBe(TEXTOS.cuentaPendiente);

    const m = await correo.esperar('rrhh@constructora.example.bo');
    expect(m.asunto).toBe('ProBolivia: confirme su cuenta de empleador');
    const token = await correo.token('rrhh@constructora.example.bo');
    const c = await t.rest('POST', '/auth/confirmar', null, { token });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toEqual({ ...aviso(MENSAJES.cuentaConfirmada, 'message') });
    const ok = await ingresar('1015303025', 'constructora', 'Registro.2026');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().usuario).toMatchObject({ id_rol: 5, nit: '1015303025' });
    // The link works once.
    expect((await t.rest('POST', '/auth/confirmar', null, { token })).json().error).toBe(TEXTOS.enlaceInvalido);
    const tipos = await t.database.db.select({ tipo: logs.tipo, mensaje: logs.mensaje }).from(logs).where(eq(logs.tipo, 'REGISTRO_EMPLEADOR'));
    expect(tipos.length).toBeGreaterThanOrEqual(4);
  });

  it('a NIT that already has an entity is refused: its administrator creates the account', async () => {
    await makeEntidad(t, { nit: '7000000013' });
    const r = await registrar(datos({ nit: '7000000013', matricula: '00200000', usuario: 'andina', email: 'a@andina.example.bo' }));
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(TEXTOS.registroNitExistente({ nit: '7000000013' }));
    expect(await t.database.db.select().from(usuarios).where(eq(usuarios.usuario, 'andina'))).toEqual([]);
    const [rechazo] = await t.database.db.select().from(logs).where(eq(logs.usuario, 'andina'));
    expect(rechazo).toMatchObject({ tipo: 'REGISTRO_EMPLEADOR', nivel: 'ADVERTENCIA' });
  });

  it('a representative SEGIP does not know, an unknown NIT or a matrícula of another NIT change nothing', async () => {
    const antes = [await t.database.db.$count(entidades), await t.database.db.$count(usuarios), await t.database.db.$count(personas)];
    // NIT 7000104742 / 00200010: the OVT's second generated employer. 1049345 was born on 01/07/2000, not 02/07/2000.
    const otro = { nit: '7000104742', matricula: '00200010', usuario: 'textil2', email: 'x@textil.example.bo' };
    const segip = await registrar(datos({ ...otro, fecha_nacimiento: '02/07/2000' }));
    expect([segip.statusCode, segip.json().error]).toEqual([404, TEXTOS.personaNoEncontradaSegip]);
    const nit = await registrar(datos({ ...otro, nit: '7000104743' }));
    expect([nit.statusCode, nit.json().error]).toEqual([404, TEXTOS.registroNitNoEncontrado]);
    const matricula = await registrar(datos({ ...otro, matricula: '00012345' }));
    expect([matricula.statusCode, matricula.json().error]).toEqual([400, TEXTOS.registroMatriculaNoCorresponde]);
    const debil = await registrar(datos({ ...otro, contrasena: 'solotexto' }));
    expect([debil.statusCode, debil.json().error]).toEqual([400, expect.stringContaining(TEXTOS.contrasenaDebil)]);
    expect(await correo.mensajes('x@textil.example.bo')).toEqual([]);
    expect([await t.database.db.$count(entidades), await t.database.db.$count(usuarios), await t.database.db.$count(personas)]).toEqual(antes);
    // With the right birth date the same data signs up.
    expect((await registrar(datos(otro))).statusCode).toBe(200);
  });

  it('a pending account is left out of the recovery, and a username in use is refused', async () => {
    const r = await registrar(datos({ nit: '7000209471', matricula: '00200020', usuario: 'constructora', email: 'y@example.bo' }));
    expect([r.statusCode, r.json().error]).toEqual([409, TEXTOS.registroUsuarioExistente]);
    await t.rest('POST', '/auth/recuperar', null, { usuario: 'textil2' });
    await new Promise((ok) => setTimeout(ok, 300));
    expect(correo.mensajes('x@textil.example.bo').map((m) => m.asunto)).toEqual(['ProBolivia: confirme su cuenta de empleador']);
  });

  it('a username in use is told only to who passed the NIT, OVT and SEGIP checks (issue 31)', async () => {
    // 'constructora' is taken; NIT 7000209471 / 00200020 is an employer the OVT knows and no entity has.
    const tomado = { nit: '7000209471', matricula: '00200020', usuario: 'CONSTRUCTORA', email: 'z@example.bo' };
    const nit = await registrar(datos({ ...tomado, nit: '7000209479' }));
    expect([nit.statusCode, nit.json().error]).toEqual([404, TEXTOS.registroNitNoEncontrado]);
    const matricula = await registrar(datos({ ...tomado, matricula: '00012345' }));
    expect([matricula.statusCode, matricula.json().error]).toEqual([400, TEXTOS.registroMatriculaNoCorresponde]);
    const segip = await registrar(datos({ ...tomado, fecha_nacimiento: '02/07/2000' }));
    expect([segip.statusCode, segip.json().error]).toEqual([404, TEXTOS.personaNoEncontradaSegip]);
    const todoValido = await registrar(datos(tomado));
    expect([todoValido.statusCode, todoValido.json().error]).toEqual([409, TEXTOS.registroUsuarioExistente]);
    expect(correo.mensajes('z@example.bo')).toEqual([]);
  });

  it("the lists show a pending user and entity as PENDIENTE, in TODOS and in their counts", async () => {
    const { token } = await loginAs(t, 1);
    const u = await t.gql(token, '{ usuarios(usuario: "textil2", limit: 10) { count rows { usuario estado } } }');
    expect(u.errors).toBeUndefined();
    expect(u.data.usuarios).toEqual({ count: 1, rows: [{ usuario: 'textil2', estado: 'PENDIENTE' }] });
    const e = await t.gql(token, '{ entidades(nit: "7000104742", limit: 10) { count rows { nit estado } } }');
    expect(e.errors).toBeUndefined();
    expect(e.data.entidades).toEqual({ count: 1, rows: [{ nit: '7000104742', estado: 'PENDIENTE' }] });
    const activos = await t.gql(token, '{ usuarios(usuario: "textil2", estado: "ACTIVO", limit: 10) { count } }');
    expect(activos.data.usuarios.count).toBe(0);
  });
});

describe('allowance per address', () => {
  it('beyond LOGIN_RATE_LIMIT a minute, a Spanish 429', async () => {
    const limitada = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const codigos = [];
      for (let i = 0; i < 3; i++) codigos.push((await limitada.rest('POST', '/auth/recuperar', null, { usuario: 'alguien' })).statusCode);
      expect(codigos).toEqual([200, 200, 429]);
      const r = await limitada.rest('POST', '/auth/registro', null, datos());
      expect(r.statusCode).not.toBe(429);
    } finally {
      await limitada.close();
    }
  });
});
