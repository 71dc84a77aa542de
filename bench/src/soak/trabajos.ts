import type pg from 'pg';
import { ayer as ayerDe } from '../../../apps/api/src/modules/conciliacion/service.js';
import type { Acuses } from './carga.js';
import type { Comprobacion } from './comprobaciones.js';
import { esperar } from './http.js';

/**
 * The timed jobs of issue 35 under the soak (decision 060 rule 1: every job once across copies):
 * the daily reconciliation, which the three copies race for every 20 s in the cluster, and the mail
 * outbox, which they drain with SKIP LOCKED.
 */

/** Bolivia's yesterday, whose run the soak leaves to the copies' jobs. */
export const ayer = () => ayerDe(new Date());

/**
 * The demo seed writes yesterday's run (its planted difference stays): the soak removes that run row,
 * so that yesterday is reconciled during the load by whichever copy takes the day's lock first.
 */
export async function dejarAyerSinConciliar(pool: pg.Pool, dia: string): Promise<void> {
  await pool.query('delete from conciliaciones where fecha = $1', [dia]);
}

/**
 * Waits (at most `ms`) until no mail of the run is due: each is sent, or waits for a later try (a
 * retry's backoff, or the 5-minute lease of rows a killed copy had claimed: decision 065).
 */
export async function esperarCorreos(pool: pg.Pool, desde: Date, ms: number, log: (t: string) => void): Promise<void> {
  const limite = Date.now() + ms;
  for (;;) {
    const n = (await pool.query<{ n: number }>("select count(*)::int as n from notificaciones where creado_at >= $1 and estado = 'PENDIENTE' and proximo_intento <= now()", [desde])).rows[0]!.n;
    if (n === 0 || Date.now() > limite) return;
    log(`esperando la cola de correos: ${n} por enviar`);
    await esperar(3000);
  }
}

export async function comprobarTrabajos(pool: pg.Pool, acuses: Acuses, desde: Date, conciliado: { dia: string; desde: Date }): Promise<Comprobacion[]> {
  const { dia } = conciliado;
  const r: Comprobacion[] = [];

  // Yesterday reconciled exactly once by the three copies: one run, one audit row of a run of that day.
  if (ayer() !== dia) {
    r.push({ nombre: 'conciliación diaria de ayer, una vez entre las copias', fallas: [], detalle: `sin comprobar: el día de Bolivia cambió durante la carga (${dia} → ${ayer()})` });
  } else {
    const corrida = (await pool.query<{ ejecuciones: number }>('select ejecuciones from conciliaciones where fecha = $1', [dia])).rows[0];
    const auditadas = (await pool.query<{ n: number }>("select count(*)::int as n from logs where mensaje = 'Conciliación diaria' and fecha >= $1 and referencia like $2", [conciliado.desde, `{"fecha":"${dia}"%`])).rows[0]!.n;
    const fallas = [
      ...(corrida ? (corrida.ejecuciones === 1 ? [] : [`${corrida.ejecuciones} ejecuciones del día ${dia}`]) : [`ninguna copia concilió el día ${dia}`]),
      ...(auditadas === 1 ? [] : [`${auditadas} corridas auditadas del día ${dia}`]),
    ];
    r.push({ nombre: 'conciliación diaria de ayer, una vez entre las copias', fallas, detalle: `${dia}: ${corrida?.ejecuciones ?? 0} ejecución(es), ${auditadas} auditada(s)` });
  }

  // Mails: every code the bank paid told its employer once (the outbox's key), and every mail of the run went out.
  const codigos = [...new Set([...acuses.pagadas.values()].map((p) => p.codigo))];
  const avisados = new Map((await pool.query<{ codigo: string; n: number }>("select c.codigo, count(n.id)::int as n from cpts c left join notificaciones n on n.clave = 'cpt:' || c.id || ':PAGADO' where c.codigo = any($1) group by c.codigo", [codigos])).rows.map((f) => [f.codigo, f.n]));
  const fallas = codigos.filter((k) => !(avisados.get(k)! > 0)).map((k) => `código ${k} pagado sin aviso por correo`);
  // Sent, or claimed at least once and waiting for a later try; none given up, none due and never tried.
  const estados = (await pool.query<{ estado: string; intentado: boolean; debido: boolean; n: number }>("select estado, intentos > 0 as intentado, proximo_intento <= now() as debido, count(*)::int as n from notificaciones where creado_at >= $1 group by 1, 2, 3", [desde])).rows;
  const suma = (f: (e: (typeof estados)[number]) => boolean) => estados.filter(f).reduce((s, e) => s + e.n, 0);
  const fallidos = suma((e) => e.estado === 'FALLIDO');
  const debidos = suma((e) => e.estado === 'PENDIENTE' && (e.debido || !e.intentado));
  if (fallidos > 0) fallas.push(`${fallidos} correos FALLIDO`);
  if (debidos > 0) fallas.push(`${debidos} correos pendientes que la cola no tomó a tiempo`);
  r.push({
    nombre: 'avisos por correo: cada código pagado avisado; cada correo enviado o tomado y en espera de otro intento',
    fallas,
    detalle: `${codigos.length} códigos pagados; ${suma((e) => e.estado === 'ENVIADO')} correos enviados, ${suma((e) => e.estado === 'PENDIENTE' && e.intentado && !e.debido)} en espera de otro intento (plazo de una copia matada o reintento)`,
  });
  return r;
}
