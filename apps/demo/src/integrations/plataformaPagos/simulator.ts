import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as dormir } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { CABECERA_FIRMA, DECIMAL_MONTO, centavosADecimal, decimalACentavos, fechaBolivia, type EstadoCpt, type PagoNotificacionContrato } from '@pb/contract';
import type { ConciliacionContrato, ConsultaContrato, EmisionContrato } from '@pb/api/integrations/plataformaPagos/client.js';
import { firmar } from '@pb/api/integrations/plataformaPagos/firma.js';

/**
 * The payment platform's simulator: its HTTP contract (client.ts, docs/decisions/022-payment-platform.md)
 * over codes kept in memory (and, with `archivo`, on disk: a restart of the demo does not lose them), plus the bank's side (`POST cpt/{codigo}/pagar`) and a hook that makes
 * a code expire (`POST cpt/{codigo}/vencer`), for the tests and the demo. A paid code is notified,
 * signed, to the configured notification URL, with retries.
 */
export interface PagosSimulatorOptions {
  token: string;
  /** Extra delay per answer, to test time-outs. */
  delayMs?: number;
  /** Where payments are notified (our server's /api/v1/pagos/notificacion); none: not notified. */
  notificacionUrl?: string | null;
  /** How long a code stays payable; then it is VENCIDO (checked when read). Default 3 days. */
  vigenciaMs?: number;
  /** Further attempts after a notification failed (no answer or an error status). Default 4. */
  reintentos?: number;
  /** The wait before the first retry, doubled before each next one. Default 1 s. */
  esperaMs?: number;
  /** Time limit of one notification attempt. Default 5 s. */
  limiteEntregaMs?: number;
  /** A JSON file that keeps the codes across restarts (the demo's data folder); none: memory only. */
  archivo?: string;
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** A payment the bank reported beyond a code's own (drill `POST conciliacion/extra`): paid twice, or for another amount. */
interface PagoExtra {
  codigo: string;
  monto: number;
  fecha_pago: Date;
}

/**
 * Outage drills (the soak, issue 34): `POST falla {modo, demoraMs}`. LENTA answers the service's
 * calls (issue, query) after `demoraMs`; CAIDA drops their connections unanswered, as an unreachable
 * platform; NORMAL ends the drill. The bank's side and the notifications go on as usual.
 */
export const MODOS_FALLA = ['NORMAL', 'LENTA', 'CAIDA'] as const;
type ModoFalla = (typeof MODOS_FALLA)[number];

/** How the bank's payment is notified (body of `POST cpt/{codigo}/pagar`, for tests): once, twice, or lost. */
export const ENTREGAS = ['UNA', 'DOBLE', 'NINGUNA'] as const;
type Entrega = (typeof ENTREGAS)[number];

interface Cpt {
  codigo: string;
  monto: number;
  glosa: string;
  referencia: string;
  vence: Date;
  estado: EstadoCpt;
  fecha_pago: Date | null;
}

const TRES_DIAS = 3 * 24 * 60 * 60 * 1000;
const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A code as the demo's page lists it (`/dev/pagos`). */
export interface CodigoSimulado {
  codigo: string;
  monto: string;
  glosa: string;
  vence: string;
  estado: EstadoCpt;
}

export interface PagosSimulador {
  /** The codes still PENDIENTE, the newest first (the demo's page). */
  pendientes: () => CodigoSimulado[];
  /** The bank's side, as `POST cpt/{codigo}/pagar` with one notification: false for an unknown code or one not PENDIENTE. */
  pagarComoBanco: (codigo: string) => boolean;
  /** Notifications in flight (retries included); tests and close() wait for them. */
  entregasPendientes: () => Promise<void>;
  /** Stops every pending notification and retry. */
  detener: () => void;
}

/** The codes of the file, if there is one (an unreadable file is started afresh: it is a simulator's). */
function cargar(archivo: string | undefined): Map<string, Cpt> {
  const codigos = new Map<string, Cpt>();
  if (!archivo) return codigos;
  try {
    const filas = JSON.parse(readFileSync(archivo, 'utf8')) as Array<Omit<Cpt, 'vence' | 'fecha_pago'> & { vence: string; fecha_pago: string | null }>;
    for (const f of filas) codigos.set(f.codigo, { ...f, vence: new Date(f.vence), fecha_pago: f.fecha_pago ? new Date(f.fecha_pago) : null });
  } catch {
    // No file yet.
  }
  return codigos;
}

/** Writes every code to the file whole (a temporary file renamed: a crash leaves the old or the new one). */
function guardar(archivo: string | undefined, codigos: Map<string, Cpt> | PagoExtra[]): void {
  if (!archivo) return;
  mkdirSync(path.dirname(archivo), { recursive: true });
  const temporal = `${archivo}.${process.pid}.tmp`;
  writeFileSync(temporal, JSON.stringify(Array.isArray(codigos) ? codigos : [...codigos.values()]));
  renameSync(temporal, archivo);
}

/** The extra payments of the file beside the codes' (`<archivo>.extras`). */
function cargarExtras(archivo: string | undefined): PagoExtra[] {
  if (!archivo) return [];
  try {
    return (JSON.parse(readFileSync(archivo, 'utf8')) as Array<Omit<PagoExtra, 'fecha_pago'> & { fecha_pago: string }>).map((e) => ({ ...e, fecha_pago: new Date(e.fecha_pago) }));
  } catch {
    return [];
  }
}

export function plataformaPagosRoutes(app: FastifyInstance, opts: PagosSimulatorOptions): PagosSimulador {
  const codigos = cargar(opts.archivo);
  const porReferencia = new Map([...codigos.values()].map((c) => [c.referencia, c.codigo]));
  const persistir = () => guardar(opts.archivo, codigos);
  const archivoExtras = opts.archivo ? `${opts.archivo}.extras` : undefined;
  const extras = cargarExtras(archivoExtras);
  const enCurso = new Set<Promise<void>>();
  const alto = new AbortController();
  const authorized = (req: FastifyRequest) => req.headers.authorization === `Bearer ${opts.token}`;
  const wait = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
  let falla: { modo: ModoFalla; demoraMs: number } = { modo: 'NORMAL', demoraMs: 0 };

  /** A code as read now: a PENDIENTE one past its `vence` has expired. */
  function leer(codigo: string): Cpt | undefined {
    const c = codigos.get(codigo);
    if (c && c.estado === 'PENDIENTE' && Date.now() >= c.vence.getTime()) {
      c.estado = 'VENCIDO';
      persistir();
    }
    return c;
  }
  const consulta = (c: Cpt): ConsultaContrato => ({
    codigo: c.codigo,
    estado: c.estado,
    fecha_pago: c.fecha_pago?.toISOString() ?? null,
    monto: centavosADecimal(c.monto),
  });

  function nuevoCodigo(): string {
    for (;;) {
      const codigo = String(randomInt(1_000_000_000, 10_000_000_000));
      if (!codigos.has(codigo)) return codigo;
    }
  }

  /** One notification, signed, retried with a doubling wait until it is taken (2xx) or the retries run out. */
  async function notificar(cuerpo: string): Promise<void> {
    const url = opts.notificacionUrl;
    if (!url) return;
    const headers = { 'content-type': 'application/json', [CABECERA_FIRMA]: firmar(cuerpo, opts.token) };
    const reintentos = opts.reintentos ?? 4;
    for (let intento = 0; intento <= reintentos && !alto.signal.aborted; intento++) {
      if (intento > 0) {
        try {
          await dormir((opts.esperaMs ?? 1000) * 2 ** (intento - 1), undefined, { signal: alto.signal });
        } catch {
          return;
        }
      }
      try {
        const res = await fetch(url, { method: 'POST', headers, body: cuerpo, signal: AbortSignal.any([alto.signal, AbortSignal.timeout(opts.limiteEntregaMs ?? 5000)]) });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
      } catch {
        // No answer: the next attempt.
      }
    }
  }
  function enviar(cuerpo: string) {
    const p = notificar(cuerpo).finally(() => enCurso.delete(p));
    enCurso.add(p);
  }

  app.addHook('onRequest', async (req, reply) => {
    await wait();
    // The bank's side and the expiry hook are other parties' (tests, the demo): no service token.
    if (req.url.endsWith('/status') || req.url.endsWith('/falla') || req.url.endsWith('/conciliacion/extra') || /\/cpt\/[^/]+\/(pagar|vencer)$/.test(req.url)) return;
    if (!authorized(req)) return reply.status(401).send({ message: 'No autorizado' });
    if (falla.modo === 'LENTA') await dormir(falla.demoraMs);
    if (falla.modo === 'CAIDA') {
      reply.hijack();
      req.raw.socket.destroy();
    }
  });

  app.post('/falla', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const modo = texto(b.modo);
    const demoraMs = b.demoraMs === undefined ? 5000 : Number(b.demoraMs);
    if (!(MODOS_FALLA as readonly string[]).includes(modo) || !Number.isInteger(demoraMs) || demoraMs < 0) return reply.status(400).send({ message: `modo: ${MODOS_FALLA.join(', ')}; demoraMs: entero ≥ 0` });
    falla = { modo: modo as ModoFalla, demoraMs };
    return falla;
  });

