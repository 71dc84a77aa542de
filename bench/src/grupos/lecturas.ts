import { beneficiariasFiltroSchema, beneficiariasNoEnPlanillasFiltroSchema, beneficiariasPorEntidadSchema, logsFiltroSchema, planillasFiltroSchema } from '@pb/contract';
import type { Db } from '../../../apps/api/src/db/client.js';
import * as repoTrabajadores from '../../../apps/api/src/modules/beneficiarias/repository.js';
import * as repoBeneficiarias from '../../../apps/api/src/modules/csvBeneficiarias/repository.js';
import * as repoPendientes from '../../../apps/api/src/modules/csvPlanillas/repository.js';
import * as repoLogs from '../../../apps/api/src/modules/logs/repository.js';
import * as repoPlanillas from '../../../apps/api/src/modules/planillas/repository.js';
import { periodoDe } from '../../../apps/api/src/modules/planillas/service.js';
import { cabecerasGraphql, graphql, medirCarga, type MedidaCarga } from '../carga.js';
import type { IdLectura, ParametrosLectura } from '../comparados/lectura.js';
import { capturarSql, medirPgbench } from '../comparados/pgbench.js';
import { consultasPostgraphile } from '../comparados/consultasPostgraphile.js';
import { iniciarPostgraphile } from '../comparados/postgraphile.js';
import type { Contexto } from '../contexto.js';
import type { Grupo } from '../grupo.js';
import { miles } from '../resultados.js';

/** One read: how our browser app asks it, and the repository call our server makes for it. */
interface Lectura {
  id: IdLectura;
  titulo: string;
  token: string;
  query: string;
  variables: Record<string, unknown>;
  /** The rows the answer counts (to check it once before the load). */
  contar: (data: unknown) => number;
  repositorio: (db: Db) => Promise<unknown>;
}

export interface MedidaLectura {
  id: IdLectura;
  title: string;
  /** The `count` our answer gave: the size of what the read pages through. */
  count: number;
  ours: MedidaCarga;
  postgraphile: MedidaCarga | null;
  pgbench: MedidaCarga | null;
  /** Our server's CPU (user + system) per answered request during its load, in ms. */
  serverCpuMsPerRequest: number | null;
  /** The same for PostGraphile's process. */
  postgraphileCpuMsPerRequest: number | null;
  /** Our requests/s over PostGraphile's, and over pgbench's transactions/s. */
  ratioPostgraphile: number | null;
  ratioPgbench: number | null;
}

const pagina = { limit: 10, page: 1 };
const cuenta = (campo: string) => (data: unknown) => (data as Record<string, { count: number }>)[campo]!.count;

const TRABAJADORES = `query ($limit: Int, $page: Int) { beneficiariasPorEntidad(limit: $limit, page: $page) { count rows { id id_beneficiaria id_entidad id_sucursal beneficiaria_datos_estado beneficiaria_datos_enviar_sms beneficiaria_datos_persona_id beneficiaria_datos_persona_movil beneficiaria_datos_persona_nombres beneficiaria_datos_persona_nro_documento beneficiaria_datos_persona_primer_apellido beneficiaria_datos_persona_segundo_apellido beneficiaria_suc_nombre } } }`;
const BENEFICIARIAS = `query ($limit: Int, $page: Int, $nro_documento: String, $estado: String) { beneficiarias(limit: $limit, page: $page, nro_documento: $nro_documento, estado: $estado) { count rows { id estado ben_subsidio_nombre persona_t_nro_documento persona_t_complemento persona_t_nombre_completo persona_b_nro_documento persona_b_complemento persona_b_nombre_completo } } }`;
const PENDIENTES = `query ($limit: Int, $page: Int) { beneficiariasNoEnPlanillasPorEntidad(limit: $limit, page: $page) { count pagables monto_total rows { id id_beneficiaria id_sucursal monto e_beneficiaria_nombre s_beneficiaria_persona_nombre_completo s_beneficiaria_persona_nro_documento s_beneficiaria_persona_complemento } } }`;
const PLANILLAS = `query ($limit: Int, $page: Int) { planillas(limit: $limit, page: $page) { count rows { id nombre tipo monto_total estado _created_at _updated_at sucursal_entidad_suc_nombre entidad_nombre id_cpt cpt c31 nombre_archivo_c31 seleccionar } } }`;
const LINEAS = `query ($id: ID!, $limit: Int, $page: Int) { planillaBeneficiarias(idPlanilla: $id, limit: $limit, page: $page) { count rows { id idBeneficiaria benNombre titularNombre nro_documento subsidio monto nroAsignacion } } }`;
const LOGS = `query ($limit: Int, $page: Int, $order: String, $mensaje: String) { logs(limit: $limit, page: $page, order: $order, mensaje: $mensaje) { count rows { id nivel tipo mensaje referencia ip fecha usuario } } }`;

