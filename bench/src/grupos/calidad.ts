import { performance } from 'node:perf_hooks';
import { REPORTES_CALIDAD, fechaBolivia, type ReporteCalidad } from '@pb/contract';
import * as repoCalidad from '../../../apps/api/src/modules/calidad/repository.js';
import { graphql } from '../carga.js';
import type { Grupo } from '../grupo.js';
import { miles } from '../resultados.js';

/** Issue 35 §4 (decision 066): a report's first page under a second at 2 M beneficiaries. */
const OBJETIVO_MS = 1000;
/** Sequential requests per report: the first, then the ones that follow it. */
const VECES = 5;

const QUERY = `query ($reporte: String!) { calidad(reporte: $reporte, limit: 50, page: 1) { count calculadoEn rows { clave documento nombre detalle } } }`;

export interface MedidaCalidad {
  reporte: ReporteCalidad;
  /** The report's findings (its `count`). */
  count: number;
  firstMs: number;
  medianMs: number;
  maxMs: number;
  meetsTarget: boolean;
}

export interface ResultadoCalidad {
  /** The refresh of every report over the loaded data (delete and insert … select in one transaction). */
  refreshSeconds: number;
  rowsPerReport: Record<string, number>;
  pages: MedidaCalidad[];
}

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

export const calidad: Grupo<ResultadoCalidad> = {
  clave: 'calidad',
  titulo: 'Data-quality reports (findings table)',
  async medir(ctx) {
    const t0 = performance.now();
    const corrida = await ctx.database.db.transaction(async (tx) => {
      await repoCalidad.bloquear(tx);
      return repoCalidad.refrescar(tx, fechaBolivia(new Date()), { cuando: new Date(), quien: null });
    });
    const refreshSeconds = Math.round(performance.now() - t0) / 1000;
    ctx.log(`calidad: refresco de los ${REPORTES_CALIDAD.length} reportes ${refreshSeconds.toFixed(2)} s ${JSON.stringify(corrida.filas)}`);
    const pages: MedidaCalidad[] = [];
    for (const reporte of REPORTES_CALIDAD) {
      const tiempos: number[] = [];
      let count = 0;
      for (let i = 0; i < VECES; i++) {
        const t1 = performance.now();
        const r = await graphql<{ calidad: { count: number; calculadoEn: string | null } }>(ctx.graphqlUrl, ctx.sesiones.programa.token, QUERY, { reporte });
        tiempos.push(ms(t1));
        count = r.calidad.count;
        if (r.calidad.calculadoEn === null) throw new Error(`calidad ${reporte}: sin calcular después del refresco`);
      }
      const orden = [...tiempos].sort((a, b) => a - b);
      const m: MedidaCalidad = { reporte, count, firstMs: tiempos[0]!, medianMs: orden[Math.floor(orden.length / 2)]!, maxMs: orden[orden.length - 1]!, meetsTarget: orden[orden.length - 1]! < OBJETIVO_MS };
      pages.push(m);
      ctx.log(`calidad ${reporte.padEnd(28)} ${String(count).padStart(9)} filas  primera ${m.firstMs} ms  mediana ${m.medianMs} ms  máx ${m.maxMs} ms`);
    }
    return { refreshSeconds, rowsPerReport: corrida.filas, pages };
  },
  markdown(r) {
    return [
      `Every report computed into \`calidad_hallazgos\` over the loaded data (one transaction: each report's rows deleted and inserted from its SELECT): **${r.refreshSeconds.toFixed(2)} s** (no target; the daily job and "Recalcular" run it). Then the first page of each report as the screen asks it (GraphQL \`calidad(reporte, limit: 50, page: 1)\` with its exact count and \`calculadoEn\`), as programme staff, ${VECES} requests one after another.`,
      '',
      `| Report | Findings | First (ms) | Median (ms) | Max (ms) | Target (< ${OBJETIVO_MS} ms) |`,
      '|---|---:|---:|---:|---:|---|',
      ...r.pages.map((m) => `| ${m.reporte} | ${miles(m.count)} | ${m.firstMs} | ${m.medianMs} | ${m.maxMs} | ${m.meetsTarget ? 'met' : 'missed'} |`),
    ];
  },
};
