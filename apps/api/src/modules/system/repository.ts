import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { usuarios } from '../../db/schema/index.js';

/** The stored password hash of a user. */
export async function contrasenaDe(db: Executor, idUsuario: number): Promise<string | undefined> {
  const [row] = await db.select({ contrasena: usuarios.contrasena }).from(usuarios).where(eq(usuarios.id, idUsuario));
  return row?.contrasena;
}

/** A new password the user chose: the one-time flag goes with the old one. */
export async function guardarContrasena(db: Executor, idUsuario: number, hash: string, ahora: Date): Promise<void> {
  await db.update(usuarios).set({ contrasena: hash, cambiar_contrasena: false, _user_updated: idUsuario, _updated_at: ahora }).where(eq(usuarios.id, idUsuario));
}

export async function inactivar(db: Executor, idUsuario: number, ahora: Date): Promise<void> {
  await db.update(usuarios).set({ estado: 'INACTIVO', _user_updated: idUsuario, _updated_at: ahora }).where(eq(usuarios.id, idUsuario));
}
