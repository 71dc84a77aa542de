import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { instanteBolivia, relojBolivia, diaMesAnio } from '@pb/contract';

/**
 * The rules of `npm run backup` and `npm run restore` (issue 52 §2, decision 072) that need no
 * pgBackRest: which backup to take, which instants a restore may ask, which folders it may fill.
 */

/** A backup in the repository, as `pgbackrest info` lists it. */
export interface Respaldo {
  etiqueta: string;
  tipo: 'full' | 'diff' | 'incr';
  inicio: Date;
  fin: Date;
}

export type TipoDeRespaldo = 'full' | 'diff';

/** A full backup a week, a differential (changes since that full) on the other days. */
export const SEMANA_MS = 7 * 86_400_000;

/** Full when the repository has none younger than a week (a differential needs one), else differential. */
export function tipoDeRespaldo(respaldos: Respaldo[], ahora: Date): TipoDeRespaldo {
  const completos = respaldos.filter((r) => r.tipo === 'full').map((r) => r.fin.getTime());
  return completos.length > 0 && ahora.getTime() - Math.max(...completos) < SEMANA_MS ? 'diff' : 'full';
}

/** An instant as the ministry reads it: Bolivia's DD/MM/AAAA HH:mm:ss. */
export function fechaHora(d: Date): string {
  const [dia, hora] = relojBolivia(d).split('T') as [string, string];
  return `${diaMesAnio(dia)} ${hora.slice(0, 8)}`;
}

const BOLIVIA = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;
const CON_ZONA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant `--to` names: `AAAA-MM-DD HH:MM[:SS]` on Bolivia's clock, or ISO 8601 with its zone.
 * Throws a Spanish message for anything else (31/02, 25:00, a bare date).
 */
export function leerInstante(texto: string): Date {
  const t = texto.trim();
  const bolivia = BOLIVIA.exec(t);
  const d = bolivia ? instanteBolivia(`${bolivia[1]}T${bolivia[2]!.length === 5 ? `${bolivia[2]}:00` : bolivia[2]}`) : CON_ZONA.test(t) ? new Date(t) : null;
  // A date past its month's end (2026-02-31) is rolled over by Date: written back, it is another text.
  if (!d || Number.isNaN(d.getTime()) || (bolivia && relojBolivia(d).slice(0, 10) !== bolivia[1])) {
    throw new Error(`«${texto}» no es un instante: escríbalo como AAAA-MM-DD HH:MM[:SS] (hora de Bolivia) o en ISO 8601 con su zona (2026-12-02T10:30:00-04:00).`);
  }
  return d;
}

/** A folder a restore may not fill: one that holds a PostgreSQL cluster, or anything at all. */
export function carpetaOcupada(carpeta: string): string | null {
  if (!existsSync(carpeta)) return null;
  const contenido = readdirSync(carpeta);
  if (contenido.length === 0) return null;
  const cluster = existsSync(path.join(carpeta, 'PG_VERSION')) || existsSync(path.join(carpeta, 'datos', 'PG_VERSION'));
  return cluster
    ? `La carpeta ${carpeta} ya contiene un clúster de PostgreSQL: la restauración se hace siempre en una carpeta nueva, nunca sobre un clúster. Nada se tocó.`
    : `La carpeta ${carpeta} no está vacía: la restauración se hace en una carpeta nueva o vacía. Nada se tocó.`;
}

/**
 * Why a restore to `instante` cannot be done (a Spanish sentence), or null: the repository must hold a
 * backup that ended before it (the WAL after it replays up to the instant), and it must be past.
 */
export function motivoParaNoRestaurar(instante: Date, ahora: Date, respaldos: Respaldo[]): string | null {
  if (respaldos.length === 0) return 'El repositorio no tiene ningún respaldo: `npm run backup` hace el primero. Nada se tocó.';
  if (instante.getTime() > ahora.getTime()) return `No se puede restaurar al ${fechaHora(instante)}: es posterior a este momento (${fechaHora(ahora)}). Nada se tocó.`;
  const primero = new Date(Math.min(...respaldos.map((r) => r.fin.getTime())));
  if (instante.getTime() < primero.getTime()) return `No se puede restaurar al ${fechaHora(instante)}: es anterior al fin del respaldo más antiguo (${fechaHora(primero)}). Nada se tocó.`;
  return null;
}

/**
 * The backup's measures in Prometheus's text format, for node-exporter's textfile collector: the
 * RespaldoAntiguo alert reads the last success (decision 070).
 */
export function metricasDeRespaldo(fin: Date, segundos: number): string {
  return [
    '# HELP pb_respaldo_ultimo_exito_segundos Momento (Unix) del último respaldo de pgBackRest que terminó bien.',
    '# TYPE pb_respaldo_ultimo_exito_segundos gauge',
    `pb_respaldo_ultimo_exito_segundos ${Math.floor(fin.getTime() / 1000)}`,
    '# HELP pb_respaldo_duracion_segundos Lo que tardó el último respaldo.',
    '# TYPE pb_respaldo_duracion_segundos gauge',
    `pb_respaldo_duracion_segundos ${segundos.toFixed(1)}`,
    '',
  ].join('\n');
}