/** The values of the reads, from the loaded data: a document number, a 5,000-line payroll, this month. */
async function parametros(ctx: Contexto): Promise<ParametrosLectura> {
  const { plan, sesiones } = ctx;
  const planilla = await ctx.pool.query<{ id: number }>(`SELECT id FROM planillas WHERE id_entidad = $1 AND estado = 'PAGADO' ORDER BY id LIMIT 1`, [sesiones.mediana.idEntidad]);
  if (!planilla.rows[0]) throw new Error('La entidad mediana no tiene planillas pagadas');
  // A titular with a subsidy, a third of the way through the list, its CI typed whole as staff look a person up.
  const conSubsidio = Math.floor((plan.personas * 0.1) / 3);
  const titular = await ctx.pool.query<{ nro_documento: string }>(`SELECT pt.nro_documento FROM beneficiarias b JOIN personas pt ON pt.id = b.id_persona_titular WHERE b.id_subsidio <> 1 ORDER BY b.id LIMIT 1 OFFSET $1`, [conSubsidio]);
  if (!titular.rows[0]) throw new Error('No hay beneficiarias de subsidios');
  return {
    idEntidadGrande: sesiones.grande.idEntidad,
    idEntidadPequena: sesiones.pequena.idEntidad,
    documento: titular.rows[0].nro_documento,
    estado: 'INACTIVO',
    idPlanilla: planilla.rows[0].id,
    periodo: periodoDe(new Date()),
    // An auditor's search for one record in the messages (datos/logs.ts writes 'registro <n>').
    textoLogs: 'registro 4242',
  };
}

