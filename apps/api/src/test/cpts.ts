import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { expect } from 'vitest';
import { centavosADecimal, decimalACentavos } from '@pb/contract';
import { serviciosIop, sucursales } from '../db/schema/index.js';
import { plataformaPagosRoutes, type PagosSimulador } from '@pb/demo/integrations/plataformaPagos/simulator.js';
import { revisarCodigos } from '../modules/cpts/revision.js';
import type { TestApp } from './harness.js';
import { makeBeneficiariasBono } from './factories.js';

/**
 * What the payment-code tests share: the platform's simulator on a free port that also counts the
 * codes it issued (as the bank and the platform would see them), payrolls made the API's way, and
 * a round of the polling on the test's clock.
 */
export const TOKEN_PAGOS = 'token-de-prueba-cpt';

export interface Plataforma extends PagosSimulador {
  url: string;
  /** Every distinct code the platform answered to `POST cpt`. */
  emitidos: Set<string>;
  /** The bank's side: pays the code (notified once, twice or never). */
  pagar(codigo: string, notificacion?: 'UNA' | 'DOBLE' | 'NINGUNA'): Promise<void>;
  vencer(codigo: string): Promise<void>;
  close(): Promise<void>;
}

/** The simulator, notifying `notificacionUrl`, with the PAGOS row pointed at it. Retries are quick (50 ms, doubling). */
export async function plataforma(t: TestApp, notificacionUrl: string | null): Promise<Plataforma> {
  const app = Fastify({ logger: false });
  const emitidos = new Set<string>();
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'POST' && req.url.endsWith('/cpt') && reply.statusCode === 200 && typeof payload === 'string') emitidos.add((JSON.parse(payload) as { codigo: string }).codigo);
    return payload;
  });
  let sim: PagosSimulador | undefined;
  await app.register(
    async (i) => {
      sim = plataformaPagosRoutes(i, { token: TOKEN_PAGOS, notificacionUrl, esperaMs: 50, limiteEntregaMs: 2000 });
    },
    { prefix: '/pagos/v1' },
  );
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/pagos/v1/`;
  await apuntarPagos(t, url);
  const banco = async (codigo: string, accion: 'pagar' | 'vencer', body: object) => {
    const res = await fetch(`${url}cpt/${codigo}/${accion}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status, await res.text()).toBe(200);
  };
  return {
    ...sim!,
    url,
    emitidos,
    pagar: (codigo, notificacion = 'UNA') => banco(codigo, 'pagar', { notificacion }),
    vencer: (codigo) => banco(codigo, 'vencer', {}),
    close: async () => {
      sim!.detener();
      await sim!.entregasPendientes();
      await app.close();
    },
  };
}

/** Points the PAGOS row at `url` (a closed port: the platform is down). */
export async function apuntarPagos(t: TestApp, url: string) {
  await t.database.db.update(serviciosIop).set({ url, token: TOKEN_PAGOS }).where(eq(serviciosIop.codigo, 'PAGOS'));
}

export async function sucursalDe(t: TestApp, id_entidad: number, nombre: string) {
  return (await t.database.db.insert(sucursales).values({ nombre, id_entidad, tipo: 'SUCURSAL', estado: 'ACTIVO' }).returning({ id: sucursales.id }))[0]!.id;
}


const ADD = `mutation ($sucursalPago: ID!, $montoTotal: String!, $nombre: String!, $lista: [PlanillaLineaInput!]!) {
  planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, nombre: $nombre, lista: $lista) { id } }`;

/** A CREADO payroll of new beneficiaries with these amounts (Bs, decimal text), made through `planillaAdd`; answers its id and total. */
export async function planillaDe(t: TestApp, token: string, entidad: number, sucursal: number, montos: string[], nombre = 'PLANILLA ESFUERZO POR BOLIVIA') {
  const ids = await makeBeneficiariasBono(t, entidad, sucursal, montos);
  const total = centavosADecimal(montos.reduce((s, m) => s + decimalACentavos(m), 0));
  const res = await t.gql(token, ADD, { sucursalPago: String(sucursal), montoTotal: total, nombre, lista: ids.map((id, i) => ({ idBeneficiaria: String(id), monto: montos[i] })) });
  expect(res.errors).toBeUndefined();
  return { id: res.data.planillaAdd.id as number, total };
}

export const CPT_ADD = `mutation ($lista: [PlanillaCptInput!]!) { planillaCptAdd(lista: $lista) { idCpt codigo monto vence } }`;

/** `planillaCptAdd` over these payrolls with the totals given. */
export const pedirCodigo = (t: TestApp, token: string, planillas: Array<{ id: number; total: string }>) =>
  t.gql(token, CPT_ADD, { lista: planillas.map((p) => ({ idPlanilla: String(p.id), montoTotal: p.total })) });

/** A code (issued) for one new payroll of the entity with these line amounts: the payroll and the code as `planillaCptAdd` answers it. */
export async function codigoDePlanilla(t: TestApp, token: string, entidad: number, sucursal: number, montos: string[]) {
  const p = await planillaDe(t, token, entidad, sucursal, montos);
  const res = await pedirCodigo(t, token, [p]);
  expect(res.errors).toBeUndefined();
  return { planilla: p.id, total: p.total, ...(res.data.planillaCptAdd as { idCpt: number; codigo: string; monto: string; vence: string }) };
}

/** One round of the polling on the test's database and clock. */
export const revisar = (t: TestApp, lote = 100) => revisarCodigos({ db: t.database.db, clock: t.clock, config: t.deps.config, log: silencioso }, { lote });

/** A logger that keeps what it is told, for the assertions that something was logged. */
export const registrado: Array<{ nivel: string; o: object; m: string }> = [];
export const silencioso = {
  info: (o: object, m: string) => void registrado.push({ nivel: 'info', o, m }),
  warn: (o: object, m: string) => void registrado.push({ nivel: 'warn', o, m }),
  error: (o: object, m: string) => void registrado.push({ nivel: 'error', o, m }),
};
