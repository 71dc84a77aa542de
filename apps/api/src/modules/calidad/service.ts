import { REPORTES_CALIDAD, calidadFiltroSchema, calidadReporteSchema, fechaBolivia } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import { readExecutor, type Ctx } from '../../core/context.js';
import { csvStream } from '../../core/csv.js';
import { AppError } from '../../core/errors.js';
import { ESPERA_ENTRE_CORRIDAS_MIN, esperarHasta } from '../../core/espera.js';
import { parse } from '../../core/http.js';
import { paginate } from '../../core/sql.js';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

/**
 * The data-quality reports (issue 35 §4, decisions 062 and 066). Their findings are computed by a
 * refresh (the daily job, or staff's "Recalcular") into `calidad_hallazgos`; the page, count,
 * dashboard and CSV read that table. They decide nothing, so they read the standby when there is one
 * (decision 059); "today" is Bolivia's day of the server's clock.
 */
const hoy = (ctx: Ctx) => fechaBolivia(ctx.deps.clock());

export type ResultadoRefresco = { hecha: boolean; dia: string; calculadoEn: Date | null; filas: Record<string, number> };

/**
 * The job's round (decision 066): in one transaction under the try-lock, every report computed for
 * `hoy` unless the last run already is of `hoy`. Across copies of the API the day is computed once: a
 * copy that finds the lock taken or today's run does nothing.
 */
export function refrescarSiFalta(db: Executor, dia: string, cuando: Date): Promise<ResultadoRefresco> {
  return db.transaction(async (tx) => {
    if (!(await repo.tomar(tx))) return { hecha: false, dia, calculadoEn: null, filas: {} };
    const ultima = await repo.ultimaCorrida(tx);
    if (ultima && ultima.dia >= dia) return { hecha: false, dia, calculadoEn: ultima.calculado_en, filas: ultima.filas };
    const c = await repo.refrescar(tx, dia, { cuando, quien: null });
    return { hecha: true, dia, calculadoEn: c.calculado_en, filas: c.filas };
  });
}

/**
 * Staff's refresh (`calidad:update`), in the mutation's transaction: it waits for a refresh in course;
 * if one finished meanwhile (a second press, another user), it answers that one instead of computing
 * again; within 5 minutes of a person's last refresh it refuses (429) and says from when (core/espera.ts).
 */
export async function actualizar(ctx: Ctx) {
  const antes = await repo.ultimaCorrida(ctx.db);
  await repo.bloquear(ctx.db);
  const ahora = await repo.ultimaCorrida(ctx.db);
  if (ahora && ahora.id !== antes?.id) return { hecha: false, ...aviso(MENSAJES.calidadYaActualizada), dia: ahora.dia, calculadoEn: ahora.calculado_en.toISOString() };
  const desde = esperarHasta(await repo.ultimaDeUnaPersona(ctx.db), ctx.deps.clock());
  if (desde) throw new AppError('RATE_LIMITED', MENSAJES.calidadEnEspera({ minutos: ESPERA_ENTRE_CORRIDAS_MIN, hora: desde }));
  const c = await repo.refrescar(ctx.db, hoy(ctx), { cuando: ctx.deps.clock(), quien: ctx.user!.id });
  return { hecha: true, ...aviso(MENSAJES.calidadActualizada), dia: c.dia, calculadoEn: c.calculado_en.toISOString() };
}

export async function listar(ctx: Ctx, args: unknown) {
  const f = parse(calidadFiltroSchema, args);
  const { limit, offset } = paginate(f);
  const db = readExecutor(ctx);
  const [calculo, rows] = await Promise.all([repo.calculo(db, f.reporte), repo.pagina(db, f.reporte, limit, offset)]);
  return { count: calculo?.filas ?? 0, rows, calculadoEn: calculo?.calculado_en.toISOString() ?? null };
}

/** One count per report for the dashboard: the last run's (0 for a report it did not compute). */
export async function conteos(ctx: Ctx) {
  const ultima = await repo.ultimaCorrida(readExecutor(ctx));
  return REPORTES_CALIDAD.map((reporte) => ({ reporte, cantidad: ultima?.filas[reporte] ?? 0 }));
}

const COLUMNAS = [
  { key: 'clave', header: 'Clave' },
  { key: 'documento', header: 'Documento' },
  { key: 'nombre', header: 'Nombre' },
  { key: 'detalle', header: 'Detalle' },
];

/** The whole report as CSV, streamed page by page. */
export function descargar(ctx: Ctx, params: unknown) {
  const { reporte } = parse(calidadReporteSchema, params);
  const dia = hoy(ctx);
  return { nombreArchivo: `calidad-${reporte}-${dia}.csv`, contenido: csvStream(COLUMNAS, repo.todas(readExecutor(ctx), reporte)) };
}
