import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Cluster, leerCluster } from '../soak/fallas.js';

export const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The option `--nombre valor` of the command line, or undefined. */
export function opcion(nombre: string): string | undefined {
  const i = process.argv.indexOf(`--${nombre}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** The cluster of `npm run cluster`, or a Spanish message and exit 2 when none runs. */
export function clusterEnMarcha(): Cluster {
  if (!existsSync(path.join(raiz, '.cluster', 'cluster.json'))) rechazar('No hay un clúster en marcha en .cluster/: `npm run cluster` lo inicia (con su repositorio de respaldos).');
  return leerCluster(raiz);
}

/** A refusal: the message, exit 2, nothing touched. */
export function rechazar(mensaje: string): never {
  console.error(mensaje);
  process.exit(2);
}
