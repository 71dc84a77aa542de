import type { Executor } from '../../db/client.js';
import { valorDe } from './repository.js';

/** A numeric parameter (CONTRACT.md "Sessions and accounts"), or the fallback when it is missing or not a number. */
export async function parametroNumero(db: Executor, nombre: string, fallback: number): Promise<number> {
  const n = Number(await valorDe(db, nombre));
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A text parameter, or undefined when it is missing or empty. */
export async function parametroTexto(db: Executor, nombre: string): Promise<string | undefined> {
  return (await valorDe(db, nombre))?.trim() || undefined;
}
