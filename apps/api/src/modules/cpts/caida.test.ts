import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { CABECERA_FIRMA, centavosADecimal } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { TOKEN_PAGOS, pedirCodigo, planillaDe, plataforma, sucursalDe, type Plataforma } from '../../test/cpts.js';
import { firmar } from '../../integrations/plataformaPagos/firma.js';
import { cpts, movimientos, planillas } from '../../db/schema/index.js';

/**
 * Issue 13: "kill the server in the middle and, after restart, either all of it happened or none".
 * The real server runs as a process of its own on this file's PostgreSQL database; a trigger holds
 * the credit of a 1,500-line payment half-way (the first thousand ABONOs written, the second statement
 * asleep), the process is killed with SIGKILL and its database session ends with it. Nothing of the
 * payment remains; a server started again applies the redelivered notification whole, once.
 * PostgreSQL only: the embedded database admits one process, so nobody could watch the session.
 */
const servidorReal = process.env.TEST_DATABASE_URL;
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
const port = 4100 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;

let t: TestApp;
let sim: Plataforma;
let databaseUrl: string;

function iniciarServidor(): { child: ChildProcess; salida: () => string } {
  let out = '';
  const { TEST_DATABASE_URL: _t, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIMULADORES: 'false', SEED_DEMO: 'false', PAGOS_REVISION_SEGUNDOS: '0', JWT_SECRET: 'y'.repeat(40), ADMIN_PASSWORD: 'Clave.De.Prueba.2026' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, salida: () => out };
}

async function hasta<T>(que: string, fn: () => Promise<T | null | undefined | false>, salida: () => string, ms = 90_000): Promise<T> {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    const v = await fn().catch(() => null);
    if (v) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${que}: no ocurrió a tiempo\n${salida()}`);
}

const terminado = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

function notificar(cuerpo: string) {
  return fetch(`${base}/api/v1/pagos/notificacion`, { method: 'POST', headers: { 'content-type': 'application/json', [CABECERA_FIRMA]: firmar(cuerpo, TOKEN_PAGOS) }, body: cuerpo });
}

describe.skipIf(!servidorReal)('a server killed in the middle of a payment (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const [fila] = (await t.database.db.execute<{ nombre: string }>(sql`select current_database() as nombre`)).rows;
    const url = new URL(servidorReal!);
    url.pathname = `/${fila!.nombre}`;
    databaseUrl = url.toString();
    sim = await plataforma(t, null);
  }, 120_000);
  afterAll(async () => {
    await sim?.close();
    await t?.close();
  });

  it('leaves nothing of the payment when killed half-way; the notification again, after a restart, applies all of it once', async () => {
    const { db } = t.database;
    const entidad = (await makeEntidad(t)).id;
    const emp = (await loginAs(t, 5, { id_entidad: entidad })).token;
    const sucursal = await sucursalDe(t, entidad, 'SUCURSAL CAIDA');
    const montos = Array.from({ length: 1500 }, (_, i) => centavosADecimal(100 + i));
    const planilla = await planillaDe(t, emp, entidad, sucursal, montos);
    const res = await pedirCodigo(t, emp, [planilla]);
    expect(res.errors).toBeUndefined();
    const { idCpt, codigo, monto } = res.data.planillaCptAdd as { idCpt: number; codigo: string; monto: string };
    const cuerpo = JSON.stringify({ codigo, estado: 'PAGADO', fecha_pago: '2026-11-22T15:00:00.000Z', monto });

    // The 1,200th line's ABONO sleeps: the first statement's thousand are written, the transaction open.
    const [linea] = (await db.execute<{ id: string }>(sql`select id::text from planilla_detalle where id_planilla = ${planilla.id} order by id offset 1199 limit 1`)).rows;
    await db.execute(
      sql.raw(`create function pausa_movimientos() returns trigger language plpgsql as $$
        begin if new.origen = 'planilla_detalle:${linea!.id}' then perform pg_sleep(120); end if; return new; end $$`),
    );
    await db.execute(sql`create trigger pausa_movimientos before insert on movimientos for each row execute function pausa_movimientos()`);

    const primero = iniciarServidor();
    try {
      await hasta('el servidor quedó listo', async () => (await fetch(`${base}/ready`)).ok, primero.salida);
      void notificar(cuerpo).catch(() => undefined);
      const sesion = await hasta(
        'la acreditación quedó a medias',
        async () => (await db.execute<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep' and state = 'active'`)).rows[0],
        primero.salida,
      );
      primero.child.kill('SIGKILL');
      await terminado(primero.child);
      // The process is gone; its database session ends with it (PostgreSQL would notice the closed socket on its own).
      await db.execute(sql`select pg_terminate_backend(${sesion.pid})`);
      await hasta('la sesión del servidor terminó', async () => (await db.execute(sql`select 1 from pg_stat_activity where pid = ${sesion.pid}`)).rows.length === 0, primero.salida);
    } finally {
      primero.child.kill('SIGKILL');
      await db.execute(sql`drop trigger if exists pausa_movimientos on movimientos`);
      await db.execute(sql`drop function if exists pausa_movimientos()`);
    }

    // None of it happened.
    const abonos = () => db.select({ n: sql<number>`count(*)::int` }).from(movimientos).where(like(movimientos.origen, 'planilla_detalle:%'));
    expect((await abonos())[0]!.n).toBe(0);
    expect((await db.select({ estado: cpts.estado }).from(cpts).where(eq(cpts.id, idCpt)))[0]!.estado).toBe('PENDIENTE');
    expect((await db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, planilla.id)))[0]!.estado).toBe('ENVIADO');
    expect(await invariantes(db)).toEqual([]);

    // Restarted, the platform's redelivery applies all of it; a further one changes nothing.
    const segundo = iniciarServidor();
    try {
      await hasta('el servidor quedó listo otra vez', async () => (await fetch(`${base}/ready`)).ok, segundo.salida);
      expect((await notificar(cuerpo)).status, segundo.salida()).toBe(200);
      expect((await notificar(cuerpo)).status).toBe(200);
    } finally {
      segundo.child.kill('SIGTERM');
      await terminado(segundo.child);
    }
    expect((await abonos())[0]!.n).toBe(1500);
    expect((await db.select({ estado: cpts.estado }).from(cpts).where(eq(cpts.id, idCpt)))[0]!.estado).toBe('PAGADO');
    expect((await db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, planilla.id)))[0]!.estado).toBe('PAGADO');
    expect(await invariantes(db)).toEqual([]);
  }, 240_000);
});
