import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Contexto } from '../contexto.js';
import type { Grupo } from '../grupo.js';
import { pesoLogin, type PesoLogin } from '../peso.js';
import { miles } from '../resultados.js';
import { CONTRASENA } from '../sesiones.js';
import { iniciarServidor, type OpcionesServidor, type Servidor } from '../servidor.js';

const DIST_WEB = fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url));
/** The built server's first administrator gets this password (iniciarServidor's ADMIN_PASSWORD). */
const CONTRASENA_ADMIN = 'Benchmark#2026';
const LISTO_META_S = 5;
const LOGIN_META_BYTES = 200_000;

interface Listo {
  case: string;
  database: string;
  seconds: number;
  met: boolean;
}

interface Arranque {
  readyTargetSeconds: number;
  ready: Listo[];
  loginJs: PesoLogin & { targetBytes: number; met: boolean };
}

/** Checked once per start, not timed: the served login page is the build that was weighed, and an account logs in. */
async function comprobar(s: Servidor, usuario: string, contrasena: string, entrada: string): Promise<void> {
  const html = await fetch(`${s.url}/login`).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`GET /login: ${r.status}`))));
  if (!html.includes(entrada)) throw new Error(`GET /login no sirve ${entrada}`);
  const res = await fetch(`${s.url}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario, contrasena }) });
  const cuerpo = (await res.json()) as { token?: string };
  if (!res.ok || typeof cuerpo.token !== 'string') throw new Error(`Ingreso de ${usuario} tras el arranque: ${res.status} ${JSON.stringify(cuerpo)}`);
}

/** Starts the built server, checks it, closes it; answers its seconds until /ready. */
async function arrancar(ctx: Contexto, o: Omit<OpcionesServidor, 'puerto'>, usuario: string, contrasena: string, entrada: string): Promise<number> {
  const s = await iniciarServidor({ ...o, puerto: await ctx.puertoLibre() });
  try {
    await comprobar(s, usuario, contrasena, entrada);
    return s.listoSegundos;
  } finally {
    await s.cerrar();
  }
}

function entradaHtml(): string {
  const manifiesto = JSON.parse(readFileSync(path.join(DIST_WEB, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entrada = Object.values(manifiesto).find((e) => e.isEntry);
  if (!entrada) throw new Error('El manifiesto de la web no tiene entrada');
  return entrada.file;
}

export const arranque: Grupo<Arranque> = {
  clave: 'start',
  titulo: 'Start and weight',
  async medir(ctx) {
    const entrada = entradaHtml();
    const carpeta = mkdtempSync(path.join(ctx.carpeta, 'embebida-'));
    const listo = (c: string, database: string, seconds: number): Listo => {
      ctx.log(`${c.padEnd(44)} ${seconds.toFixed(2)} s`);
      return { case: c, database, seconds, met: seconds <= LISTO_META_S };
    };
    const ready: Listo[] = [];
    // No databaseUrl: the embedded database in a new folder, created, migrated and seeded by this start.
    const embebida = { dataDir: carpeta };
    ready.push(listo('empty data folder (create, migrate, seed)', 'embedded', await arrancar(ctx, embebida, 'admin', CONTRASENA_ADMIN, entrada)));
    ready.push(listo('the same folder, now full', 'embedded', await arrancar(ctx, embebida, 'admin', CONTRASENA_ADMIN, entrada)));
    const programa = ctx.sesiones.programa.usuario;
    await comprobar(ctx.servidor, programa, CONTRASENA, entrada);
    ready.push(listo("the run's database, first start", 'PostgreSQL', ctx.servidor.listoSegundos));
    ready.push(listo("the run's database, second start", 'PostgreSQL', await arrancar(ctx, { databaseUrl: ctx.urlBase, simuladores: ctx.simuladores }, programa, CONTRASENA, entrada)));

    const peso = pesoLogin(DIST_WEB);
    ctx.log(`JavaScript de la página de ingreso: ${miles(peso.totalGzipBytes)} bytes gzip en ${peso.chunks.length} archivos`);
    return { readyTargetSeconds: LISTO_META_S, ready, loginJs: { ...peso, targetBytes: LOGIN_META_BYTES, met: peso.totalGzipBytes <= LOGIN_META_BYTES } };
  },
  markdown(r) {
    const kb = (bytes: number) => (bytes / 1000).toFixed(1);
    const meta = (met: boolean) => (met ? 'met' : 'missed');
    const js = r.loginJs;
    return [
      `Seconds from \`node apps/api/dist/main.js\` until \`/ready\` answered 200; after each start the login page and an account's login are checked once. Target: ready ≤ ${r.readyTargetSeconds} s.`,
      '',
      '| Start | Database | Ready (s) | Target |',
      '|---|---|---:|---|',
      ...r.ready.map((l) => `| ${l.case} | ${l.database} | ${l.seconds.toFixed(2)} | ${meta(l.met)} |`),
      '',
      `The JavaScript the login page (\`/login\`) loads, from the web build's manifest (\`apps/web/dist/.vite/manifest.json\`): the HTML entry, the login route's chunk and their static imports, and the HTML's modulepreloads, each gzipped at level 9. Target: ≤ ${kb(js.targetBytes)} KB; **${kb(js.totalGzipBytes)} KB, ${meta(js.met)}**${js.met ? '' : ` by ${kb(js.totalGzipBytes - js.targetBytes)} KB`}.`,
      '',
      '| File | Gzip (KB) |',
      '|---|---:|',
      ...js.chunks.map((c) => `| ${c.file} | ${kb(c.gzipBytes)} |`),
      `| **total** | ${kb(js.totalGzipBytes)} |`,
    ];
  },
};
