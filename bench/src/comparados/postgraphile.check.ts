/**
 * Checks the PostGraphile side on a kept benchmark database: starts PostGraphile 4, sends each of the
 * nine reads once with real ids, and compares its totalCount and first page with what our repository
 * functions answer on the same data. Usage: npx tsx bench/src/comparados/postgraphile.check.ts <database-url>
 */
import { performance } from 'node:perf_hooks';
import { beneficiariasFiltroSchema, beneficiariasNoEnPlanillasFiltroSchema, beneficiariasPorEntidadSchema, ID_SUBSIDIO_BONO, logsFiltroSchema, planillasFiltroSchema } from '@pb/contract';
import pg from 'pg';
import { openDatabase, type Db } from '../../../apps/api/src/db/client.js';
import * as repoTrabajadores from '../../../apps/api/src/modules/beneficiarias/repository.js';
import * as repoBeneficiarias from '../../../apps/api/src/modules/csvBeneficiarias/repository.js';
import * as repoPendientes from '../../../apps/api/src/modules/csvPlanillas/repository.js';
import * as repoLogs from '../../../apps/api/src/modules/logs/repository.js';
import * as repoPlanillas from '../../../apps/api/src/modules/planillas/repository.js';
import { periodoDe } from '../../../apps/api/src/modules/planillas/service.js';
import { graphql } from '../carga.js';
import { consultasPostgraphile } from './consultasPostgraphile.js';
import { LECTURAS, type IdLectura, type ParametrosLectura } from './lectura.js';
import { iniciarPostgraphile } from './postgraphile.js';
import { puertoLibre } from '../servidor.js';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('Uso: npx tsx bench/src/comparados/postgraphile.check.ts <database-url>');

async function uno<T>(db: pg.Pool, consulta: string): Promise<T> {
  const r = await db.query(consulta);
  if (!r.rows[0]) throw new Error(`Sin filas: ${consulta}`);
  return Object.values(r.rows[0])[0] as T;
}

/** The values the reads group picks, taken here straight from the data. */
async function parametros(db: pg.Pool): Promise<ParametrosLectura> {
  return {
    idEntidadGrande: await uno(db, `SELECT id_entidad FROM beneficiarias WHERE id_subsidio = ${ID_SUBSIDIO_BONO} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`),
    idEntidadPequena: await uno(db, `SELECT b.id_entidad FROM beneficiarias b JOIN entidades e ON e.id = b.id_entidad WHERE b.id_subsidio = ${ID_SUBSIDIO_BONO} AND e.tipo = 'PRIVADO' GROUP BY 1 HAVING count(*) BETWEEN 3 AND 10 ORDER BY 1 LIMIT 1`),
    documento: await uno(db, `SELECT pt.nro_documento FROM beneficiarias b JOIN personas pt ON pt.id = b.id_persona_titular WHERE b.id_subsidio <> ${ID_SUBSIDIO_BONO} ORDER BY b.id LIMIT 1`),
    estado: 'INACTIVO',
    idPlanilla: await uno(db, `SELECT id_planilla FROM planilla_detalle GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`),
    periodo: periodoDe(new Date()),
    textoLogs: 'registro 4242',
  };
}

// An id is null only in a count's head row, which the lists drop; the comparison reads ids as they come.
type Nuestra = { count: number; rows: Array<{ id: number | string | null }> };

