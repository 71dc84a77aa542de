import { fechaBolivia, inicioDiaBolivia } from '@pb/contract';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { consumirCupo } from '../../core/cupos.js';
import { AppError } from '../../core/errors.js';
import { repeatBatches } from '../../core/timer.js';
import { SmsClient } from '../../integrations/sms/client.js';
import { parametroNumero } from '../parametros/read.js';
import { espera, type Registro } from '../notificaciones/tareaPeriodica.js';
import { primerNombre, textoAviso, type AvisoSms } from './textos.js';
import * as repo from './repository.js';

/**
 * The beneficiaries' SMS notices' job (issue 55 §3, decision 082), the mail job's twin (decision 065).
 * Each round: (1) the deliveries of a calendar that open today get their notice, once each (the
 * outbox's unique key, so copies of the API enqueue it once); (2) due PENDIENTE notices are claimed
 * with FOR UPDATE SKIP LOCKED and sent outside any transaction: a number that opted out since is
 * OMITIDO (BAJA), one that already had SMS_AVISOS_POR_DIA notices in the last 24 hours OMITIDO (CUPO),
 * counted in `cupos_uso` by one statement across copies. A failure waits 1, 2, 4… minutes and, after
 * NOTIFICACIONES_INTENTOS attempts, is left FALLIDO.
 */
export interface DepsAvisosSms {
  db: Executor;
  clock: () => Date;
  config: Pick<Config, 'NOTIFICACIONES_SEGUNDOS' | 'NOTIFICACIONES_INTENTOS' | 'INTEGRATION_TIMEOUT_MS'>;
  log: Registro;
}

export interface RondaAvisos {
  abiertas: number;
  enviados: number;
  omitidos: number;
  fallidos: number;
  reintentos: number;
}

/** How long a claimed notice is held by the copy sending it before another may try it. */
const PLAZO_MS = 5 * 60_000;
/** The notices a number may receive in any 24 hours, unless the parameter says otherwise. */
export const AVISOS_POR_DIA = 5;
const DIA_MS = 86_400_000;

/** The deliveries opening today, told in batches of `lote` until none is left. */
export async function avisarEntregasQueAbren(deps: Pick<DepsAvisosSms, 'db' | 'clock'>, lote = 500): Promise<number> {
  const ahora = deps.clock();
  const hoy = fechaBolivia(ahora);
  let total = 0;
  for (;;) {
    const n = await repo.encolarEntregasQueAbren(deps.db, hoy, inicioDiaBolivia(hoy), ahora, lote);
    total += n;
    if (n < lote) return total;
  }
}

/** A confirmation of BAJA or ALTA is sent whatever her choice: it tells her of that choice. */
const esConfirmacion = (a: AvisoSms) => a.tipo === 'BAJA' || a.tipo === 'ALTA';

/** Her number's use of the day's notices; false when it had them all (the use is counted either way). */
async function dentroDelCupo(db: Executor, numero: string, maximo: number, ahora: Date): Promise<boolean> {
  try {
    await consumirCupo(db, `avisoSms:${numero}`, maximo, ahora, { ventanaMs: DIA_MS, tramos: 24 });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return false;
    throw err;
  }
}

/** Sends up to `lote` due notices. */
export async function enviarAvisos(deps: DepsAvisosSms, lote = 50): Promise<Omit<RondaAvisos, 'abiertas'>> {
  const ahora = deps.clock();
  const filas = await deps.db.transaction((tx) => repo.reclamar(tx, ahora, PLAZO_MS, lote));
  const r = { enviados: 0, omitidos: 0, fallidos: 0, reintentos: 0 };
  if (filas.length === 0) return r;
  const maximo = await parametroNumero(deps.db, 'SMS_AVISOS_POR_DIA', AVISOS_POR_DIA);
  const cliente = new SmsClient(deps.db, deps.config.INTEGRATION_TIMEOUT_MS);
  for (const f of filas) {
    if (f.baja && !esConfirmacion(f.aviso)) {
      await repo.marcarOmitido(deps.db, f.id, 'BAJA');
      r.omitidos++;
      continue;
    }
    if (f.intentos === 1 && !(await dentroDelCupo(deps.db, f.numero, maximo, ahora))) {
      await repo.marcarOmitido(deps.db, f.id, 'CUPO');
      r.omitidos++;
      deps.log.warn({ avisoSms: f.id }, 'aviso SMS omitido: el celular llegó a su cupo diario');
      continue;
    }
    const aviso = 'nombre' in f.aviso ? { ...f.aviso, nombre: primerNombre(f.aviso.nombre) } : f.aviso;
    const texto = textoAviso(aviso, f.idioma ?? 'es');
    try {
      const { id } = await cliente.enviar({ numero: f.numero, texto });
      await repo.marcarEnviado(deps.db, f.id, texto, id, deps.clock());
      r.enviados++;
    } catch (err) {
      const quedan = f.intentos < deps.config.NOTIFICACIONES_INTENTOS && !(err instanceof RangeError);
      const mensaje = err instanceof Error ? err.message : String(err);
      await repo.marcarFallo(deps.db, f.id, mensaje, quedan ? new Date(ahora.getTime() + espera(f.intentos)) : null);
      if (quedan) r.reintentos++;
      else r.fallidos++;
      deps.log[quedan ? 'warn' : 'error']({ err, avisoSms: f.id, intentos: f.intentos }, quedan ? 'aviso SMS no enviado: se reintenta' : 'aviso SMS no enviado tras el último intento: FALLIDO');
    }
  }
  return r;
}

/** One round: today's openings told, then the due notices sent. */
export async function rondaAvisosSms(deps: DepsAvisosSms, lote = 50): Promise<RondaAvisos> {
  const abiertas = await avisarEntregasQueAbren(deps);
  return { abiertas, ...(await enviarAvisos(deps, lote)) };
}

/** The server's timer: a round every NOTIFICACIONES_SEGUNDOS (0: none), never overlapping, a full batch followed at once by the next. */
export function iniciarAvisosSms(deps: DepsAvisosSms, lote = 50): { detener: () => Promise<void> } {
  return repeatBatches(
    'avisosSms',
    deps.config.NOTIFICACIONES_SEGUNDOS,
    async () => {
      const r = await rondaAvisosSms(deps, lote);
      return r.enviados + r.omitidos + r.reintentos + r.fallidos >= lote;
    },
    (err) => deps.log.error({ err }, 'ronda de avisos SMS fallida'),
  );
}
