import path from 'node:path';
import { clusterEnMarcha, opcion, raiz, rechazar } from './comun.js';
import { archivarAhora, detenerRestaurado, puertoLibre, respaldos, restaurar } from './pgbackrest.js';
import { carpetaOcupada, fechaHora, leerInstante, motivoParaNoRestaurar } from './reglas.js';

/**
 * `npm run restore -- --to '<instante>' [--target <carpeta>] [--puerto N]` (issue 52 §2, decision 072):
 * the cluster's repository restored as it was at that instant into a new folder (default
 * .restauraciones/<instante>), and PostgreSQL started there on its own port (default 15450): never over
 * the running cluster. `npm run restore -- --stop --target <carpeta>` stops it and removes the folder.
 */
const PUERTO = 15450;
// npm runs the workspace's script in bench/: a relative folder is the operator's, where npm was typed.
const donde = process.env.INIT_CWD ?? process.cwd();
const destino = opcion('target');

if (process.argv.includes('--stop')) {
  if (!destino) rechazar('--stop necesita --target <carpeta> de la restauración.');
  detenerRestaurado(path.resolve(donde, destino), true);
  console.log(`Restauración de ${destino} detenida y borrada.`);
  process.exit(0);
}

const texto = opcion('to');
if (!texto) rechazar("Falta --to '<instante>': AAAA-MM-DD HH:MM[:SS] (hora de Bolivia) o ISO 8601 con su zona.");
let instante: Date;
try {
  instante = leerInstante(texto);
} catch (err) {
  rechazar((err as Error).message);
}
const puerto = Number(opcion('puerto') ?? PUERTO);
if (!Number.isInteger(puerto) || puerto < 1024 || puerto > 32767) rechazar('--puerto: un número entre 1024 y 32767.');
const carpeta = destino ? path.resolve(donde, destino) : path.join(raiz, '.restauraciones', instante.toISOString().slice(0, 19).replace(/[-:]/g, ''));
const c = clusterEnMarcha();
const ahora = new Date();
const motivo = motivoParaNoRestaurar(instante, ahora, respaldos(c)) ?? carpetaOcupada(carpeta) ?? ((await puertoLibre(puerto)) ? null : `El puerto ${puerto} está en uso: elija otro con --puerto. Nada se tocó.`);
if (motivo) rechazar(motivo);

// What the leader wrote up to now, archived: the instant asked is inside the repository's WAL.
await archivarAhora(c).catch((err: Error) => console.warn(`No se pudo archivar el WAL del líder ahora (${err.message}): la restauración llega hasta lo ya archivado.`));
console.log(`Restaurando al ${fechaHora(instante)} (hora de Bolivia) en ${carpeta}…`);
const r = await restaurar(c, instante, carpeta, puerto);
console.log(`Listo en ${r.segundos.toFixed(1)} s: PostgreSQL restaurado en 127.0.0.1:${r.puerto} (${r.url('probolivia')}).`);
console.log(`Un API sobre ella: DATABASE_URL=${r.url('probolivia')}. Para detenerla y borrarla: npm run restore -- --stop --target ${path.relative(donde, carpeta).startsWith('..') ? carpeta : path.relative(donde, carpeta)}`);
