import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cpts, notificaciones, pagos } from '../../db/schema/index.js';
import { colaPdf } from '../../core/pdf-valido.js';

/**
 * The work waiting in each queue, for the metrics (decision 070): mails due to be sent, payment
 * codes due for their review with the platform, payments to providers the treasury has not answered,
 * and this copy's PDF checks. Each count is served by a partial or leading index of its table.
 */
export async function colasPendientes(db: Executor): Promise<Record<string, number>> {
  const n = async (q: Promise<Array<{ n: number }>>) => Number((await q)[0]?.n ?? 0);
  const [correos, codigos, tesoro] = await Promise.all([
    n(db.select({ n: count() }).from(notificaciones).where(and(eq(notificaciones.estado, 'PENDIENTE'), lte(notificaciones.proximo_intento, sql`now()`)))),
    n(db.select({ n: count() }).from(cpts).where(and(eq(cpts.estado, 'PENDIENTE'), lte(cpts.proxima_revision, sql`now()`)))),
    n(db.select({ n: count() }).from(pagos).where(eq(pagos.estado, 'ENVIADO'))),
  ]);
  const pdf = colaPdf();
  return { correos, codigos_por_revisar: codigos, pagos_tesoro: tesoro, pdf_en_curso: pdf.enCurso, pdf_esperando: pdf.esperando };
}
