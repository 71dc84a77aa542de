import { REPORTES_CALIDAD, calidadFiltroSchema, calidadReporteSchema } from '@pb/contract';
import { lecturaDe, type Ctx } from '../../core/context.js';
import { fechaBolivia } from '../../core/bolivia.js';
import { csvStream } from '../../core/csv.js';
import { parse } from '../../core/http.js';
import { paginate } from '../../core/sql.js';
import * as repo from './repository.js';

/**
 * The data-quality reports (issue 35 §4, decision 062). They decide nothing, so they read the
 * standby when there is one (decision 059); "today" is Bolivia's day of the server's clock.
 */
const hoy = (ctx: Ctx) => fechaBolivia(ctx.deps.clock());

export async function listar(ctx: Ctx, args: unknown) {
  const f = parse(calidadFiltroSchema, args);
  const { limit, offset } = paginate(f);
  const db = lecturaDe(ctx);
  const dia = hoy(ctx);
  const [count, rows] = await Promise.all([repo.contar(db, f.reporte, dia), repo.pagina(db, f.reporte, dia, limit, offset)]);
  return { count, rows };
}

/** One count per report for the dashboard. */
export async function conteos(ctx: Ctx) {
  const db = lecturaDe(ctx);
  const dia = hoy(ctx);
  return Promise.all(REPORTES_CALIDAD.map(async (reporte) => ({ reporte, cantidad: await repo.contar(db, reporte, dia) })));
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
  return { nombreArchivo: `calidad-${reporte}-${dia}.csv`, contenido: csvStream(COLUMNAS, repo.todas(lecturaDe(ctx), reporte, dia)) };
}
