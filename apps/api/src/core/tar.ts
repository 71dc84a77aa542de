import { gzipSync } from 'node:zlib';

/**
 * A gzip'd tar archive of a few small files, written with node's zlib and the POSIX ustar format
 * (a 512-byte header per file, its bytes padded to 512, two empty blocks at the end): what
 * `tar -xzf`, 7-Zip and the file managers of Windows, macOS and Linux open. No dependency.
 */

export interface TarEntry {
  /** An ASCII name of at most 100 characters. */
  nombre: string;
  contenido: Buffer;
}

const BLOQUE = 512;

/** `valor` in octal, zero-padded to `largo - 1` digits and NUL-terminated, as ustar writes numbers. */
function octal(valor: number, largo: number): string {
  return `${valor.toString(8).padStart(largo - 1, '0')}\0`;
}

function cabecera(nombre: string, tamano: number, fecha: Date): Buffer {
  if (!/^[\x20-\x7e]{1,100}$/.test(nombre)) throw new Error(`Nombre de archivo no admitido en tar: ${nombre}`);
  const h = Buffer.alloc(BLOQUE);
  const escribir = (texto: string, desde: number) => h.write(texto, desde, 'ascii');
  escribir(nombre, 0);
  escribir(octal(0o644, 8), 100); // mode
  escribir(octal(0, 8), 108); // uid
  escribir(octal(0, 8), 116); // gid
  escribir(octal(tamano, 12), 124);
  escribir(octal(Math.floor(fecha.getTime() / 1000), 12), 136);
  escribir('        ', 148); // the checksum counts its own field as spaces
  escribir('0', 156); // a regular file
  escribir('ustar\0', 257);
  escribir('00', 263);
  escribir('probolivia', 265); // uname
  escribir('probolivia', 297); // gname
  escribir(octal(0, 8), 329); // devmajor
  escribir(octal(0, 8), 337); // devminor
  let suma = 0;
  for (const byte of h) suma += byte;
  escribir(`${suma.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/** The tar archive of the files, in order, dated `fecha`. */
export function tar(archivos: TarEntry[], fecha: Date): Buffer {
  const partes: Buffer[] = [];
  for (const a of archivos) {
    partes.push(cabecera(a.nombre, a.contenido.length, fecha), a.contenido);
    const resto = a.contenido.length % BLOQUE;
    if (resto > 0) partes.push(Buffer.alloc(BLOQUE - resto));
  }
  partes.push(Buffer.alloc(BLOQUE * 2));
  return Buffer.concat(partes);
}

/** The same archive, gzip'd (`.tar.gz`). */
export function tarGz(archivos: TarEntry[], fecha: Date): Buffer {
  return gzipSync(tar(archivos, fecha));
}
