import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { repeatBatches } from '../../core/timer.js';
import { CorreoClient, type CorreoDeps } from '../../integrations/correo/client.js';
import { avisos } from './correos.js';
import { avisar } from './service.js';
import * as repo from './repository.js';

/**
 * The mail notifications' job (issue 35 §3, decision 065). Each round: (1) the issued codes that
 * expire within 24 hours get their "expiring" event, once per code (the outbox's unique key); (2) due
 * PENDIENTE mails are claimed with FOR UPDATE SKIP LOCKED — the attempt counted and the row leased in
 * the same statement, so copies of the API never send one row at once — and sent outside any
 * transaction. A failure waits 1, 2, 4… minutes (at most an hour) and, after NOTIFICACIONES_INTENTOS
 * attempts, is left FALLIDO. Nothing here touches the changes the mails tell of.
 */
export interface Registro {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

export interface DepsNotificaciones {
  db: Executor;
  clock: () => Date;
  /** The mail client's settings; `simuladorCorreo` is read at each send (main.ts sets it after start). */
  correo: CorreoDeps;
  config: Pick<Config, 'NOTIFICACIONES_SEGUNDOS' | 'NOTIFICACIONES_INTENTOS'>;
  log: Registro;
}

export interface ResultadoRonda {
  porVencer: number;
  enviados: number;
  fallidos: number;
  reintentos: number;
}

/** How long a claimed row is held by the copy sending it before another may try it (a copy died mid-send). */
const PLAZO_MS = 5 * 60_000;
export const HORAS_POR_VENCER = 24;

/** The wait after the n-th failed attempt: 1 minute doubled each time, at most an hour. */
export const espera = (intentos: number) => Math.min(60_000 * 2 ** Math.max(0, intentos - 1), 3_600_000);

/** The codes expiring within 24 hours, each told once (its event key), in one transaction per code. */
export async function avisarPorVencer(deps: Pick<DepsNotificaciones, 'db' | 'clock'>, lote = 100): Promise<number> {
  const ahora = deps.clock();
  let n = 0;
  for (const c of await repo.codigosPorVencer(deps.db, ahora, HORAS_POR_VENCER, lote)) {
    n += await deps.db.transaction((tx) => avisar(tx, c.id_entidad, avisos.cptPorVencer(c), ahora));
  }
  return n;
}

/** Sends up to `lote` due mails; each failure is scheduled again or, with no attempts left, FALLIDO. */
export async function enviarPendientes(deps: DepsNotificaciones, lote = 50): Promise<Omit<ResultadoRonda, 'porVencer'>> {
  const ahora = deps.clock();
  const filas = await deps.db.transaction((tx) => repo.reclamar(tx, ahora, PLAZO_MS, lote));
  const cliente = new CorreoClient(deps.correo);
  const r = { enviados: 0, fallidos: 0, reintentos: 0 };
  for (const f of filas) {
    try {
      const { id } = await cliente.enviar({ para: f.para, asunto: f.asunto, texto: f.texto });
      await repo.marcarEnviada(deps.db, f.id, deps.clock());
      r.enviados++;
      deps.log.info({ notificacion: f.id, correo: id }, 'notificación enviada por correo');
    } catch (err) {
      const quedan = f.intentos < deps.config.NOTIFICACIONES_INTENTOS;
      const mensaje = err instanceof Error ? err.message : String(err);
      await repo.marcarFallo(deps.db, f.id, mensaje, quedan ? new Date(ahora.getTime() + espera(f.intentos)) : null);
      if (quedan) r.reintentos++;
      else r.fallidos++;
      deps.log[quedan ? 'warn' : 'error']({ err, notificacion: f.id, intentos: f.intentos }, quedan ? 'notificación no enviada: se reintenta' : 'notificación no enviada tras el último intento: FALLIDO');
    }
  }
  return r;
}

/** One round: the expiring codes told, then the due mails sent. */
export async function rondaNotificaciones(deps: DepsNotificaciones, lote = 50): Promise<ResultadoRonda> {
  const porVencer = await avisarPorVencer(deps);
  return { porVencer, ...(await enviarPendientes(deps, lote)) };
}

/** The server's timer: a round every NOTIFICACIONES_SEGUNDOS (0: none), never overlapping, a full batch followed at once by the next. */
export function iniciarNotificaciones(deps: DepsNotificaciones, lote = 50): { detener: () => Promise<void> } {
  return repeatBatches(
    'notificaciones',
    deps.config.NOTIFICACIONES_SEGUNDOS,
    async () => {
      const r = await rondaNotificaciones(deps, lote);
      return r.enviados + r.reintentos + r.fallidos >= lote;
    },
    (err) => deps.log.error({ err }, 'ronda de notificaciones por correo fallida'),
  );
}
