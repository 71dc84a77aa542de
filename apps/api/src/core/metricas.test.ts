import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';
import { sinDatosPersonales } from '../test/metricas.js';
import { consumirCupo } from './cupos.js';
import { servirMetricas } from './metricas.js';
import { repeatEvery } from './timer.js';

/**
 * Prometheus's measures of one copy (issue 52, decision 070): served on a port of their own, each
 * request under its route's template, each GraphQL operation by its registry name and result, the
 * allowances' refusals, the jobs' rounds, the audit chain's wait, the pools and queues; and never a
 * document number, a username or a token.
 */
let t: TestApp;
let servidor: Server;
let admin: string;

async function raspar(): Promise<string> {
  const { port } = servidor.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}
/** The value of one series, found by its name and some of its labels. */
function valor(texto: string, nombre: string, etiquetas: Record<string, string> = {}): number | null {
  const linea = texto.split('\n').find((l) => l.startsWith(`${nombre}{`) || l.startsWith(`${nombre} `) ? Object.entries(etiquetas).every(([k, v]) => l.includes(`${k}="${v}"`)) : false);
  return linea ? Number(linea.slice(linea.lastIndexOf(' ') + 1)) : null;
}

beforeAll(async () => {
  t = await createTestApp();
  servidor = await servirMetricas(t.metricas, 0, '127.0.0.1');
  admin = (await loginAs(t, 2)).token;
});
afterAll(async () => {
  servidor.close();
  await t.close();
});

describe('métricas de una copia', () => {
  it('serve /metrics alone on their port, with Node’s own measures', async () => {
    const texto = await raspar();
    expect(texto).toContain('process_cpu_seconds_total');
    expect(texto).toContain('nodejs_eventloop_lag_seconds');
    const { port } = servidor.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/otros`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    // The app's own port (the balancer's) does not serve them.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('process_cpu_seconds_total');
  });

  it('count each request under its route’s template and status, never the address as called', async () => {
    const antes = valor(await raspar(), 'pb_http_solicitud_duracion_segundos_count', { ruta: '/api/v1/otros/:id', estado: '404' }) ?? 0;
    expect((await t.rest('GET', '/api/v1/otros/987654', admin)).statusCode).toBe(404);
    const texto = await raspar();
    expect(valor(texto, 'pb_http_solicitud_duracion_segundos_count', { metodo: 'GET', ruta: '/api/v1/otros/:id', estado: '404' })).toBe(antes + 1);
    expect(texto).not.toContain('987654');
  });

  it('time each GraphQL operation by its name, kind and result', async () => {
    const antes = await raspar();
    const ok = valor(antes, 'pb_graphql_operacion_duracion_segundos_count', { operacion: '_version', resultado: 'ok' }) ?? 0;
    const negada = valor(antes, 'pb_graphql_operacion_duracion_segundos_count', { operacion: 'serviciosIop', resultado: 'NOT_AUTHORIZED' }) ?? 0;
    await t.gql(admin, '{ _version }');
    const empleador = (await loginAs(t, 5)).token;
    expect((await t.gql(empleador, '{ serviciosIop { count } }')).errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    const texto = await raspar();
    expect(valor(texto, 'pb_graphql_operacion_duracion_segundos_count', { operacion: '_version', tipo: 'query', resultado: 'ok' })).toBe(ok + 1);
    expect(valor(texto, 'pb_graphql_operacion_duracion_segundos_count', { operacion: 'serviciosIop', resultado: 'NOT_AUTHORIZED' })).toBe(negada + 1);
  });

  it('count an allowance’s refusals by its name only, and the audit chain’s wait', async () => {
    const antes = valor(await raspar(), 'pb_cupo_rechazos_total', { cupo: 'pruebaMetricas' }) ?? 0;
    await expect(consumirCupo(t.database.db, 'pruebaMetricas:u77', 0, new Date())).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const texto = await raspar();
    expect(valor(texto, 'pb_cupo_rechazos_total', { cupo: 'pruebaMetricas' })).toBe(antes + 1);
    expect(texto).not.toContain('u77');
    // Every sign-in above wrote an audited row under the chain's lock.
    expect(valor(texto, 'pb_auditoria_espera_cadena_segundos_count')).toBeGreaterThan(0);
  });

  it('count a job’s rounds and keep its last success', async () => {
    let rondas = 0;
    const trabajo = repeatEvery('pruebaMetricas', 0.02, async () => {
      if (++rondas === 2) throw new Error('ronda fallida a propósito');
    }, () => undefined);
    await expect.poll(async () => valor(await raspar(), 'pb_trabajo_rondas_total', { trabajo: 'pruebaMetricas', resultado: 'error' }), { timeout: 10_000 }).toBe(1);
    await trabajo.stop();
    const texto = await raspar();
    expect(valor(texto, 'pb_trabajo_rondas_total', { trabajo: 'pruebaMetricas', resultado: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(valor(texto, 'pb_trabajo_ultimo_exito_segundos', { trabajo: 'pruebaMetricas' })).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('read the queues and, on PostgreSQL, the pools when scraped', async () => {
    const texto = await raspar();
    for (const cola of ['correos', 'codigos_por_revisar', 'pagos_tesoro', 'pdf_en_curso', 'pdf_esperando']) expect(valor(texto, 'pb_cola_pendientes', { cola }), cola).not.toBeNull();
    if (t.database.driver === 'pg') {
      expect(valor(texto, 'pb_db_pool_conexiones', { pool: 'principal', estado: 'maximo' })).toBeGreaterThan(0);
      expect(valor(texto, 'pb_db_pool_conexiones', { pool: 'principal', estado: 'esperando' })).toBe(0);
    } else expect(valor(texto, 'pb_db_pool_conexiones')).toBeNull();
  });

  it('carry no document, username or token after calls that hold them', async () => {
    const usuario = 'maria.quispe.metricas';
    expect((await t.rest('POST', '/auth', null, { usuario, contrasena: 'Clave.Mala.1' })).statusCode).toBe(401);
    await t.rest('GET', '/api/system/persona-segip/7654321?fecha_nacimiento=1990-01-05', admin);
    await t.gql(admin, 'query ($d: String!) { registroUniversalExistente(nro_documento: $d) }', { d: '8765432' });
    await sinDatosPersonales(t, [usuario, '7654321', '8765432', admin]);
  });
});