function definiciones(ctx: Contexto, p: ParametrosLectura): Lectura[] {
  const { sesiones } = ctx;
  const sinPeriodo = { desde: null, hasta: null, hastaExclusivo: false };
  return [
    { id: 'trabajadoresGrande', titulo: `beneficiariasPorEntidad, largest employer (${miles(sesiones.grande.trabajadores)} workers)`, token: sesiones.grande.token, query: TRABAJADORES, variables: pagina, contar: cuenta('beneficiariasPorEntidad'), repositorio: (db) => repoTrabajadores.listarPorEntidad(db, beneficiariasPorEntidadSchema.parse(pagina), p.idEntidadGrande) },
    { id: 'trabajadoresPequena', titulo: `beneficiariasPorEntidad, small employer (${sesiones.pequena.trabajadores} workers)`, token: sesiones.pequena.token, query: TRABAJADORES, variables: pagina, contar: cuenta('beneficiariasPorEntidad'), repositorio: (db) => repoTrabajadores.listarPorEntidad(db, beneficiariasPorEntidadSchema.parse(pagina), p.idEntidadPequena) },
    { id: 'beneficiariasDocumento', titulo: `beneficiarias (staff, operator), document number contains '${p.documento}'`, token: sesiones.operador.token, query: BENEFICIARIAS, variables: { ...pagina, nro_documento: p.documento }, contar: cuenta('beneficiarias'), repositorio: (db) => repoBeneficiarias.listar(db, beneficiariasFiltroSchema.parse({ ...pagina, nro_documento: p.documento }), null) },
    { id: 'beneficiariasEstado', titulo: `beneficiarias (staff, operator), estado ${p.estado}`, token: sesiones.operador.token, query: BENEFICIARIAS, variables: { ...pagina, estado: p.estado }, contar: cuenta('beneficiarias'), repositorio: (db) => repoBeneficiarias.listar(db, beneficiariasFiltroSchema.parse({ ...pagina, estado: p.estado }), null) },
    { id: 'pendientesGrande', titulo: 'beneficiariasNoEnPlanillasPorEntidad, largest employer (count, sum, page)', token: sesiones.grande.token, query: PENDIENTES, variables: pagina, contar: cuenta('beneficiariasNoEnPlanillasPorEntidad'), repositorio: (db) => repoPendientes.listarPendientes(db, beneficiariasNoEnPlanillasFiltroSchema.parse(pagina), p.idEntidadGrande, p.periodo) },
    { id: 'planillasEntidad', titulo: 'planillas of the largest employer', token: sesiones.grande.token, query: PLANILLAS, variables: pagina, contar: cuenta('planillas'), repositorio: (db) => repoPlanillas.listar(db, planillasFiltroSchema.parse(pagina), p.idEntidadGrande) },
    {
      id: 'lineasPlanilla',
      titulo: `planillaBeneficiarias of a ${miles(sesiones.mediana.trabajadores)}-line payroll`,
      token: sesiones.mediana.token,
      query: LINEAS,
      variables: { ...pagina, id: p.idPlanilla },
      contar: cuenta('planillaBeneficiarias'),
      // The employer's scope, as the server reads it (the payroll exists: its page is never null).
      repositorio: async (db) => (await repoPlanillas.lineas(db, p.idPlanilla, pagina, sesiones.mediana.idEntidad))!,
    },
    { id: 'logs', titulo: 'logs page 1 (staff)', token: sesiones.programa.token, query: LOGS, variables: { ...pagina, order: '-fecha' }, contar: cuenta('logs'), repositorio: (db) => repoLogs.listar(db, logsFiltroSchema.parse({ ...pagina, order: '-fecha' }), sinPeriodo) },
    { id: 'logsTexto', titulo: `logs page 1 (staff), message contains '${p.textoLogs}'`, token: sesiones.programa.token, query: LOGS, variables: { ...pagina, order: '-fecha', mensaje: p.textoLogs }, contar: cuenta('logs'), repositorio: (db) => repoLogs.listar(db, logsFiltroSchema.parse({ ...pagina, order: '-fecha', mensaje: p.textoLogs }), sinPeriodo) },
  ];
}

/** CPU milliseconds a process spent per request it answered during a load. */
const cpuPorSolicitud = (segundos: number, carga: MedidaCarga) => (carga.requests > 0 ? Math.round((segundos * 1000 * 100) / carga.requests) / 100 : null);

const razon = (a: MedidaCarga, b: MedidaCarga | null) => (b && b.requestsPerSecond > 0 ? Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100 : null);

