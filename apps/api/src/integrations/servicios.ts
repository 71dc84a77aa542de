import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { serviciosIop } from '../db/schema/index.js';
import { AppError } from '../core/errors.js';

export interface ServicioIop {
  url: string;
  token: string | null;
}

/** An outside system's address and token, from the integration-services table (CONTRACT.md). */
export async function servicio(db: Executor, codigo: string, nombre: string): Promise<ServicioIop> {
  const [row] = await db
    .select({ url: serviciosIop.url, token: serviciosIop.token })
    .from(serviciosIop)
    .where(and(eq(serviciosIop.codigo, codigo), eq(serviciosIop.estado, 'ACTIVO')))
    .limit(1);
  if (!row) throw new AppError('UNAVAILABLE', `El servicio de ${nombre} no está configurado o está inactivo. Comuníquese con el administrador.`);
  return row;
}
