import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { usuarios } from '../../db/schema/index.js';

const cuenta = { id: usuarios.id, usuario: usuarios.usuario, email: usuarios.email, estado: usuarios.estado, id_rol: usuarios.id_rol, contrasena: usuarios.contrasena };

/** The accounts a typed username or e-mail names (case-insensitively): one by name, or every one with that address. */
export async function cuentasDe(db: Executor, texto: string) {
  const t = texto.trim().toLowerCase();
  const porNombre = await db.select(cuenta).from(usuarios).where(sql`lower(${usuarios.usuario}) = ${t}`).limit(1);
  if (porNombre.length || !t.includes('@')) return porNombre;
  return db.select(cuenta).from(usuarios).where(sql`lower(${usuarios.email}) = ${t}`).limit(10);
}

export async function cuentaPorId(db: Executor, id: number) {
  const [row] = await db.select(cuenta).from(usuarios).where(eq(usuarios.id, id)).for('update');
  return row;
}

/** The new password: the one-time flag goes with the old one. */
export async function guardarContrasena(db: Executor, id: number, hash: string, ahora: Date): Promise<void> {
  await db.update(usuarios).set({ contrasena: hash, cambiar_contrasena: false, _user_updated: id, _updated_at: ahora }).where(eq(usuarios.id, id));
}
