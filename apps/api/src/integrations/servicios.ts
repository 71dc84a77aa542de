import { MENSAJES } from '@pb/contract/mensajes';
import type { Executor } from '../db/client.js';
import { AppError } from '../core/errors.js';
import { activoPorCodigo } from '../modules/serviciosIop/repository.js';

export interface ServicioIop {
  url: string;
  token: string | null;
}

/** An outside system's address and token, from the integration-services table (CONTRACT.md). */
export async function servicio(db: Executor, codigo: string, nombre: string): Promise<ServicioIop> {
  const row = await activoPorCodigo(db, codigo);
  if (!row) throw new AppError('UNAVAILABLE', MENSAJES.servicioNoConfigurado({ sistema: nombre }));
  return row;
}
