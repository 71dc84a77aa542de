import { decimalACentavos } from '@pb/contract';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import { repeatEvery } from '../../core/timer.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { PagosClient } from '../../integrations/plataformaPagos/client.js';
import { writeAudit } from '../logs/audit.js';
import { asentarCodigo, emitirCodigo, type Registro } from './service.js';
import * as repo from './repository.js';

/**
 * The polling of PENDIENTE payment codes (decisions 022, 024): a lost notification still settles, a
 * code the platform never issued (it was down) is issued, an expired one frees its payrolls. Codes
 * are claimed from the table with FOR UPDATE SKIP LOCKED (GUIDE "timed work"), so several copies of
 * the API never check one code at once; each is then checked outside any transaction.
 */

export interface DepsRevision {
  /** The database itself (the polling opens its own short transactions). */
  db: Executor;
  clock: () => Date;
  config: Pick<Config, 'INTEGRATION_TIMEOUT_MS' | 'PAGOS_REVISION_SEGUNDOS'>;
  log: Registro;
}

export interface ResultadoRevision {
  revisados: number;
  emitidos: number;
  pagados: number;
  vencidos: number;
  errores: number;
}

/** Codes checked at once: a slow platform does not hold the whole batch one by one. */
const EN_PARALELO = 8;

async function enParalelo<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let siguiente = 0;
  const trabajador = async () => {
    while (siguiente < items.length) await fn(items[siguiente++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, trabajador));
}

const auditoria = (tx: Executor, mensaje: Mensaje, referencia: object, fecha: Date) => writeAudit(tx, { nivel: 'INFO', tipo: 'PLANILLA', mensaje, referencia: JSON.stringify(referencia), fecha });

/**
 * One round: claims up to `lote` due codes (pushing each one's next check forward in the same
 * statement), then for each: no number yet → `emitir` again with its referencia and store it;
 * otherwise `consultar`: PAGADO or VENCIDO → `asentarCodigo` (a no-op if the notification came
 * first). A code the platform does not know (a platform can lose one: the simulator did on restart)
 * is VENCIDO once its `vence` has passed, or when a later check confirms the platform still does not
 * know it: its payrolls go back to CREADO and a new code can be issued (issue 32). One code's failure
 * is logged and the others go on.
 */
export async function revisarCodigos(deps: DepsRevision, opts: { lote?: number } = {}): Promise<ResultadoRevision> {
  const lote = opts.lote ?? 100;
  const ahora = deps.clock();
  // Switched off (0), a round called by hand still spaces a code's checks by a minute.
  const intervaloMs = (deps.config.PAGOS_REVISION_SEGUNDOS || 60) * 1000;
  const codigos = await deps.db.transaction((tx) => repo.reclamarPendientes(tx, ahora, intervaloMs, lote));
  const pagos = new PagosClient(deps.db, deps.config.INTEGRATION_TIMEOUT_MS);
  const r: ResultadoRevision = { revisados: codigos.length, emitidos: 0, pagados: 0, vencidos: 0, errores: 0 };

  const asentar = (codigo: string, n: Parameters<typeof asentarCodigo>[2]) =>
    deps.db.transaction(async (tx) => {
      const hecho = await asentarCodigo(tx, codigo, n, { cuando: ahora, log: deps.log });
      if (!hecho.cambio) return;
      await auditoria(tx, n.estado === 'PAGADO' ? MENSAJES.auditoriaCodigoPagoPagado : MENSAJES.auditoriaCodigoPagoVencido, { id: String(hecho.id), codigo, estado: n.estado }, ahora);
      if (n.estado === 'PAGADO') r.pagados++;
      else r.vencidos++;
    });

  await enParalelo(codigos, EN_PARALELO, async (c) => {
    try {
      if (c.codigo === null) {
        const monto = decimalACentavos(c.monto);
        const emitido = await emitirCodigo(deps.db, { id: c.id, codigo: null, referencia: c.referencia, monto, vence: null }, pagos, ahora, (tx) => auditoria(tx, MENSAJES.auditoriaCodigoPagoEmitido, { id: String(c.id) }, ahora));
        if (emitido.codigo !== null) r.emitidos++;
        return;
      }
      const consulta = await pagos.consultar(c.codigo);
      if (consulta === null) {
        const vencido = c.vence !== null && c.vence.getTime() <= ahora.getTime();
        if (vencido || c.desconocido_at !== null) return await asentar(c.codigo, { estado: 'VENCIDO', fecha_pago: null, monto: decimalACentavos(c.monto) });
        deps.log.warn({ codigo: c.codigo, idCpt: c.id }, 'la plataforma de pagos no conoce un código PENDIENTE: si en la próxima revisión sigue sin conocerlo, vence');
        return await repo.marcarDesconocido(deps.db, c.id, ahora, intervaloMs);
      }
      if (c.desconocido_at !== null) await repo.olvidarDesconocido(deps.db, c.id);
      if (consulta.estado === 'PENDIENTE') return;
      await asentar(c.codigo, { estado: consulta.estado, fecha_pago: consulta.fecha_pago, monto: consulta.monto });
    } catch (err) {
      r.errores++;
      deps.log.error({ err, idCpt: c.id, codigo: c.codigo }, 'revisión de un código de pago fallida: se intenta en su próxima revisión');
    }
  });
  return r;
}

/**
 * The server's timer: a round every PAGOS_REVISION_SEGUNDOS (0: none), rounds never overlapping, a
 * full batch followed at once by the next. `detener` stops it and waits for the round in course.
 */
export function iniciarRevision(deps: DepsRevision, opts: { lote?: number } = {}): { detener: () => Promise<void> } {
  const lote = opts.lote ?? 100;
  let detenido = false;
  const trabajo = repeatEvery(
    'revisionCodigos',
    deps.config.PAGOS_REVISION_SEGUNDOS,
    async () => {
      for (;;) {
        const r = await revisarCodigos(deps, { lote });
        if (detenido || r.revisados < lote) return;
      }
    },
    (err) => deps.log.error({ err }, 'revisión de códigos de pago fallida'),
  );
  return {
    detener: async () => {
      detenido = true;
      await trabajo.stop();
    },
  };
}