export const lecturas: Grupo<{ reads: MedidaLectura[]; connections: number; loadSeconds: number }> = {
  clave: 'reads',
  titulo: 'Reads through our API, PostGraphile 4 and pgbench',
  async medir(ctx) {
    const p = await parametros(ctx);
    const postgraphile = await iniciarPostgraphile(ctx.urlBase, await ctx.puertoLibre());
    const equivalentes = consultasPostgraphile(p);
    const medidas: MedidaLectura[] = [];
    try {
      for (const l of definiciones(ctx, p).filter((d) => !ctx.lecturas || ctx.lecturas.includes(d.id))) {
        const count = l.contar(await graphql(ctx.graphqlUrl, l.token, l.query, l.variables));
        const cpuAntes = ctx.servidor.cpuSegundos();
        const ours = await medirCarga({ url: ctx.graphqlUrl, method: 'POST', headers: cabecerasGraphql(l.token), body: JSON.stringify({ query: l.query, variables: l.variables }) }, ctx.ritmo);
        const serverCpuMsPerRequest = cpuPorSolicitud(ctx.servidor.cpuSegundos() - cpuAntes, ours);
        const suya = equivalentes[l.id];
        const respuesta = await graphql<Record<string, { totalCount: number }>>(postgraphile.url, null, suya.query, suya.variables);
        const totalCount = Object.values(respuesta)[0]!.totalCount;
        if (totalCount !== count) throw new Error(`${l.id}: PostGraphile cuenta ${totalCount}, nosotros ${count}`);
        const cpuPgAntes = postgraphile.cpuSegundos();
        const pg = await medirCarga({ url: postgraphile.url, method: 'POST', headers: cabecerasGraphql(null), body: JSON.stringify(suya) }, ctx.ritmo);
        const postgraphileCpuMsPerRequest = cpuPorSolicitud(postgraphile.cpuSegundos() - cpuPgAntes, pg);
        const sentencias = await capturarSql(ctx.urlBase, l.repositorio);
        const pgbench = await medirPgbench(ctx.urlBase, sentencias, ctx.ritmo, ctx.carpeta, l.id);
        medidas.push({ id: l.id, title: l.titulo, count, ours, serverCpuMsPerRequest, postgraphileCpuMsPerRequest, postgraphile: pg, pgbench, ratioPostgraphile: razon(ours, pg), ratioPgbench: razon(ours, pgbench) });
        ctx.log(`${l.id.padEnd(24)} ${String(count).padStart(9)} filas  nuestra ${ours.requestsPerSecond} r/s p95 ${ours.p95} ms CPU ${serverCpuMsPerRequest} ms/sol  PostGraphile ${pg.requestsPerSecond} r/s p95 ${pg.p95} ms CPU ${postgraphileCpuMsPerRequest} ms/sol  pgbench ${pgbench.requestsPerSecond} tps p95 ${pgbench.p95} ms`);
      }
    } finally {
      await postgraphile.cerrar();
    }
    return { reads: medidas, connections: ctx.ritmo.conexiones, loadSeconds: ctx.ritmo.segundos };
  },
  markdown(r) {
    const ms = (m: MedidaCarga | null) => (m ? `${m.p50} / ${m.p95} / ${m.p99}` : '—');
    const rps = (m: MedidaCarga | null) => (m ? miles(m.requestsPerSecond) : '—');
    const x = (v: number | null) => (v === null ? '—' : `${v.toFixed(2)}×`);
    return [
      `Each read is the request our browser app sends (its GraphQL query and fields), by HTTP to the built server with ${r.connections} connections for ${r.loadSeconds} s (autocannon), as the account the screen serves (the employer's own, or programme staff). Latencies are p50 / p95 / p99 in ms over every request; every answer was checked once (no errors, its count) before the load.`,
      "CPU ms/request is the user and system time the server process (ours, or PostGraphile's) used during its load (Linux /proc), over the requests it answered.",
      'PostGraphile 4 serves the same tables with the equivalent query; pgbench replays the exact statements our repository sent for the read (captured from Drizzle), prepared, with the same connections and seconds: the ceiling for any API over this database.',
      '',
      '| Read | Rows it pages | Ours req/s | Ours p50/p95/p99 | Our server CPU ms/request | PostGraphile req/s | PostGraphile p50/p95/p99 | PostGraphile CPU ms/request | pgbench tps | pgbench p50/p95/p99 | Ours ÷ PostGraphile | Ours ÷ pgbench |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...r.reads.map((m) => `| ${m.title} | ${miles(m.count)} | ${rps(m.ours)} | ${ms(m.ours)} | ${m.serverCpuMsPerRequest ?? '—'} | ${rps(m.postgraphile)} | ${ms(m.postgraphile)} | ${m.postgraphileCpuMsPerRequest ?? '—'} | ${rps(m.pgbench)} | ${ms(m.pgbench)} | ${x(m.ratioPostgraphile)} | ${x(m.ratioPgbench)} |`),
      '',
      'Targets: p95 ≤ 20 ms at 2 M rows; throughput ≥ 1.5× PostGraphile and ≥ 50 % of pgbench (0.50×).',
    ];
  },
};
