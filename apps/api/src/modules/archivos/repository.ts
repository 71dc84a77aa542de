import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { archivos } from '../../db/schema/index.js';

/** An entity's uploaded file; the same content uploaded again by the same entity is the same row. */
export async function registrar(db: Executor, fila: { sha256: string; id_entidad: number; tamano: number; nombre_original: string; tipo: string; _user_created: number; _created_at: Date }) {
  await db.insert(archivos).values(fila).onConflictDoNothing({ target: [archivos.sha256, archivos.id_entidad] });
}

/** Whether the entity uploaded that file. */
export async function deEntidad(db: Executor, sha256: string, entidad: number): Promise<boolean> {
  const [row] = await db
    .select({ uno: sql<number>`1` })
    .from(archivos)
    .where(and(eq(archivos.sha256, sha256), eq(archivos.id_entidad, entidad)))
    .limit(1);
  return row !== undefined;
}

/** Records a file for the entity (once: the same content again is the same row) and answers the row's id. */
export async function registrarConId(db: Executor, fila: { sha256: string; id_entidad: number; tamano: number; nombre_original: string; tipo: string; _user_created: number | null; _created_at: Date }): Promise<number> {
  await db.insert(archivos).values(fila).onConflictDoNothing({ target: [archivos.sha256, archivos.id_entidad] });
  const [row] = await db
    .select({ id: archivos.id })
    .from(archivos)
    .where(and(eq(archivos.sha256, fila.sha256), eq(archivos.id_entidad, fila.id_entidad)));
  return row!.id;
}
