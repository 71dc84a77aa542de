import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's data folder belongs to one process (issue 51 §8): a second `npm start` on
 * the same folder would otherwise run the migrations on a database another process has open before
 * failing on the port. The lock is a file holding the owner's pid, made with O_EXCL; a file whose
 * process is gone (a crash, a kill -9) is taken over.
 */
export const ARCHIVO_CANDADO = 'probolivia.lock';

export class CarpetaOcupada extends Error {
  constructor(
    readonly carpeta: string,
    readonly pid: number,
  ) {
    super(`La carpeta de datos ${carpeta} ya está en uso por otro proceso del sistema (pid ${pid}): deténgalo, o inicie este con otra carpeta (DATA_DIR). Si ese proceso ya no existe, borre ${path.join(carpeta, ARCHIVO_CANDADO)}.`);
  }
}

function vive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process, or throws CarpetaOcupada; answers the function that gives it back (also run at exit). */
export function tomarCarpeta(carpeta: string, pid = process.pid): () => void {
  mkdirSync(carpeta, { recursive: true });
  const archivo = path.join(carpeta, ARCHIVO_CANDADO);
  for (let intento = 0; ; intento++) {
    try {
      writeFileSync(archivo, String(pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const dueno = Number.parseInt(readFileSync(archivo, 'utf8'), 10);
    if (Number.isInteger(dueno) && dueno !== pid && vive(dueno)) throw new CarpetaOcupada(carpeta, dueno);
    if (intento > 0) throw new CarpetaOcupada(carpeta, dueno);
    rmSync(archivo, { force: true });
  }
  const soltar = () => {
    try {
      if (readFileSync(archivo, 'utf8') === String(pid)) rmSync(archivo, { force: true });
    } catch {
      // Already gone.
    }
    process.off('exit', soltar);
  };
  process.on('exit', soltar);
  return soltar;
}
