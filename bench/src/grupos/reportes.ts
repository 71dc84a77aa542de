import { performance } from 'node:perf_hooks';
import { BOLIVIA_MS, DIA_MS, ROLES } from '@pb/contract';
import { hashPassword } from '../../../apps/api/src/auth/passwords.js';
import type { Contexto } from '../contexto.js';
import type { Grupo } from '../grupo.js';
import { miles } from '../resultados.js';
import { CONTRASENA, crearCuenta, ingresar } from '../sesiones.js';
import { muestrear } from './exportes.js';

/** Issue 17: a report streams a million rows in flat memory (the exports' targets). */
const FILAS_POR_SEGUNDO = 300_000;
const RSS_MAXIMO_MB = 200;
const DIAS = 360;

export interface ResultadoReportes {
  loadSeconds: number;
  report: string;
  rows: number;
  bytes: number;
  /** The report's own seconds (`seconds` is the group's, set by main.ts). */
  reportSeconds: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  rssMaxMb: number;
  rssGrowthMb: number;
  rssSamples: number;
  meetsTarget: boolean;
}

const dia = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A synthetic provider with a million one-line sales over DIAS days, written in SQL
 * (generate_series) in the order a country sells: day after day, ids growing with time, each sale's
 * line written after it (until 2026-12-03 a day's sales were spread evenly over the whole table,
 * which no real table is: a page's 2,000 sales then sat in 2,277 pages of the heap). The benchmark's plan has no sales: they are only what the report reads, and are
 * removed after it (they have no charges in the ledger, which `--verificar` would refuse).
 */
async function cargar(ctx: Contexto, n: number, hasta: Date) {
  const client = await ctx.pool.connect();
  try {
    const e = await client.query<{ id: number }>(`INSERT INTO entidades (nombre, sigla, estado, proveedor, origen, tipo, nit, razon_social) VALUES ('PROVEEDOR DE REPORTES S.A.', 'PRSA', 'ACTIVO', true, 'OTRO', 'PRIVADO', '9000000017', 'PROVEEDOR DE REPORTES S.A.') RETURNING id`);
    const idEntidad = e.rows[0]!.id;
    const s = await client.query<{ id: number }>(`INSERT INTO sucursales (nombre, departamento, estado, tipo, id_entidad, dpa) VALUES ('PUNTO DE REPORTES', 'LA PAZ', 'ACTIVO', 'PUNTO_VENTA', $1, '020101') RETURNING id`, [idEntidad]);
    const a = await client.query<{ id: number; grupo: number }>(
      `INSERT INTO alimentos (nombre, unidad, id_grupo_alimenticio, estado, precio, id_entidad)
       SELECT 'ARROZ DE REPORTES', 'KG', min(id), 'ACTIVO', 12.50, $1 FROM grupos_alimenticios RETURNING id, id_grupo_alimenticio AS grupo`,
      [idEntidad],
    );
    const persona = (await client.query<{ id: number }>('SELECT min(id) AS id FROM personas')).rows[0]!.id;
    const primera = Number((await client.query<{ n: string }>('SELECT coalesce(max(id), 0) + 1 AS n FROM ventas')).rows[0]!.n);
    await client.query(
      `INSERT INTO ventas (id, id_entidad, id_sucursal, id_persona, id_subsidio, id_transaccion, monto, metodo, estado, fecha, dia)
       SELECT $1::bigint + k, $2, $3, $4, 1, 'R-' || k, 12.50, 'CODIGO', 'REALIZADA', f, to_char(f - $7::bigint * interval '1 millisecond', 'YYYY-MM-DD')
         FROM generate_series(0, $5::int - 1) k, LATERAL (SELECT $6::timestamptz - (${DIAS - 1} - k::bigint * ${DIAS} / $5) * interval '1 day' - (600 - k % 600) * interval '1 minute' AS f) x`,
      [primera, idEntidad, s.rows[0]!.id, persona, n, hasta.toISOString(), BOLIVIA_MS],
    );
    await client.query(`SELECT setval(pg_get_serial_sequence('ventas', 'id'), (SELECT max(id) FROM ventas))`);
    await client.query(
      `INSERT INTO venta_detalle (id_venta, id_alimento, id_grupo_alimenticio, cantidad, precio, monto) SELECT v.id, $2, $3, 1, 12.50, 12.50 FROM ventas v WHERE v.id_entidad = $1 ORDER BY v.id`,
      [idEntidad, a.rows[0]!.id, a.rows[0]!.grupo],
    );
    // As the main load (baseDeDatos.ts `cerrarCarga`): a year of sales in service has long been
    // vacuumed (hint bits, visibility map); read straight after the INSERT, the report would set them.
    for (const tabla of ['ventas', 'venta_detalle']) await client.query(`VACUUM (ANALYZE) ${tabla}`);
    const usuario = await crearCuenta(client, await hashPassword(CONTRASENA), ROLES.ADMINISTRADOR, idEntidad);
    return { idEntidad, usuario };
  } finally {
    client.release();
  }
}

async function quitar(ctx: Contexto, idEntidad: number) {
  await ctx.pool.query('DELETE FROM venta_detalle WHERE id_venta IN (SELECT id FROM ventas WHERE id_entidad = $1)', [idEntidad]);
  await ctx.pool.query('DELETE FROM ventas WHERE id_entidad = $1', [idEntidad]);
}

/** The report read as a stream to its end: data rows (lines less the header) and bytes. */
async function descargar(url: string, token: string, ruta: string) {
  const res = await fetch(`${url}${ruta}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`Reporte ${ruta}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lineas = 0;
  for await (const trozo of res.body as AsyncIterable<Uint8Array>) {
    bytes += trozo.length;
    for (let i = trozo.indexOf(10); i !== -1; i = trozo.indexOf(10, i + 1)) lineas++;
  }
  return { filas: lineas - 1, bytes };
}

export const reportes: Grupo<ResultadoReportes> = {
  clave: 'reports',
  titulo: 'Reports',
  async medir(ctx) {
    // A million rows from scale 0.1 on (the figure, without loading a national plan); fewer below, for the smoke run.
    const n = Math.max(1000, Math.round(1_000_000 * Math.min(1, ctx.escala * 10)));
    const hasta = new Date();
    const t0 = performance.now();
    const { idEntidad, usuario } = await cargar(ctx, n, hasta);
    const loadSeconds = (performance.now() - t0) / 1000;
    try {
      const token = await ingresar(ctx.servidor.url, usuario);
      const ruta = `/api/v1/gastos/${dia(new Date(hasta.getTime() - (DIAS + 1) * DIA_MS))}/${dia(new Date(hasta.getTime() + DIA_MS))}?tipo=detallado`;
      const esperadas = Number((await ctx.pool.query<{ n: string }>(`SELECT count(*) AS n FROM venta_detalle d JOIN ventas v ON v.id = d.id_venta WHERE v.estado = 'REALIZADA'`)).rows[0]!.n);
      const memoria = muestrear(() => ctx.servidor.rssMb());
      const t1 = performance.now();
      const { filas, bytes } = await descargar(ctx.servidor.url, token, ruta);
      const seconds = (performance.now() - t1) / 1000;
      const rss = memoria.fin();
      if (filas !== esperadas) throw new Error(`Reporte de gastos: ${filas} filas, se esperaban ${esperadas}`);
      const rowsPerSecond = Math.round(filas / seconds);
      ctx.log(`${'Expenses report, detailed'.padEnd(44)} ${miles(filas).padStart(10)} filas ${seconds.toFixed(2).padStart(7)} s ${miles(rowsPerSecond).padStart(9)} filas/s  RSS ${rss.rssBeforeMb} → ${rss.rssMaxMb} MB`);
      return { loadSeconds, report: 'Expenses report, detailed (one row per sale line)', rows: filas, bytes, reportSeconds: Math.round(seconds * 1000) / 1000, rowsPerSecond, ...rss, meetsTarget: rowsPerSecond >= FILAS_POR_SEGUNDO && rss.rssMaxMb < RSS_MAXIMO_MB };
    } finally {
      await quitar(ctx, idEntidad);
    }
  },
  markdown(r) {
    return [
      `\`GET /api/v1/gastos/{from}/{toPlusOne}?tipo=detallado\` as programme staff over ${DIAS} days of a synthetic provider's ${miles(r.rows)} one-line sales (written with generate_series and vacuumed in ${r.loadSeconds.toFixed(2)} s, removed afterwards), read as a stream to its last byte, its rows checked against the SQL count; the server's resident memory sampled during it.`,
      '',
      `| Report | Rows | MB | Seconds | Rows/s | RSS before (MB) | RSS max (MB) | Growth (MB) | Target (≥ ${miles(FILAS_POR_SEGUNDO)} rows/s, < ${RSS_MAXIMO_MB} MB) |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${r.report} | ${miles(r.rows)} | ${(r.bytes / 1e6).toFixed(1)} | ${r.reportSeconds.toFixed(2)} | ${miles(r.rowsPerSecond)} | ${r.rssBeforeMb} | ${r.rssMaxMb} | ${r.rssGrowthMb} | ${r.meetsTarget ? 'met' : 'missed'} |`,
    ];
  },
};