  app.post('/cpt', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const [monto, glosa, referencia] = [texto(b.monto), texto(b.glosa), texto(b.referencia)];
    if (!DECIMAL_MONTO.test(monto) || decimalACentavos(monto) <= 0) return reply.status(400).send({ message: 'monto: un texto decimal mayor a cero, con hasta 2 decimales' });
    if (!glosa || glosa.length > 255) return reply.status(400).send({ message: 'glosa es obligatoria (hasta 255 caracteres)' });
    if (!referencia || referencia.length > 100) return reply.status(400).send({ message: 'referencia es obligatoria (hasta 100 caracteres)' });
    const centavos = decimalACentavos(monto);
    const previo = porReferencia.get(referencia);
    if (previo) {
      const c = codigos.get(previo)!;
      if (c.monto !== centavos) return reply.status(409).send({ message: `la referencia ${referencia} ya tiene el código ${c.codigo} por otro monto` });
      return { codigo: c.codigo, vence: c.vence.toISOString() } satisfies EmisionContrato;
    }
    const c: Cpt = { codigo: nuevoCodigo(), monto: centavos, glosa, referencia, vence: new Date(Date.now() + (opts.vigenciaMs ?? TRES_DIAS)), estado: 'PENDIENTE', fecha_pago: null };
    codigos.set(c.codigo, c);
    porReferencia.set(referencia, c.codigo);
    persistir();
    return { codigo: c.codigo, vence: c.vence.toISOString() } satisfies EmisionContrato;
  });

  app.get('/cpt/:codigo', async (req, reply) => {
    const c = leer((req.params as { codigo: string }).codigo);
    if (!c) return reply.status(404).send({ codigo: null });
    return consulta(c);
  });

  /** The code paid now, notified `veces` times; the answer of the bank's call (an error status and message, or the code). */
  function pagarAhora(codigo: string, veces: number): { status: number; cuerpo: object } {
    const c = leer(codigo);
    if (!c) return { status: 404, cuerpo: { codigo: null } };
    if (c.estado !== 'PENDIENTE') return { status: 409, cuerpo: { message: `el código está ${c.estado}` } };
    c.estado = 'PAGADO';
    c.fecha_pago = new Date();
    persistir();
    const notificacion: PagoNotificacionContrato = { ...consulta(c), estado: 'PAGADO' };
    const cuerpo = JSON.stringify(notificacion);
    for (let i = 0; i < veces; i++) enviar(cuerpo);
    return { status: 200, cuerpo: consulta(c) };
  }

  /** The bank's side: the code is paid now; then the platform notifies us (test hook: `{notificacion: UNA|DOBLE|NINGUNA}`). */
  app.post('/cpt/:codigo/pagar', async (req, reply) => {
    const c = leer((req.params as { codigo: string }).codigo);
    if (!c) return reply.status(404).send({ codigo: null });
    if (c.estado !== 'PENDIENTE') return reply.status(409).send({ message: `el código está ${c.estado}` });
    const pedida = texto(((req.body ?? {}) as Record<string, unknown>).notificacion) || 'UNA';
    if (!(ENTREGAS as readonly string[]).includes(pedida)) return reply.status(400).send({ message: `notificacion: ${ENTREGAS.join(', ')}` });
    const r = pagarAhora((req.params as { codigo: string }).codigo, { UNA: 1, DOBLE: 2, NINGUNA: 0 }[pedida as Entrega]);
    return reply.status(r.status).send(r.cuerpo);
  });

  /** Test and demo hook: the code expires now (a paid one cannot). */
  app.post('/cpt/:codigo/vencer', async (req, reply) => {
    const c = leer((req.params as { codigo: string }).codigo);
    if (!c) return reply.status(404).send({ codigo: null });
    if (c.estado === 'PAGADO') return reply.status(409).send({ message: 'el código está PAGADO' });
    c.estado = 'VENCIDO';
    persistir();
    return consulta(c);
  });

  /**
   * The day's reconciliation: every payment the bank made on that Bolivian day, one per paid code
   * and one per extra payment the drill added, in payment order.
   */
  app.get('/conciliacion/:fecha', async (req, reply) => {
    const fecha = (req.params as { fecha: string }).fecha;
    if (!FECHA.test(fecha) || Number.isNaN(Date.parse(`${fecha}T00:00:00Z`))) return reply.status(400).send({ message: 'fecha: AAAA-MM-DD' });
    const pagos = [
      ...[...codigos.keys()].map((codigo) => leer(codigo)!).filter((c) => c.estado === 'PAGADO' && c.fecha_pago !== null).map((c) => ({ codigo: c.codigo, monto: c.monto, fecha_pago: c.fecha_pago! })),
      ...extras,
    ]
      .filter((p) => fechaBolivia(p.fecha_pago) === fecha)
      .sort((a, b) => a.fecha_pago.getTime() - b.fecha_pago.getTime() || a.codigo.localeCompare(b.codigo))
      .map((p) => ({ codigo: p.codigo, monto: centavosADecimal(p.monto), fecha_pago: p.fecha_pago.toISOString() }));
    return { fecha, pagos } satisfies ConciliacionContrato;
  });

  /**
   * Drill (tests and the demo, no service token): the bank reports one more payment of a code it
   * issued, now or at `fecha_pago`, for the code's amount (paid twice) or for `monto` (another amount).
   * The code's own state does not change and nothing is notified.
   */
  app.post('/conciliacion/extra', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const c = leer(texto(b.codigo));
    if (!c) return reply.status(404).send({ codigo: null });
    const monto = b.monto === undefined ? centavosADecimal(c.monto) : texto(b.monto);
    if (!DECIMAL_MONTO.test(monto) || decimalACentavos(monto) <= 0) return reply.status(400).send({ message: 'monto: un texto decimal mayor a cero, con hasta 2 decimales' });
    const fecha = b.fecha_pago === undefined ? new Date() : new Date(texto(b.fecha_pago));
    if (Number.isNaN(fecha.getTime())) return reply.status(400).send({ message: 'fecha_pago: fecha y hora ISO 8601' });
    const extra: PagoExtra = { codigo: c.codigo, monto: decimalACentavos(monto), fecha_pago: fecha };
    extras.push(extra);
    guardar(archivoExtras, extras);
    return { codigo: extra.codigo, monto: centavosADecimal(extra.monto), fecha_pago: extra.fecha_pago.toISOString() };
  });

  app.get('/status', async () => ({ estado: 'ok' }));

  return {
    pendientes: () =>
      [...codigos.keys()]
        .map((codigo) => leer(codigo)!)
        .filter((c) => c.estado === 'PENDIENTE')
        .reverse()
        .map((c) => ({ codigo: c.codigo, monto: centavosADecimal(c.monto), glosa: c.glosa, vence: c.vence.toISOString(), estado: c.estado })),
    pagarComoBanco: (codigo) => pagarAhora(codigo, 1).status === 200,
    entregasPendientes: async () => {
      while (enCurso.size) await Promise.allSettled([...enCurso]);
    },
    detener: () => alto.abort(),
  };
}

/** A standalone simulator, listening on its own port (tests). */
export async function startPagosSimulator(opts: PagosSimulatorOptions): Promise<{ url: string; close: () => Promise<void> } & PagosSimulador> {
  const app = Fastify({ logger: false });
  let sim: PagosSimulador | undefined;
  await app.register(
    async (i) => {
      sim = plataformaPagosRoutes(i, opts);
    },
    { prefix: '/pagos/v1' },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/pagos/v1/`,
    ...sim!,
    close: async () => {
      sim!.detener();
      await sim!.entregasPendientes();
      await app.close();
    },
  };
}
