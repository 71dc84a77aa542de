import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The spec's base64 files (part 2 §7 "base64 PDF", "base64 archive"; decision 041): a service
 * draws the file, the route answers it. By default the JSON `{ nombreArchivo, tipo, datos }` with
 * the base64 in `datos`, written in slices so that no second copy of the whole file is built as
 * one string; a caller that asks for the bytes (`Accept: application/pdf`, the file's own type or
 * `application/octet-stream`, and not JSON) gets them as an attachment.
 */

/** A file a service drew: its name, its media type and its bytes. */
export interface ArchivoGenerado {
  nombreArchivo: string;
  tipo: string;
  contenido: Uint8Array;
}

/** Bytes per slice: a multiple of 3, so that only the last slice's base64 carries padding. */
const TROZO = 3 * 16 * 1024;

/** The base64 of `bytes`, slice by slice. */
export function* base64EnTrozos(bytes: Uint8Array): Generator<string> {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < b.length; i += TROZO) yield b.subarray(i, i + TROZO).toString('base64');
}

/** The media types the Accept header lists, without their parameters (q=… order is not needed here). */
function tiposAceptados(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((t) => t.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
}

/** True when the caller asked for the bytes and not for JSON. */
export function pideBinario(accept: string | undefined, tipo: string): boolean {
  const tipos = tiposAceptados(accept);
  if (tipos.includes('application/json')) return false;
  return tipos.includes(tipo.toLowerCase()) || tipos.includes('application/octet-stream');
}

/** A name safe inside `filename="…"` (the services already build ASCII names). */
const nombreSeguro = (n: string) => n.replace(/[^A-Za-z0-9._-]/g, '_');

/** Answers the file: the spec's JSON with its base64 (streamed), or the bytes when asked for them. */
export function responderArchivo(req: FastifyRequest, reply: FastifyReply, archivo: ArchivoGenerado): Buffer | Readable {
  const nombre = nombreSeguro(archivo.nombreArchivo);
  if (pideBinario(req.headers.accept, archivo.tipo)) {
    reply.header('content-type', archivo.tipo).header('content-disposition', `attachment; filename="${nombre}"`);
    return Buffer.from(archivo.contenido.buffer, archivo.contenido.byteOffset, archivo.contenido.byteLength);
  }
  const inicio = `{"nombreArchivo":${JSON.stringify(nombre)},"tipo":${JSON.stringify(archivo.tipo)},"datos":"`;
  const fin = '"}';
  const largo = Buffer.byteLength(inicio) + 4 * Math.ceil(archivo.contenido.byteLength / 3) + fin.length;
  reply.header('content-type', 'application/json; charset=utf-8').header('content-length', largo);
  return Readable.from(
    (function* () {
      yield inicio;
      yield* base64EnTrozos(archivo.contenido);
      yield fin;
    })(),
    { objectMode: false },
  );
}
