import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../apps/api/src/db/client.js';
import { verifyChain } from '../../../apps/api/src/modules/logs/verify.js';
import { invariantes } from '../../../apps/api/src/test/invariantes.js';
import { ingresar } from '../soak/carga.js';
import type { Comprobacion } from '../soak/comprobaciones.js';
import type { Cluster } from '../soak/fallas.js';
import { Cliente, esperar } from '../soak/http.js';
import { raiz } from './comun.js';
import { archivarAhora, detenerRestaurado, respaldar, respaldos, restaurar } from './pgbackrest.js';
import { fechaHora } from './reglas.js';

/**
 * The restore drill (issue 52 §2): a backup now, a marker written before an instant and another after
 * it, the repository restored to that instant in a new folder, one API copy started on it; then the
 * markers (the one before is there, the one after is not), the ledger's invariants and the audit
 * chain on the restored database, and a sign-in through that copy. Also the refusals of
 * `npm run restore`, run as an operator would. Answers the checks and the times (the RTO).
 */

const PUERTO_PG = 15450;
const PUERTO_API = 3140;
const BASE = 'probolivia';

export interface Simulacro {
  comprobaciones: Comprobacion[];
  respaldoSegundos: number;
  restauracionSegundos: number;
  apiSegundos: number;
}

/** `npm run restore` as an operator types it: its exit code and what it printed. */
function restaurarComoOperador(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(raiz, 'bench/src/respaldos/restauracion.ts'), ...args], { cwd: raiz, encoding: 'utf8' });
  return { codigo: r.status, texto: `${r.stdout}${r.stderr}`.trim() };
}

function rechazos(c: Cluster, carpeta: string): Comprobacion {
  const fallas: string[] = [];
  const primero = respaldos(c)[0]!.fin;
  const casos: Array<[string, string[], RegExp]> = [
    ['antes del respaldo más antiguo', ['--to', new Date(primero.getTime() - 3_600_000).toISOString(), '--target', path.join(carpeta, 'antes')], /es anterior al fin del respaldo más antiguo/],
    ['después de ahora', ['--to', new Date(Date.now() + 3_600_000).toISOString(), '--target', path.join(carpeta, 'despues')], /es posterior a este momento/],
    ['sobre un nodo del clúster', ['--to', new Date().toISOString(), '--target', path.join(c.carpeta, 'pg', c.nodos[0]!.nombre)], /ya contiene un clúster de PostgreSQL/],
    ['fecha que no existe', ['--to', '2026-02-31 10:00'], /no es un instante/],
  ];
  for (const [que, args, esperado] of casos) {
    const r = restaurarComoOperador(args);
    if (r.codigo !== 2 || !esperado.test(r.texto) || !/Nada se tocó|no es un instante/.test(r.texto)) fallas.push(`${que}: código ${r.codigo}, «${r.texto.slice(0, 300)}»`);
  }
  return { nombre: 'npm run restore rechaza en castellano y no toca nada', fallas, detalle: casos.map(([q]) => q).join(', ') };
}

async function marcar(c: Cluster, marca: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: c.databaseUrl.replace(/\/[^/]+$/, '/postgres') });
  await cliente.connect();
  try {
    await cliente.query('create table if not exists simulacro_marcas (marca text primary key, en timestamptz not null default now())');
    await cliente.query('insert into simulacro_marcas (marca) values ($1)', [marca]);
  } finally {
    await cliente.end();
  }
}

/** One API copy on the restored database, as the cluster's copies run but with every timed job off: a drill sends no mail and pays nobody. */
async function arrancarApi(c: Cluster, carpeta: string, url: string) {
  const propio = readFileSync(path.join(c.carpeta, 'api1.env'), 'utf8')
    .split('\n')
    .filter((l) => !/^(PORT|DATA_DIR|DATABASE_URL|DATABASE_URL_LECTURA|METRICS_PORT|SEED_DEMO|[A-Z_]+_SEGUNDOS|LIQUIDACION_HORA)=/.test(l));
  const env = path.join(carpeta, 'api.env');
  const datos = path.join(carpeta, 'api');
  mkdirSync(datos, { recursive: true });
  const trabajos = ['PAGOS_REVISION', 'NOTIFICACIONES', 'TESORO_REVISION', 'CONCILIACION', 'CALIDAD'].map((t) => `${t}_SEGUNDOS=0`);
  writeFileSync(env, [...propio, `PORT=${PUERTO_API}`, `DATA_DIR=${datos}`, `DATABASE_URL=${url}`, 'METRICS_PORT=0', 'SEED_DEMO=false', 'LIQUIDACION_HORA=-1', ...trabajos, ''].join('\n'));
  const log = openSync(path.join(carpeta, 'api.log'), 'a');
  const hijo = spawn(process.execPath, [`--env-file=${env}`, path.join(raiz, 'apps/api/dist/main.js')], { cwd: raiz, env: { PATH: process.env.PATH }, stdio: ['ignore', log, log] });
  const desde = Date.now();
  const limite = desde + 300_000;
  for (;;) {
    if (hijo.exitCode !== null) throw new Error(`el API sobre la restauración terminó (${hijo.exitCode}): ver ${path.join(carpeta, 'api.log')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PUERTO_API}/ready`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > limite) throw new Error('el API sobre la restauración no respondió /ready en 300 s');
    await esperar(250);
  }
  return { hijo, segundos: (Date.now() - desde) / 1000 };
}

