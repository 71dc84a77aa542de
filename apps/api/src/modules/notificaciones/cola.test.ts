import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeEntidad, makeUsuario } from '../../test/factories.js';
import { withCorreo } from '../../test/correo.js';
import { depsNotificaciones, filasDe, rondaCorreos } from '../../test/notificaciones.js';
import { notificaciones, notificacionesDesactivadas, personas, usuarios } from '../../db/schema/index.js';
import { avisos, CABECERA } from './correos.js';
import { avisar } from './service.js';
import { enviarPendientes, espera, iniciarNotificaciones } from './tareaPeriodica.js';

/**
 * The outbox and its job (issue 35 §3, decision 065): rows written in the change's transaction (a
 * rolled-back change tells nothing, a repeated one tells once), one mail per row through real SMTP to
 * the simulator, a failing mail server retried with backoff and the row sent once later, FALLIDO
 * after the last attempt, two rounds at once never sending a row twice.
 */
let t: TestApp;
let correo: Awaited<ReturnType<typeof withCorreo>>;
let entidad: number;
let ana: typeof usuarios.$inferSelect;
let beto: typeof usuarios.$inferSelect;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  correo = await withCorreo(t);
  entidad = (await makeEntidad(t)).id;
  ana = await makeUsuario(t, 5, { id_entidad: entidad });
  beto = await makeUsuario(t, 5, { id_entidad: entidad });
  // Neither an inactive user nor one without a mail address is told.
  await makeUsuario(t, 5, { id_entidad: entidad, estado: 'INACTIVO' });
  await makeUsuario(t, 5, { id_entidad: entidad, email: null });
});
afterAll(async () => {
  await correo.close();
  await t.close();
});
beforeEach(() => {
  n++;
});

const aviso = () => avisos.cptEmitido({ id: 1000 + n, codigo: `C${n}`, monto: '1234.50', vence: new Date('2026-11-23T16:00:00Z') });
const mensajesA = (u: typeof usuarios.$inferSelect, codigo: string) => correo.mensajes(u.email!).filter((m) => m.asunto.includes(` ${codigo} `));

