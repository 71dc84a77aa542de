import { beneficiarias, entidades, personas, usuarios } from '../db/schema/index.js';
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

/**
 * A user of the given role in its own new entity (or the one given), with password PASSWORD. Its
 * person's document (nine digits from 600000001) never meets the documents tests number themselves.
 */
export async function makeUsuario(t: TestApp, id_rol: number, values: Partial<typeof usuarios.$inferInsert> = {}) {
  const n = next();
  const entidadId = values.id_entidad ?? (await makeEntidad(t)).id;
  const [persona] = await t.database.db.insert(personas).values({ nro_documento: `6${String(seq).padStart(8, '0')}`, nombres: `PERSONA ${n.toUpperCase()}`, primer_apellido: 'PRUEBA', fecha_nacimiento: '1990-01-01' }).returning();
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

let documento = 80_000_000;
/**
 * Bonus beneficiaries (subsidy 1, ACTIVO, each its own titular) of an entity's branch with these
 * `monto_bono` amounts (Bs, decimal text; null for none), a thousand per statement; answers their ids.
 */
export async function makeBeneficiariasBono(t: TestApp, entidad: number, sucursal: number, montos: Array<string | null>, extra: Partial<typeof beneficiarias.$inferInsert> = {}): Promise<number[]> {
  const { db } = t.database;
  const ids: number[] = [];
  for (let i = 0; i < montos.length; i += 1000) {
    const lote = montos.slice(i, i + 1000);
    const ps = await db
      .insert(personas)
      .values(lote.map(() => ({ nro_documento: String(++documento), nombres: 'BENEFICIARIA', primer_apellido: 'PRUEBA', fecha_nacimiento: '1990-02-03' })))
      .returning({ id: personas.id });
    const bs = await db
      .insert(beneficiarias)
      .values(ps.map((p, j) => ({ id_persona: p.id, id_persona_titular: p.id, id_subsidio: 1, id_entidad: entidad, id_sucursal: sucursal, monto_bono: lote[j], estado: 'ACTIVO', ...extra })))
      .returning({ id: beneficiarias.id });
    ids.push(...bs.map((b) => b.id));
  }
  return ids;
}
