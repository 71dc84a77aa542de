import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentosFirmaFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { archivos, documentosFirma, entidades, personas, usuarios } from '../../db/schema/index.js';
import { sortBy, paginate } from '../../core/sql.js';

/** Documents to sign (issue 18, decision 034): `documentos_firma` and the files and signer they name. */

const d = documentosFirma;
const original = alias(archivos, 'original');
const firmado = alias(archivos, 'firmado');
const solicitante = alias(usuarios, 'solicitante');

export async function insertar(db: Executor, fila: typeof documentosFirma.$inferInsert): Promise<number> {
  const [row] = await db.insert(d).values(fila).returning({ id: d.id });
  return row!.id;
}

/** A type's document of that reference (a day, a payment), locked FOR UPDATE: a report drawn again waits for a signature in course. */
export async function bloquearPorReferencia(db: Executor, tipo: string, referencia: string) {
  const [row] = await db.select({ id: d.id, estado: d.estado }).from(d).where(and(eq(d.tipo, tipo), eq(d.referencia, referencia))).for('update');
  return row ?? null;
}

/** A pending document gets a new original (the report drawn again with the current data) and a new code. */
export async function reemplazarOriginal(db: Executor, id: number, idArchivo: number, codigo: string, usuario: number, cuando: Date) {
  await db.update(d).set({ id_archivo: idArchivo, codigo_archivo: codigo, _user_updated: usuario, _updated_at: cuando }).where(and(eq(d.id, id), eq(d.estado, 'PENDIENTE')));
}

const conArchivo = {
  id: d.id,
  tipo: d.tipo,
  modulo: d.modulo,
  referencia: d.referencia,
  estado: d.estado,
  id_archivo: d.id_archivo,
  codigo_archivo: d.codigo_archivo,
  sha256: original.sha256,
  id_entidad: original.id_entidad,
  sha256_firmado: firmado.sha256,
};

/** A document with its files' names; `bloquear` locks its row (FOR UPDATE of the document only) for the signature. */
export async function buscar(db: Executor, id: number, opciones: { bloquear?: boolean } = {}) {
  const q = db.select(conArchivo).from(d).innerJoin(original, eq(original.id, d.id_archivo)).leftJoin(firmado, eq(firmado.id, d.id_archivo_firmado)).where(eq(d.id, id));
  const [row] = opciones.bloquear ? await q.for('update', { of: d }) : await q;
  return row ?? null;
}

export async function firmar(db: Executor, id: number, fila: { id_archivo_firmado: number; certificado: string; sujeto_certificado: string; id_usuario_firma: number; firmado_at: Date }) {
  const r = await db
    .update(d)
    .set({ ...fila, estado: 'FIRMADO', _user_updated: fila.id_usuario_firma, _updated_at: fila.firmado_at })
    .where(and(eq(d.id, id), eq(d.estado, 'PENDIENTE')))
    .returning({ id: d.id });
  return r.length === 1;
}

/** The document number of a user's person (the subject a signing certificate must name), or null. */
export async function documentoDeUsuario(db: Executor, idUsuario: number): Promise<string | null> {
  const [row] = await db.select({ nro: personas.nro_documento }).from(usuarios).innerJoin(personas, eq(personas.id, usuarios.id_persona)).where(eq(usuarios.id, idUsuario));
  return row?.nro ?? null;
}

const ordenables = { id: d.id, tipo: d.tipo, referencia: d.referencia, estado: d.estado, firmado_at: d.firmado_at, _created_at: d._created_at };

/** `documentosFirma`: a page of the documents of the modules given (those where the caller's role signs), filtered and sorted in SQL. */
export async function listar(db: Executor, filtro: DocumentosFirmaFiltro, modulos: string[]) {
  if (modulos.length === 0) return { count: 0, rows: [] };
  const c: SQL[] = [inArray(d.modulo, modulos)];
  if (filtro.estado) c.push(eq(d.estado, filtro.estado));
  if (filtro.tipo) c.push(eq(d.tipo, filtro.tipo));
  const where = and(...c);
  const { limit, offset } = paginate(filtro);
  const [total] = await db.select({ n: count() }).from(d).where(where);
  const rows = await db
    .select({
      id: d.id,
      tipo: d.tipo,
      referencia: d.referencia,
      id_archivo: d.id_archivo,
      codigo_archivo: d.codigo_archivo,
      estado: d.estado,
      firmado_por: usuarios.usuario,
      firmado_at: d.firmado_at,
      sujeto_certificado: d.sujeto_certificado,
      tramite_solicitante_email: solicitante.email,
      _created_at: d._created_at,
    })
    .from(d)
    .leftJoin(usuarios, eq(usuarios.id, d.id_usuario_firma))
    .leftJoin(solicitante, eq(solicitante.id, d._user_created))
    .where(where)
    .orderBy(...sortBy(filtro.order, ordenables, '-id', d.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** The programme's own entity (owner of a report drawn by a user without one). */
export async function entidadDelPrograma(db: Executor): Promise<number> {
  const [row] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.tipo, 'PROGRAMA')).orderBy(entidades.id).limit(1);
  if (!row) throw new Error('No existe la entidad del programa');
  return row.id;
}