describe('the outbox', () => {
  it('one row per active recipient with a mail, written in the change’s transaction; a repeat enqueues nothing more', async () => {
    const a = aviso();
    expect(await t.database.db.transaction((tx) => avisar(tx, entidad, a, t.clock()))).toBe(2);
    expect(await t.database.db.transaction((tx) => avisar(tx, entidad, a, t.clock()))).toBe(0);
    const filas = await filasDe(t, a.clave);
    expect(filas.map((f) => f.id_usuario)).toEqual([ana.id, beto.id]);
    expect(filas.every((f) => f.estado === 'PENDIENTE' && f.intentos === 0)).toBe(true);
  });

  it('a change that rolls back tells nothing', async () => {
    const a = aviso();
    await expect(
      t.database.db.transaction(async (tx) => {
        await avisar(tx, entidad, a, t.clock());
        throw new Error('la operación falló');
      }),
    ).rejects.toThrow('la operación falló');
    expect(await filasDe(t, a.clave)).toEqual([]);
  });

  it('the job sends each row once, in Spanish under the programme’s header, and marks it ENVIADO', async () => {
    const a = aviso();
    await t.database.db.transaction((tx) => avisar(tx, entidad, a, t.clock()));
    const r = await rondaCorreos(t);
    expect(r.enviados).toBeGreaterThanOrEqual(2);
    await rondaCorreos(t);
    expect(mensajesA(ana, `C${n}`)).toHaveLength(1);
    expect(mensajesA(beto, `C${n}`)).toHaveLength(1);
    const m = mensajesA(ana, `C${n}`)[0]!;
    expect(m.asunto).toBe(`ProBolivia: código de pago C${n} emitido`);
    expect(m.texto.startsWith(CABECERA.join('\n'))).toBe(true);
    const [persona] = await t.database.db.select().from(personas).where(eq(personas.id, ana.id_persona!));
    expect(m.texto).toContain(`Hola, ${persona!.nombres} ${persona!.primer_apellido}:`);
    expect(m.texto).toContain('Bs 1.234,50');
    expect(m.texto).toContain('2026-11-23 12:00 (hora de Bolivia)');
    expect((await filasDe(t, a.clave)).map((f) => [f.estado, f.intentos])).toEqual([
      ['ENVIADO', 1],
      ['ENVIADO', 1],
    ]);
  });

  it('a failing mail server: the row waits 1, 2… minutes and is sent once when the server is back', async () => {
    const a = aviso();
    await t.database.db.transaction((tx) => avisar(tx, entidad, a, t.clock()));
    // A mail server that answers every message with a temporary failure (451), then one that is down.
    const rechaza = await startCorreoSimulatorQueFalla();
    const caido = { config: t.deps.config, simuladorCorreo: { host: '127.0.0.1', port: 9 } };
    const r1 = await rondaCorreos(t, { correo: { config: t.deps.config, simuladorCorreo: rechaza } });
    expect(r1).toMatchObject({ enviados: 0, reintentos: 2 });
    let filas = await filasDe(t, a.clave);
    expect(filas.map((f) => [f.estado, f.intentos])).toEqual([
      ['PENDIENTE', 1],
      ['PENDIENTE', 1],
    ]);
    expect(filas[0]!.ultimo_error).toMatch(/correo electrónico/);
    expect(filas[0]!.proximo_intento.getTime() - t.clock().getTime()).toBe(espera(1));
    // Not due yet: nothing is tried.
    expect(await rondaCorreos(t, { correo: caido })).toMatchObject({ enviados: 0, reintentos: 0 });
    t.clock.advance(1);
    expect(await rondaCorreos(t, { correo: caido })).toMatchObject({ enviados: 0, reintentos: 2 });
    filas = await filasDe(t, a.clave);
    expect(filas[0]!.proximo_intento.getTime() - t.clock().getTime()).toBe(espera(2));
    expect(espera(2)).toBe(2 * 60_000);
    t.clock.advance(2);
    await rondaCorreos(t);
    await rondaCorreos(t);
    expect(mensajesA(ana, `C${n}`)).toHaveLength(1);
    expect(mensajesA(beto, `C${n}`)).toHaveLength(1);
    expect((await filasDe(t, a.clave)).map((f) => [f.estado, f.intentos])).toEqual([
      ['ENVIADO', 3],
      ['ENVIADO', 3],
    ]);
    expect(rechaza.mensajes()).toEqual([]);
    await rechaza.close();
  });

  it('after NOTIFICACIONES_INTENTOS failures the row is left FALLIDO and never tried again', async () => {
    const a = aviso();
    await t.database.db.transaction((tx) => avisar(tx, entidad, a, t.clock()));
    const caido = { config: t.deps.config, simuladorCorreo: { host: '127.0.0.1', port: 9 } };
    const deps = { correo: caido, config: { ...t.deps.config, NOTIFICACIONES_INTENTOS: 3 } };
    for (let i = 0; i < 3; i++) {
      await rondaCorreos(t, deps);
      t.clock.advance(60);
    }
    expect((await filasDe(t, a.clave)).map((f) => [f.estado, f.intentos])).toEqual([
      ['FALLIDO', 3],
      ['FALLIDO', 3],
    ]);
    t.clock.advance(600);
    await rondaCorreos(t);
    expect(mensajesA(ana, `C${n}`)).toHaveLength(0);
  });

  it('two rounds at once (two copies of the API) never send one row twice', async () => {
    const a = aviso();
    await t.database.db.transaction((tx) => avisar(tx, entidad, a, t.clock()));
    const [x, y] = await Promise.all([enviarPendientes(depsNotificaciones(t)), enviarPendientes(depsNotificaciones(t))]);
    expect(x.enviados + y.enviados).toBe(2);
    expect(mensajesA(ana, `C${n}`)).toHaveLength(1);
    expect(mensajesA(beto, `C${n}`)).toHaveLength(1);
  });

  it('a user who turned a kind off is not enqueued for it; the others are', async () => {
    await t.database.db.insert(notificacionesDesactivadas).values({ id_usuario: beto.id, tipo: 'CPT_EMITIDO' });
    const a = aviso();
    await t.database.db.transaction((tx) => avisar(tx, entidad, a, t.clock()));
    expect((await filasDe(t, a.clave)).map((f) => f.id_usuario)).toEqual([ana.id]);
    await t.database.db.delete(notificacionesDesactivadas).where(eq(notificacionesDesactivadas.id_usuario, beto.id));
    expect(await t.database.db.select().from(notificaciones).where(eq(notificaciones.estado, 'PENDIENTE'))).toHaveLength(1);
  });
});

describe('the server’s timer', () => {
  it('sends every NOTIFICACIONES_SEGUNDOS, a full batch followed at once by the next, and stops when told; 0 switches it off', async () => {
    const a = aviso();
    const b = avisos.cptVencido({ id: 1000 + n, codigo: `C${n}`, monto: '1.00' });
    await t.database.db.transaction(async (tx) => {
      await avisar(tx, entidad, a, t.clock());
      await avisar(tx, entidad, b, t.clock());
    });
    const trabajo = iniciarNotificaciones({ ...depsNotificaciones(t), config: { ...t.deps.config, NOTIFICACIONES_SEGUNDOS: 1 } }, 1);
    try {
      await vi.waitFor(async () => expect([...(await filasDe(t, a.clave)), ...(await filasDe(t, b.clave))].every((f) => f.estado === 'ENVIADO')).toBe(true), { timeout: 20_000, interval: 100 });
    } finally {
      await trabajo.detener();
    }
    expect(mensajesA(ana, `C${n}`)).toHaveLength(2);
    await iniciarNotificaciones({ ...depsNotificaciones(t), config: { ...t.deps.config, NOTIFICACIONES_SEGUNDOS: 0 } }).detener();
  }, 30_000);
});

/** A real SMTP server that refuses every message with a temporary failure (451): a mail server in trouble. */
async function startCorreoSimulatorQueFalla() {
  const { SMTPServer } = await import('smtp-server');
  const recibidos: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback(Object.assign(new Error('Servidor ocupado'), { responseCode: 451 })));
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.server.address() as { port: number };
  return { host: '127.0.0.1', port, mensajes: () => recibidos, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}
