// `npm run cluster` (issues 34 and 52): the system as a ministry runs it, on this machine. HAProxy in
// front of three copies of the API and of PostgreSQL: three PostgreSQL 15 nodes under Patroni with a
// three-member etcd (one leader, a synchronous standby, an asynchronous one; clusters of their own,
// never the system's on 5432), an S3-compatible store (s3rver) for files, Prometheus with the PostgreSQL
// and Patroni exporters, and the outside systems' simulators as a process of their own. Everything lives in .cluster/ and listens on
// 127.0.0.1. `npm run cluster -- --stop` ends it and removes the folder; `--carga` (the soak's) lifts the
// allowance of SMS codes per person, which its one buyer would exhaust.
// The configuration files are deploy/*, filled here as docs/despliegue.md says a real server fills them.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Node's flags for every copy of the API (decision 079), as `npm start` and the systemd unit pass them. */
const argumentosNode = JSON.parse(readFileSync(path.join(raiz, 'apps/api/argumentos-node.json'), 'utf8'));
const carpeta = path.join(raiz, '.cluster');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PUERTOS = {
  balanceador: 3100,
  api: [3101, 3102, 3103],
  metricas: [3111, 3112, 3113],
  prometheus: 3130,
  // node-exporter: the machine's disks, and the backup's measures from its textfile collector.
  nodoExportador: 3125,
  // Three etcd members (client, peer) and three PostgreSQL nodes under Patroni (PostgreSQL, REST API, its exporter).
  etcd: [[2379, 2380], [2381, 2382], [2383, 2384]],
  nodos: [[15432, 8008, 3121], [15433, 8009, 3122], [15434, 8010, 3123]],
  // HAProxy's doors to PostgreSQL: writes to the leader, lag-tolerant reads to the replicas.
  pgEscritura: 15440,
  pgLectura: 15441,
  s3: 4569,
  simuladores: 4600,
  smtp: 2525,
};
const NODOS = PUERTOS.nodos.map(([pg, rest, exportador], i) => ({ nombre: `pg${i + 1}`, pg, rest, exportador }));
const ETCD = PUERTOS.etcd.map(([cliente, par], i) => ({ nombre: `etcd${i + 1}`, cliente, par }));
const DB_POOL_MAX = 20;
/** Where HAProxy connects to the copies from: not the callers' 127.0.0.1 (see deploy/haproxy.cfg). */
const ORIGEN_BALANCEADOR = '127.0.0.2';
const BASE = 'probolivia';
const comoRoot = process.getuid?.() === 0;

const registro = (texto) => console.log(`[cluster] ${texto}`);