export async function simulacro(c: Cluster, log: (t: string) => void, conservar = false): Promise<Simulacro> {
  const carpeta = path.join(c.carpeta, 'simulacro');
  const comprobaciones: Comprobacion[] = [];
  const hecho = await respaldar(c);
  log(`respaldo ${hecho.tipo} ${hecho.etiqueta} en ${hecho.segundos.toFixed(1)} s`);
  comprobaciones.push(rechazos(c, carpeta));

  const sufijo = Date.now().toString(36);
  await marcar(c, `antes-${sufijo}`);
  await esperar(1100);
  // pgBackRest's target is to the second: the instant is a whole one, a second after the first marker.
  const instante = new Date(Math.ceil(Date.now() / 1000) * 1000);
  await esperar(Math.max(0, instante.getTime() - Date.now()) + 1100);
  await marcar(c, `despues-${sufijo}`);
  await archivarAhora(c);

  log(`restaurando al ${fechaHora(instante)} en ${carpeta}`);
  const r = await restaurar(c, instante, carpeta, PUERTO_PG);
  log(`restaurado en ${r.segundos.toFixed(1)} s`);
  let api: Awaited<ReturnType<typeof arrancarApi>> | null = null;
  try {
    const marcas = new pg.Client({ connectionString: r.url('postgres') });
    await marcas.connect();
    const halladas = (await marcas.query<{ marca: string }>('select marca from simulacro_marcas where marca like $1', [`%-${sufijo}`]).finally(() => marcas.end())).rows.map((f) => f.marca);
    comprobaciones.push({
      nombre: 'la restauración llega al instante pedido, no más allá',
      fallas: halladas.length === 1 && halladas[0] === `antes-${sufijo}` ? [] : [`marcas halladas: ${halladas.join(', ') || 'ninguna'} (se esperaba solo la de antes)`],
      detalle: `${fechaHora(instante)}: la marca de un segundo antes está, la de un segundo después no`,
    });

    api = await arrancarApi(c, carpeta, r.url(BASE));
    log(`una copia del API lista sobre la restauración en ${api.segundos.toFixed(1)} s`);
    const cliente = new Cliente(`http://127.0.0.1:${PUERTO_API}`);
    const ingreso = await ingresar(cliente, 'admin').then(() => null, (err: Error) => err.message);
    comprobaciones.push({ nombre: 'una copia del API sirve la base restaurada (ingreso del administrador)', fallas: ingreso ? [ingreso] : [], detalle: `lista en ${api.segundos.toFixed(1)} s` });

    const database = await openDatabase({ databaseUrl: r.url(BASE) });
    try {
      comprobaciones.push({ nombre: 'invariantes del libro en la base restaurada (DOMAIN.md §4)', fallas: await invariantes(database.db), detalle: 'saldos = Σ movimientos, Σ abonos = total de cada planilla PAGADO, ningún origen dos veces…' });
      const cadena = await verifyChain(database.db);
      comprobaciones.push({ nombre: 'cadena de auditoría en la base restaurada', fallas: cadena.intacta ? [] : [`rota en el registro ${cadena.primer_error_id}`], detalle: `${cadena.total} registros` });
    } finally {
      await database.close();
    }
  } finally {
    api?.hijo.kill('SIGTERM');
    if (api) await new Promise((listo) => (api!.hijo.exitCode !== null ? listo(null) : api!.hijo.once('exit', listo)));
    detenerRestaurado(carpeta, !conservar);
  }
  return { comprobaciones, respaldoSegundos: hecho.segundos, restauracionSegundos: r.segundos, apiSegundos: api?.segundos ?? 0 };
}
