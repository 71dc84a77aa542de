import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parametros } from '../../db/schema/index.js';

/** A numeric parameter (CONTRACT.md "Sessions and accounts"), or the fallback when it is missing or not a number. */
export async function parametroNumero(db: Executor, nombre: string, fallback: number): Promise<number> {
  const [row] = await db.select({ valor: parametros.valor }).from(parametros).where(eq(parametros.nombre, nombre)).limit(1);
  const n = Number(row?.valor);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
