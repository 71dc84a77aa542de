import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ROLES, type PersonaInput } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeUsuario } from '../../test/factories.js';
import { logs, personas } from '../../db/schema/index.js';
import { EDIT, personaInput } from '../usuarios/test-datos.js';
import { guardarPersona } from './guardar.js';
import { authenticate } from '../../auth/sessions.js';

/** Saving a person never overwrites its nationality with a default (issue 10, item 10). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, ROLES.SUPERADMIN);
});
afterAll(() => t.close());

const leer = async (id: number) => (await t.database.db.select().from(personas).where(eq(personas.id, id)))[0]!;

/** A user whose person is recorded as foreign, and that person's document and identity as the form sends them. */
async function extranjero() {
  const u = await makeUsuario(t, ROLES.EMPLEADOR);
  await t.database.db.update(personas).set({ nacionalidad: 'OTRO' }).where(eq(personas.id, u.id_persona!));
  const p = await leer(u.id_persona!);
  const enviada = personaInput({ tipo_documento: p.tipo_documento, nro_documento: p.nro_documento, fecha_nacimiento: p.fecha_nacimiento, nombres: p.nombres, primer_apellido: p.primer_apellido, segundo_apellido: null });
  return { u, p, enviada };
}

it('a user form that leaves the nationality out is refused and the stored one stays', async () => {
  const { u, p, enviada } = await extranjero();
  const { nacionalidad: _, ...sinNacionalidad } = enviada;
  for (const persona of [sinNacionalidad, { ...enviada, nacionalidad: null }, { ...enviada, nacionalidad: '' }]) {
    const res = await t.gql(admin.token, EDIT, { id: u.id, u: { persona, cargo: 'Otro cargo' } });
    expect(res.errors?.[0]).toMatchObject({ message: 'Nacionalidad: El campo es obligatorio.', extensions: { code: 'VALIDATION' } });
  }
  expect((await leer(p.id)).nacionalidad).toBe('OTRO');
  // A nationality the user chose is saved.
  expect((await t.gql(admin.token, EDIT, { id: u.id, u: { persona: { ...enviada, nacionalidad: 'BOLIVIA' } } })).errors).toBeUndefined();
  expect((await leer(p.id)).nacionalidad).toBe('BOLIVIA');
});

it('the person writer keeps the stored nationality when a caller sends none', async () => {
  const { p, enviada } = await extranjero();
  const ctx = { deps: t.deps, db: t.database.db, ip: '127.0.0.1', user: await authenticate({ deps: t.deps, db: t.database.db, ip: '127.0.0.1', user: null }, admin.token) };
  const { nacionalidad: _, ...sinNacionalidad } = enviada;
  const id = await t.database.db.transaction((tx) => guardarPersona(ctx, tx, { ...sinNacionalidad, movil: '76543210' } as PersonaInput));
  expect(id).toBe(p.id);
  expect(await leer(p.id)).toMatchObject({ nacionalidad: 'OTRO', movil: '76543210' });
  // The audit of the change names what changed, and the nationality is not among it.
  const [cambio] = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'PERSONA'), like(logs.referencia, `id_persona=${p.id} %`)));
  expect(cambio!.referencia).toContain('movil');
  expect(cambio!.referencia).not.toContain('nacionalidad');
});