function nuestras(db: Db, p: ParametrosLectura): Record<IdLectura, () => Promise<Nuestra>> {
  const pagina = { limit: 10, page: 1 };
  const sinPeriodo = { desde: null, hasta: null, hastaExclusivo: false };
  return {
    trabajadoresGrande: () => repoTrabajadores.listarPorEntidad(db, beneficiariasPorEntidadSchema.parse(pagina), p.idEntidadGrande),
    trabajadoresPequena: () => repoTrabajadores.listarPorEntidad(db, beneficiariasPorEntidadSchema.parse(pagina), p.idEntidadPequena),
    beneficiariasDocumento: () => repoBeneficiarias.listar(db, beneficiariasFiltroSchema.parse({ ...pagina, nro_documento: p.documento }), null),
    beneficiariasEstado: () => repoBeneficiarias.listar(db, beneficiariasFiltroSchema.parse({ ...pagina, estado: p.estado }), null),
    pendientesGrande: () => repoPendientes.listarPendientes(db, beneficiariasNoEnPlanillasFiltroSchema.parse(pagina), p.idEntidadGrande, p.periodo),
    planillasEntidad: () => repoPlanillas.listar(db, planillasFiltroSchema.parse(pagina), p.idEntidadGrande),
    lineasPlanilla: async () => (await repoPlanillas.lineas(db, p.idPlanilla, pagina, null))!,
    logs: () => repoLogs.listar(db, logsFiltroSchema.parse(pagina), sinPeriodo),
    logsTexto: () => repoLogs.listar(db, logsFiltroSchema.parse({ ...pagina, mensaje: p.textoLogs }), sinPeriodo),
  };
}

type Conexion = { totalCount: number; nodes: Array<{ id: number | string }> };

const database = await openDatabase({ databaseUrl });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const inicio = performance.now();
const servidor = await iniciarPostgraphile(databaseUrl, await puertoLibre());
console.log(`PostGraphile listo en ${Math.round(performance.now() - inicio) / 1000} s`);
const fallas: string[] = [];
try {
  const p = await parametros(pool);
  console.log('Parámetros:', JSON.stringify(p));
  const consultas = consultasPostgraphile(p);
  const nuestro = nuestras(database.db, p);
  for (const id of LECTURAS) {
    const { query, variables } = consultas[id];
    const data = await graphql<Record<string, Conexion>>(servidor.url, null, query, variables);
    const conexion = Object.values(data)[0]!;
    const esperado = await nuestro[id]();
    const ids = conexion.nodes.map((n) => String(n.id));
    const idsEsperados = esperado.rows.map((r) => String(r.id));
    const problemas = [
      conexion.totalCount !== esperado.count && `totalCount ${conexion.totalCount}, nuestro ${esperado.count}`,
      ids.length === 0 && 'sin filas',
      ids.join() !== idsEsperados.join() && `página [${ids.join()}], nuestra [${idsEsperados.join()}]`,
    ].filter(Boolean);
    console.log(`${id.padEnd(24)} totalCount ${String(conexion.totalCount).padStart(7)}  filas ${ids.length}  ${problemas.length ? 'FALLA: ' + problemas.join('; ') : 'ok'}`);
    if (problemas.length) fallas.push(id);
  }
  // The period of the large employer's latest payroll: its lines hold (some of) its workers, so the
  // relation filter `none` must leave out exactly the rows ours leaves out.
  const periodo = await uno<string>(pool, `SELECT to_char(max(periodo), 'YYYY-MM-DD') FROM planillas WHERE id_entidad = ${p.idEntidadGrande}`);
  const conLineas = { ...p, periodo };
  const data = await graphql<Record<string, Conexion>>(servidor.url, null, consultasPostgraphile(conLineas).pendientesGrande.query, consultasPostgraphile(conLineas).pendientesGrande.variables);
  const total = Object.values(data)[0]!.totalCount;
  const nuestroTotal = (await nuestras(database.db, conLineas).pendientesGrande()).count;
  console.log(`pendientesGrande en ${periodo}: totalCount ${total}, nuestro ${nuestroTotal} ${total === nuestroTotal ? 'ok' : 'FALLA'}`);
  if (total !== nuestroTotal) fallas.push(`pendientesGrande ${periodo}`);
  console.log(`PostGraphile: ${servidor.rssMb()} MB residentes`);
} finally {
  await servidor.cerrar();
  await pool.end();
  await database.close();
}
if (fallas.length) {
  console.error(`Fallaron: ${fallas.join(', ')}`);
  process.exitCode = 1;
}
