import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuSegundosDe, detener, esperarListo, rssMbDe } from '../servidor.js';

const SCRIPT = fileURLToPath(new URL('./servidorPostgraphile.ts', import.meta.url));
/** tsx's loader, so the child runs the TypeScript script as the bench itself runs. */
const TSX = import.meta.resolve('tsx');

export interface ServidorPostgraphile {
  /** The /graphql endpoint. */
  url: string;
  /** The process's resident memory now, in MB. */
  rssMb(): number;
  /** CPU seconds the process has used so far. */
  cpuSegundos(): number;
  cerrar(): Promise<void>;
}

/** PostGraphile 4 on `urlBase` (schema public) in a process of its own on `puerto`; answers once its schema is built. */
export async function iniciarPostgraphile(urlBase: string, puerto: number): Promise<ServidorPostgraphile> {
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(puerto) };
  const hijo = spawn(process.execPath, ['--import', TSX, SCRIPT, urlBase], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  const guardar = (b: Buffer) => {
    salida = (salida + b.toString()).slice(-8000);
  };
  hijo.stdout!.on('data', guardar);
  hijo.stderr!.on('data', guardar);
  const base = `http://127.0.0.1:${puerto}`;
  try {
    await esperarListo(`${base}/ready`, hijo, () => salida);
  } catch (err) {
    await detener(hijo);
    throw err;
  }
  const pid = hijo.pid!;
  return { url: `${base}/graphql`, rssMb: () => rssMbDe(pid), cpuSegundos: () => cpuSegundosDe(pid), cerrar: () => detener(hijo) };
}
