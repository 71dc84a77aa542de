import { performance } from 'node:perf_hooks';
import { ID_SUBSIDIO_BONO } from '@pb/contract';
import type { Contexto } from '../contexto.js';
import { NOMBRE_SINTETICA, sintetica } from '../datos/sintetica.js';
import type { Grupo } from '../grupo.js';
import { miles } from '../resultados.js';
import type { Sesion } from '../sesiones.js';

/** Issue 14 targets for an export. */
const FILAS_POR_SEGUNDO = 300_000;
const RSS_MAXIMO_MB = 200;
const MUESTREO_MS = 50;

export interface MedidaExportacion {
  export: string;
  idEntidad: number;
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory (MB) just before the request, its peak during it, and the growth. */
  rssBeforeMb: number;
  rssMaxMb: number;
  rssGrowthMb: number;
  rssSamples: number;
  meetsTarget: boolean;
}

export interface ResultadoExportes {
  /** The synthetic employer of the large export: its workers and the seconds their COPY took. */
  synthetic: { idEntidad: number; workers: number; loadSeconds: number };
  exports: MedidaExportacion[];
}

/** The peak of `rss()` every 50 ms until `fin()`. */
export function muestrear(rss: () => number) {
  const antes = rss();
  let max = antes;
  let muestras = 0;
  const reloj = setInterval(() => {
    max = Math.max(max, rss());
    muestras++;
  }, MUESTREO_MS);
  return {
    fin() {
      clearInterval(reloj);
      max = Math.max(max, rss());
      return { rssBeforeMb: antes, rssMaxMb: max, rssGrowthMb: Math.round((max - antes) * 10) / 10, rssSamples: muestras };
    },
  };
}

/** The workers CSV of an entity, read as a stream to its end: data rows (lines less the header) and bytes. */
async function descargar(url: string, sesion: Sesion, idEntidad: number) {
  const res = await fetch(`${url}/api/v1/beneficiarias/descargarTrabajadoresCsv/${idEntidad}/todos`, { headers: { authorization: `Bearer ${sesion.token}` } });
  if (!res.ok || !res.body) throw new Error(`Exportación de ${idEntidad}: ${res.status} ${await res.text()}`);
  if (!/text\/csv/.test(res.headers.get('content-type') ?? '')) throw new Error(`Exportación de ${idEntidad}: ${res.headers.get('content-type')}`);
  let bytes = 0;
  let lineas = 0;
  for await (const trozo of res.body as AsyncIterable<Uint8Array>) {
    bytes += trozo.length;
    for (let i = trozo.indexOf(10); i !== -1; i = trozo.indexOf(10, i + 1)) lineas++;
  }
  return { filas: lineas - 1, bytes };
}

/** The rows the export must give: the workers list's, every bonus beneficiary of the entity (issue 32). */
async function filasEsperadas(ctx: Contexto, idEntidad: number): Promise<number> {
  const r = await ctx.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM beneficiarias b JOIN personas p ON p.id = b.id_persona
     WHERE b.id_entidad = $1 AND b.id_subsidio = $2`,
    [idEntidad, ID_SUBSIDIO_BONO],
  );
  return Number(r.rows[0]!.n);
}

/** One export checked (its rows equal the SQL count), then measured with the server's memory sampled. */
async function medir(ctx: Contexto, nombre: string, sesion: Sesion, idEntidad: number): Promise<MedidaExportacion> {
  const esperadas = await filasEsperadas(ctx, idEntidad);
  const comprobar = (filas: number) => {
    if (filas !== esperadas) throw new Error(`${nombre}: ${filas} filas, se esperaban ${esperadas}`);
  };
  comprobar((await descargar(ctx.servidor.url, sesion, idEntidad)).filas);
  const memoria = muestrear(() => ctx.servidor.rssMb());
  const t0 = performance.now();
  const { filas, bytes } = await descargar(ctx.servidor.url, sesion, idEntidad);
  const seconds = (performance.now() - t0) / 1000;
  const rss = memoria.fin();
  comprobar(filas);
  const rowsPerSecond = Math.round(filas / seconds);
  const m = { export: nombre, idEntidad, rows: filas, bytes, seconds: Math.round(seconds * 1000) / 1000, rowsPerSecond, ...rss, meetsTarget: rowsPerSecond >= FILAS_POR_SEGUNDO && rss.rssMaxMb < RSS_MAXIMO_MB };
  ctx.log(`${nombre.padEnd(44)} ${miles(filas).padStart(10)} filas ${m.seconds.toFixed(2).padStart(7)} s ${miles(rowsPerSecond).padStart(9)} filas/s  RSS ${rss.rssBeforeMb} → ${rss.rssMaxMb} MB`);
  return m;
}

export const exportes: Grupo<ResultadoExportes> = {
  clave: 'exports',
  titulo: 'Exports',
  async medir(ctx) {
    const s = await sintetica(ctx);
    return {
      synthetic: { idEntidad: s.idEntidad, workers: s.trabajadores, loadSeconds: s.loadSeconds },
      exports: [
        await medir(ctx, 'Workers CSV of the largest employer', ctx.sesiones.grande, ctx.sesiones.grande.idEntidad),
        await medir(ctx, `Workers CSV of a ${miles(s.trabajadores)}-worker employer`, s.sesion, s.idEntidad),
      ],
    };
  },
  markdown(r) {
    return [
      `\`GET /api/v1/beneficiarias/descargarTrabajadoresCsv/{idEntidad}/todos\` as the employer, read as a stream to its last byte; each export checked first (its rows equal the SQL count of the entity's bonus beneficiaries, the workers list's rows), then measured once. The server's resident memory is sampled every ${MUESTREO_MS} ms during the measured export; the server is the production copy (SIMULADORES=false: the outside systems' simulators run in a process of their own, as the deployment reaches the real ones).`,
      `The large export is the same workers CSV of a synthetic employer, '${NOMBRE_SINTETICA}', whose ${miles(r.synthetic.workers)} workers were loaded with COPY and vacuumed for it in ${r.synthetic.loadSeconds.toFixed(2)} s.`,
      '',
      `| Export | Rows | MB | Seconds | Rows/s | RSS before (MB) | RSS max (MB) | Growth (MB) | Target (≥ ${miles(FILAS_POR_SEGUNDO)} rows/s, < ${RSS_MAXIMO_MB} MB) |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ...r.exports.map((e) => `| ${e.export} | ${miles(e.rows)} | ${(e.bytes / 1e6).toFixed(1)} | ${e.seconds.toFixed(2)} | ${miles(e.rowsPerSecond)} | ${e.rssBeforeMb} | ${e.rssMaxMb} | ${e.rssGrowthMb} | ${e.meetsTarget ? 'met' : 'missed'} |`),
    ];
  },
};
