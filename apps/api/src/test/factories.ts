import { entidades, personas, usuarios } from '../db/schema/index.js';
import { hashPassword } from '../auth/passwords.js';
import type { TestApp } from './harness.js';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;
export const PASSWORD = 'Clave.2026';
let hashed: Promise<string> | undefined;

export async function makeEntidad(t: TestApp, values: Partial<typeof entidades.$inferInsert> = {}) {
  const n = next();
  const [row] = await t.database.db
    .insert(entidades)
    .values({ nombre: `ENTIDAD ${n.toUpperCase()}`, descripcion: 'Entidad de prueba', nit: String(1e9 + seq), ...values })
    .returning();
  return row!;
}

/** A user of the given role in its own new entity (or the one given), with password PASSWORD. */
export async function makeUsuario(t: TestApp, id_rol: number, values: Partial<typeof usuarios.$inferInsert> = {}) {
  const n = next();
  const entidadId = values.id_entidad ?? (await makeEntidad(t)).id;
  const [persona] = await t.database.db.insert(personas).values({ nro_documento: `9${seq}${Date.now() % 100000}`, nombres: `PERSONA ${n.toUpperCase()}`, primer_apellido: 'PRUEBA', fecha_nacimiento: '1990-01-01' }).returning();
  hashed ??= hashPassword(PASSWORD);
  const [row] = await t.database.db
    .insert(usuarios)
    .values({ usuario: `u${n}`, contrasena: await hashed, email: `u${n}@example.bo`, id_rol, id_persona: persona!.id, ...values, id_entidad: entidadId })
    .returning();
  return row!;
}

export async function loginToken(t: TestApp, usuario: string, contrasena = PASSWORD): Promise<string> {
  const res = await t.rest('POST', '/auth', null, { usuario, contrasena });
  if (res.statusCode !== 200) throw new Error(`login ${usuario} falló: ${res.body}`);
  return res.json().token;
}

/** A logged-in user of a role: its row and token. */
export async function loginAs(t: TestApp, id_rol: number, values: Partial<typeof usuarios.$inferInsert> = {}) {
  const user = await makeUsuario(t, id_rol, values);
  return { user, token: await loginToken(t, user.usuario) };
}