function ejecutar(comando, args, opts = {}) {
  const r = spawnSync(comando, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${comando} ${args.join(' ')} falló (${r.status}):\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.stdout;
}

/** PostgreSQL's programs refuse root: as root they run as the postgres user, in folders it owns. */
function comoPostgres(programa, args) {
  const binario = path.join(PG_BIN, programa);
  return comoRoot ? ejecutar('runuser', ['-u', 'postgres', '--', binario, ...args]) : ejecutar(binario, args);
}

function rellenar(plantilla, valores) {
  return readFileSync(path.join(raiz, 'deploy', plantilla), 'utf8').replace(/\$\{([A-Z0-9_]+)\}/g, (_, k) => {
    if (!(k in valores)) throw new Error(`deploy/${plantilla}: falta el valor de ${k}`);
    return String(valores[k]);
  });
}

const pidDe = (nombre) => path.join(carpeta, 'pids', `${nombre}.pid`);

/** A long-lived process of the cluster: detached, its output in .cluster/logs/<name>.log, its pid and command kept. */
function lanzar(nombre, comando, args, env = {}) {
  const log = openSync(path.join(carpeta, 'logs', `${nombre}.log`), 'a');
  const hijo = spawn(comando, args, { cwd: raiz, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', log, log], detached: true });
  hijo.unref();
  writeFileSync(pidDe(nombre), String(hijo.pid));
  // How it was started: the soak starts a lost process again the same way (bench/src/soak/fallas.ts relanzar).
  writeFileSync(path.join(carpeta, 'pids', `${nombre}.json`), JSON.stringify({ comando, args, env }));
  return hijo.pid;
}

async function esperar(que, prueba, segundos = 120) {
  const limite = Date.now() + segundos * 1000;
  for (;;) {
    try {
      if (await prueba()) return;
    } catch {
      // not yet
    }
    if (Date.now() > limite) throw new Error(`${que}: no respondió en ${segundos} s (ver .cluster/logs)`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const responde = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

/** Debian's packages of the programs the cluster runs, installed when one is missing. */
const PAQUETES = [
  ['haproxy', ['-v'], 'haproxy'],
  ['etcd', ['--version'], 'etcd-server'],
  ['patroni', ['--version'], 'patroni'],
  ['prometheus', ['--version'], 'prometheus'],
  ['prometheus-postgres-exporter', ['--version'], 'prometheus-postgres-exporter'],
  ['prometheus-node-exporter', ['--version'], 'prometheus-node-exporter'],
  ['pgbackrest', ['version'], 'pgbackrest'],
];
function instalarPaquetes() {
  const faltan = PAQUETES.filter(([programa, args]) => spawnSync(programa, args).status !== 0).map(([, , paquete]) => paquete);
  if (faltan.length === 0) return;
  registro(`instalando ${faltan.join(', ')} (paquetes de Debian)`);
  const instalar = ['install', '-y', '-qq', '--no-install-recommends', ...faltan];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // A machine that never read Debian's package lists has none to install from.
  if (spawnSync('apt-get', instalar, { stdio: 'inherit', env }).status !== 0) {
    ejecutar('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    ejecutar('apt-get', instalar, { stdio: 'inherit', env });
  }
}

/**
 * Prometheus (decision 070) with the alert rules of deploy/prometheus/alertas.yml, scraping every
 * copy's METRICS_PORT and a PostgreSQL exporter per server, every 5 s (a real deployment: 15 s).
 */
async function iniciarPrometheus(copias) {
  const datos = path.join(carpeta, 'prometheus');
  mkdirSync(datos, { recursive: true });
  for (const n of NODOS) {
    const direccion = `127.0.0.1:${n.exportador}`;
    const url = `postgres://postgres@127.0.0.1:${n.pg}/${BASE}`;
    lanzar(`exportador-${n.nombre}`, 'prometheus-postgres-exporter', [`--web.listen-address=${direccion}`, `--extend.query-path=${path.join(raiz, 'deploy/prometheus/postgres-consultas.yml')}`], { DATA_SOURCE_NAME: `${url}?sslmode=disable` });
  }
  const textos = path.join(carpeta, 'textfile');
  mkdirSync(textos, { recursive: true });
  lanzar('exportador-nodo', 'prometheus-node-exporter', [`--web.listen-address=127.0.0.1:${PUERTOS.nodoExportador}`, `--collector.textfile.directory=${textos}`]);
  const cfg = path.join(datos, 'prometheus.yml');
  writeFileSync(
    cfg,
    rellenar('prometheus/prometheus.yml', {
      REGLAS: path.join(raiz, 'deploy/prometheus/alertas.yml'),
      COPIAS: copias.map((c) => `'127.0.0.1:${c.metricas}'`).join(', '),
      POSTGRES: NODOS.map((n) => `'127.0.0.1:${n.exportador}'`).join(', '),
      PATRONI: NODOS.map((n) => `'127.0.0.1:${n.rest}'`).join(', '),
      NODO: `'127.0.0.1:${PUERTOS.nodoExportador}'`,
    }),
  );
  ejecutar('promtool', ['check', 'config', '--syntax-only', cfg]);
  lanzar('prometheus', 'prometheus', [`--config.file=${cfg}`, `--storage.tsdb.path=${path.join(datos, 'tsdb')}`, `--web.listen-address=127.0.0.1:${PUERTOS.prometheus}`, '--storage.tsdb.retention.time=2d']);
  await esperar('Prometheus', responde(`http://127.0.0.1:${PUERTOS.prometheus}/-/ready`));
}

/** Three etcd members on loopback: Patroni's store of who leads (it keeps working with one member lost). */
async function iniciarEtcd() {
  const miembros = ETCD.map((m) => `${m.nombre}=http://127.0.0.1:${m.par}`).join(',');
  for (const m of ETCD) {
    registro(`etcd ${m.nombre} en 127.0.0.1:${m.cliente}`);
    lanzar(m.nombre, 'etcd', [
      '--name', m.nombre, '--data-dir', path.join(carpeta, 'etcd', m.nombre),
      '--listen-client-urls', `http://127.0.0.1:${m.cliente}`, '--advertise-client-urls', `http://127.0.0.1:${m.cliente}`,
      '--listen-peer-urls', `http://127.0.0.1:${m.par}`, '--initial-advertise-peer-urls', `http://127.0.0.1:${m.par}`,
      '--initial-cluster', miembros, '--initial-cluster-state', 'new', '--initial-cluster-token', 'probolivia',
    ]);
  }
  for (const m of ETCD) await esperar(m.nombre, async () => (await (await fetch(`http://127.0.0.1:${m.cliente}/health`, { signal: AbortSignal.timeout(2000) })).json()).health === 'true');
}

/** What a node answers on Patroni's REST API for `ruta` (/primary, /replica, /cluster), or null. */
async function patroni(nodo, ruta) {
  try {
    const r = await fetch(`http://127.0.0.1:${nodo.rest}${ruta}`, { signal: AbortSignal.timeout(2000) });
    return { status: r.status, cuerpo: await r.json() };
  } catch {
    return null;
  }
}

/**
 * Three PostgreSQL 15 nodes under Patroni (decision 071): the first to take etcd's key initialises
 * the database and leads, the others copy it and stream from it, one of them as the synchronous
 * standby. Patroni runs as the postgres user (PostgreSQL refuses root).
 */
async function iniciarPostgres(secretos) {
  const pg = path.join(carpeta, 'pg');
  mkdirSync(pg, { recursive: true });
  const etcd = ETCD.map((m) => `127.0.0.1:${m.cliente}`).join(',');
  // pgBackRest's repository (decision 072): every node archives its WAL there; backups from the leader.
  const respaldos = path.join(carpeta, 'pgbackrest');
  for (const sub of ['repositorio', 'logs', 'cerrojos']) mkdirSync(path.join(respaldos, sub), { recursive: true });
  const pgbackrest = path.join(respaldos, 'pgbackrest.conf');
  writeFileSync(pgbackrest, rellenar('pgbackrest.conf', { REPOSITORIO: path.join(respaldos, 'repositorio'), REGISTROS: path.join(respaldos, 'logs'), CERROJOS: path.join(respaldos, 'cerrojos'), SOCKETS: pg }));
  for (const n of NODOS) {
    const cfg = path.join(pg, `${n.nombre}.yml`);
    writeFileSync(
      cfg,
      rellenar('patroni.yml', {
        NOMBRE: n.nombre,
        REST: `127.0.0.1:${n.rest}`,
        ETCD: etcd,
        PG: `127.0.0.1:${n.pg}`,
        DATOS: path.join(pg, n.nombre),
        PGPASS: path.join(pg, `${n.nombre}.pgpass`),
        SOCKETS: pg,
        PG_RED: '127.0.0.1/32',
        PG_METODO: 'trust',
        PG_MAX_CONEXIONES: PUERTOS.api.length * (DB_POOL_MAX + 5 + 1) + 2 + 30,
        PG_PUERTO: n.pg,
        PGBACKREST: pgbackrest,
      }),
    );
  }
  if (comoRoot) ejecutar('chown', ['-R', 'postgres:postgres', pg, respaldos]);
  for (const n of NODOS) {
    registro(`PostgreSQL 15 ${n.nombre} bajo Patroni en 127.0.0.1:${n.pg} (REST de Patroni en ${n.rest})`);
    const cfg = path.join(pg, `${n.nombre}.yml`);
    lanzar(n.nombre, comoRoot ? 'runuser' : 'patroni', comoRoot ? ['-u', 'postgres', '--', 'patroni', cfg] : [cfg]);
  }
  let lider = null;
  await esperar('el líder de Patroni', async () => {
    for (const n of NODOS) if ((await patroni(n, '/primary'))?.status === 200) lider = n;
    return lider !== null;
  }, 180);
  // Every node streaming, one of them synchronous: only then is a write acknowledged twice.
  await esperar('las réplicas de Patroni', async () => {
    const miembros = (await patroni(lider, '/cluster'))?.cuerpo?.members ?? [];
    return miembros.length === NODOS.length && miembros.every((m) => ['running', 'streaming'].includes(m.state)) && miembros.some((m) => m.role === 'sync_standby');
  }, 180);
  ejecutar('psql', ['-h', '127.0.0.1', '-p', String(lider.pg), '-U', 'postgres', '-qc', `create database ${BASE}`]);
  secretos.DATABASE_URL = `postgres://postgres@127.0.0.1:${PUERTOS.pgEscritura}/${BASE}`;
  secretos.DATABASE_URL_ESPERA = `postgres://postgres@127.0.0.1:${PUERTOS.pgLectura}/${BASE}`;
}

/** Each node's PostgreSQL still running after Patroni stopped (a node killed by the soak leaves its postmaster to no one). */
function detenerPostgres() {
  for (const n of NODOS) {
    const datos = path.join(carpeta, 'pg', n.nombre);
    if (existsSync(path.join(datos, 'postmaster.pid'))) {
      try {
        comoPostgres('pg_ctl', ['-D', datos, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        registro(`PostgreSQL ${n.nombre}: ${err.message}`);
      }
    }
  }
}

/** SIGTERM to these processes, and SIGKILL to those still alive after 20 s. */
function terminar(nombres) {
  const vivos = [];
  for (const nombre of nombres) {
    const archivo = pidDe(nombre);
    if (!existsSync(archivo)) continue;
    const pid = Number(readFileSync(archivo, 'utf8'));
    try {
      process.kill(pid, 'SIGTERM');
      vivos.push(pid);
    } catch {
      // already gone
    }
  }
  const limite = Date.now() + 20_000;
  while (vivos.some((pid) => existe(pid)) && Date.now() < limite) spawnSync('sleep', ['0.2']);
  for (const pid of vivos) if (existe(pid)) process.kill(pid, 'SIGKILL');
}

/** The copies and the services first, then the PostgreSQL nodes (Patroni stops its server), etcd last. */
function detenerProcesos() {
  if (!existsSync(path.join(carpeta, 'pids'))) return;
  terminar(['prometheus', 'exportador-nodo', ...NODOS.map((n) => `exportador-${n.nombre}`), 'haproxy', 'api1', 'api2', 'api3', 'simuladores', 's3']);
  terminar(NODOS.map((n) => n.nombre));
  // A runuser killed by the soak leaves its patroni: no pid file names it.
  if (comoRoot) spawnSync('pkill', ['-TERM', '-f', `patroni ${path.join(carpeta, 'pg')}/`]);
  terminar(ETCD.map((m) => m.nombre));
}

/** The end of every process's log: what a failed start left to read before its folder goes. */
function mostrarRegistros() {
  const logs = path.join(carpeta, 'logs');
  if (!existsSync(logs)) return;
  for (const archivo of readdirSync(logs)) {
    const lineas = readFileSync(path.join(logs, archivo), 'utf8').trim().split('\n').slice(-15);
    if (lineas.join('').trim()) console.error(`--- .cluster/logs/${archivo}\n${lineas.join('\n')}`);
  }
}

function existe(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function detener() {
  if (!existsSync(carpeta)) {
    registro('no hay un clúster en .cluster/');
    return;
  }
  detenerProcesos();
  detenerPostgres();
  rmSync(carpeta, { recursive: true, force: true });
  registro('clúster detenido; .cluster/ borrada');
}

async function iniciar() {
  if (existsSync(carpeta)) {
    // Another start's cluster runs (or its folder stayed): never stopped from here.
    console.error('[cluster] Ya hay un clúster en .cluster/: `npm run cluster -- --stop` lo detiene y lo borra.');
    process.exit(1);
  }
  registro('compilando (npm run build: salta lo que no cambió)');
  ejecutar('npm', ['run', 'build'], { cwd: raiz, stdio: 'inherit' });
  instalarPaquetes();
  for (const sub of ['logs', 'pids', 's3', 'simuladores', 'etcd']) mkdirSync(path.join(carpeta, sub), { recursive: true });
  const secretos = { JWT_SECRET: randomBytes(32).toString('hex') };
  await iniciarEtcd();
  await iniciarPostgres(secretos);

  // HAProxy before the copies: they reach PostgreSQL through it. The API's backend waits for their /ready.
  const balanceador = `http://127.0.0.1:${PUERTOS.balanceador}`;
  const copias = PUERTOS.api.map((puerto, i) => ({ nombre: `api${i + 1}`, puerto, metricas: PUERTOS.metricas[i] }));
  const cfg = path.join(carpeta, 'haproxy.cfg');
  const cfgPostgres = path.join(carpeta, 'haproxy-postgres.cfg');
  writeFileSync(cfg, rellenar('haproxy.cfg', { BALANCEADOR: `127.0.0.1:${PUERTOS.balanceador}`, BALANCEADOR_ORIGEN: ORIGEN_BALANCEADOR, ERROR_503: path.join(raiz, 'deploy/haproxy-503.http'), SERVIDORES: copias.map((c) => `    server ${c.nombre} 127.0.0.1:${c.puerto} check`).join('\n') }));
  const nodos = NODOS.map((n) => `    server ${n.nombre} 127.0.0.1:${n.pg} check port ${n.rest}`).join('\n');
  writeFileSync(cfgPostgres, rellenar('haproxy-postgres.cfg', { ESCRITURA: `127.0.0.1:${PUERTOS.pgEscritura}`, LECTURA: `127.0.0.1:${PUERTOS.pgLectura}`, NODOS_ESCRITURA: nodos, NODOS_LECTURA: nodos }));
  ejecutar('haproxy', ['-c', '-q', '-f', cfg, '-f', cfgPostgres]);
  registro(`HAProxy: la aplicación en ${balanceador}, PostgreSQL para escribir en 127.0.0.1:${PUERTOS.pgEscritura} (el líder) y para leer en ${PUERTOS.pgLectura} (las réplicas)`);
  lanzar('haproxy', 'haproxy', ['-db', '-f', cfg, '-f', cfgPostgres]);
  await esperar('PostgreSQL por HAProxy', async () => spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(PUERTOS.pgEscritura)]).status === 0);

  registro(`almacén S3 (s3rver) en http://127.0.0.1:${PUERTOS.s3}/archivos`);
  lanzar('s3', process.execPath, [path.join(raiz, 'node_modules/s3rver/bin/s3rver.js'), '-d', path.join(carpeta, 's3'), '-a', '127.0.0.1', '-p', String(PUERTOS.s3), '--silent', '--no-vhost-buckets', '--configure-bucket', 'archivos']);
  await esperar('s3rver', async () => (await fetch(`http://127.0.0.1:${PUERTOS.s3}/`, { signal: AbortSignal.timeout(2000) })).status < 500);

  // The three copies start at once: they migrate and seed one at a time (the start's advisory lock).
  for (const c of copias) {
    const datos = path.join(carpeta, c.nombre);
    mkdirSync(datos, { recursive: true });
    const env = rellenar('probolivia.env', {
      API_DIRECCION: '127.0.0.1',
      API_PUERTO: c.puerto,
      METRICAS_PUERTO: c.metricas,
      METRICAS_DIRECCION: '127.0.0.1',
      API_DATOS: datos,
      DATABASE_URL: secretos.DATABASE_URL,
      DATABASE_URL_LECTURA: secretos.DATABASE_URL_ESPERA,
      DB_POOL_MAX,
      JWT_SECRET: secretos.JWT_SECRET,
      APP_URL: balanceador,
      ARCHIVOS_S3_URL: `http://127.0.0.1:${PUERTOS.s3}/archivos`,
      ARCHIVOS_S3_ACCESS_KEY: 'S3RVER',
      ARCHIVOS_S3_SECRET_KEY: 'S3RVER',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: PUERTOS.smtp,
      SEED_DEMO: 'true',
      BALANCEADOR_DIRECCION: ORIGEN_BALANCEADOR,
    });
    // The reconciliation's daily round every 20 s instead of 600, so that the soak sees the three copies
    // race for yesterday's run (decision 060: every timed job once across copies).
    // Under the soak's load (`--carga`) one demo beneficiary buys thousands of times a minute: her
    // allowance of purchase codes (decision 068) would refuse all but the first few.
    const carga = process.argv.includes('--carga') ? 'CODIGOS_SMS_POR_HORA=1000000\nCODIGOS_SMS_POR_DIA=1000000\n' : '';
    writeFileSync(path.join(carpeta, `${c.nombre}.env`), `${env}CONCILIACION_SEGUNDOS=20\n${carga}`);
    lanzar(c.nombre, process.execPath, [...argumentosNode, `--env-file=${path.join(carpeta, `${c.nombre}.env`)}`, path.join(raiz, 'apps/api/dist/main.js')]);
    registro(`copia ${c.nombre} del API en http://127.0.0.1:${c.puerto}`);
  }
  for (const c of copias) await esperar(c.nombre, responde(`http://127.0.0.1:${c.puerto}/ready`), 180);

  registro(`simuladores de los sistemas externos en http://127.0.0.1:${PUERTOS.simuladores} (correo SMTP en ${PUERTOS.smtp})`);
  lanzar('simuladores', process.execPath, [path.join(raiz, 'apps/demo/dist/simuladores-main.js')], {
    NODE_ENV: 'production',
    DATABASE_URL: secretos.DATABASE_URL,
    DATA_DIR: path.join(carpeta, 'simuladores'),
    JWT_SECRET: secretos.JWT_SECRET,
    SIMULADORES_PORT: String(PUERTOS.simuladores),
    SIMULADORES_SMTP_PORT: String(PUERTOS.smtp),
    PAGOS_NOTIFICACION_URL: `${balanceador}/api/v1/pagos/notificacion`,
  });
  await esperar('simuladores', async () => (await fetch(`http://127.0.0.1:${PUERTOS.simuladores}/`, { signal: AbortSignal.timeout(2000) })).status < 500);

  await esperar('HAProxy', responde(`${balanceador}/ready`));
  registro(`Prometheus en http://127.0.0.1:${PUERTOS.prometheus} (reglas de deploy/prometheus/alertas.yml)`);
  await iniciarPrometheus(copias);
  const prometheus = `http://127.0.0.1:${PUERTOS.prometheus}`;
  writeFileSync(path.join(carpeta, 'cluster.json'), JSON.stringify({ balanceador, copias, nodos: NODOS, etcd: ETCD, puertos: PUERTOS, databaseUrl: secretos.DATABASE_URL, esperaUrl: secretos.DATABASE_URL_ESPERA, prometheus }, null, 2));
  // The first full backup, as `npm run backup` takes it: from it on, a restore reaches any instant.
  registro('primer respaldo completo (pgBackRest)');
  ejecutar(process.execPath, ['--import', 'tsx', path.join(raiz, 'bench/src/respaldos/respaldo.ts'), '--tipo', 'full'], { cwd: raiz, stdio: 'inherit' });
  // One line per service, with its address (issue 52 §4).
  const servicios = [
    ['balanceador (HAProxy)', balanceador],
    ...copias.flatMap((c) => [[`API ${c.nombre}`, `http://127.0.0.1:${c.puerto}`], [`métricas de ${c.nombre}`, `http://127.0.0.1:${c.metricas}/metrics`]]),
    ['PostgreSQL para escribir (líder)', `127.0.0.1:${PUERTOS.pgEscritura}`],
    ['PostgreSQL para leer (réplicas)', `127.0.0.1:${PUERTOS.pgLectura}`],
    ...NODOS.flatMap((n) => [[`PostgreSQL ${n.nombre}`, `127.0.0.1:${n.pg}`], [`Patroni ${n.nombre} (REST)`, `http://127.0.0.1:${n.rest}`], [`exportador de ${n.nombre}`, `http://127.0.0.1:${n.exportador}/metrics`]]),
    ...ETCD.map((m) => [`etcd ${m.nombre}`, `http://127.0.0.1:${m.cliente}`]),
    ['Prometheus', prometheus],
    ['exportador de la máquina (node)', `http://127.0.0.1:${PUERTOS.nodoExportador}/metrics`],
    ['repositorio de respaldos (pgBackRest)', path.join(carpeta, 'pgbackrest', 'repositorio')],
    ['almacén S3 (bucket archivos)', `http://127.0.0.1:${PUERTOS.s3}/archivos`],
    ['simuladores externos', `http://127.0.0.1:${PUERTOS.simuladores}`],
  ];
  for (const [nombre, direccion] of servicios) console.log(`  ${nombre.padEnd(38)} ${direccion}`);
  registro(`listo: ${balanceador} (HAProxy → ${copias.length} copias); \`npm run cluster -- --stop\` lo detiene`);
}

try {
  if (process.argv.includes('--stop')) detener();
  else await iniciar();
} catch (err) {
  console.error(`[cluster] ${err.message}`);
  if (!process.argv.includes('--stop')) {
    mostrarRegistros();
    registro('se detiene lo que llegó a arrancar');
    detener();
  }
  process.exit(1);
}
