import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad, makeUsuario } from '../../test/factories.js';
import { personas, usuarios } from '../../db/schema/index.js';
import { ADD, EDIT, GET, personaInput, usuarioInput } from './test-datos.js';

let t: TestApp;
let admin: string;
let entidad: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
  entidad = (await makeEntidad(t)).id;
});
afterAll(() => t.close());

async function filas() {
  const [u] = await t.database.db.select({ n: count() }).from(usuarios);
  const [p] = await t.database.db.select({ n: count() }).from(personas);
  return { usuarios: u!.n, personas: p!.n };
}

/** Sends a bad add, expects a Spanish VALIDATION error naming the field, and that nothing changed. */
async function rechaza(values: Record<string, unknown>, mensaje: string, campo: string) {
  const antes = await filas();
  const res = await t.gql(admin, ADD, { u: usuarioInput({ id_entidad: entidad, ...values }) });
  expect(res.data.usuarioAdd).toBeNull();
  expect(res.errors?.[0]?.message).toBe(mensaje);
  expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  expect(Object.keys(res.errors?.[0]?.extensions?.campos ?? {})).toContain(campo);
  expect(await filas()).toEqual(antes);
}

describe('entradas inválidas de usuarioAdd: mensaje en español, nada cambia', () => {
  it('usuario de 51 caracteres', () => rechaza({ usuario: 'a'.repeat(51) }, 'Usuario: Debe tener como máximo 50 caracteres.', 'usuario'));
  it('sin correo', () => rechaza({ email: undefined }, 'Correo electrónico: El campo es obligatorio.', 'email'));
  it('correo inválido', () => rechaza({ email: 'no-es-correo' }, 'Correo electrónico: El correo electrónico no es válido.', 'email'));
  it('rol que no es un número', () => rechaza({ id_rol: 'abc' }, 'Rol: El valor es inválido', 'id_rol'));
  it('contraseña débil', () => rechaza({ contrasena: 'corta' }, 'Contraseña: La contraseña debe tener al menos 8 caracteres, con letras y números.', 'contrasena'));
  it('fecha de nacimiento imposible', () => rechaza({ persona: personaInput({ fecha_nacimiento: '1990-02-31' }) }, 'Fecha de nacimiento: El valor es inválido', 'persona.fecha_nacimiento'));
  it('sin nombres de la persona', () => rechaza({ persona: personaInput({ nombres: '  ' }) }, 'Nombres: El campo es obligatorio.', 'persona.nombres'));
  it('género desconocido', () => rechaza({ persona: personaInput({ genero: 'X' }) }, 'Género: El valor es inválido', 'persona.genero'));
});

describe('entradas inválidas de usuarioEdit', () => {
  it('un estado desconocido o un usuario vacío no cambian el registro', async () => {
    const u = await makeUsuario(t, 5);
    const estado = await t.gql(admin, EDIT, { id: u.id, u: { estado: 'BORRADO' } });
    expect(estado.errors?.[0]).toMatchObject({ message: 'Estado: El valor es inválido', extensions: { code: 'VALIDATION' } });
    const vacio = await t.gql(admin, EDIT, { id: u.id, u: { usuario: '', cargo: 'Cambiado' } });
    expect(vacio.errors?.[0]?.message).toBe('Usuario: El campo es obligatorio.');
    const leido = await t.gql(admin, GET, { id: u.id });
    expect(leido.data.usuario).toMatchObject({ usuario: u.usuario, estado: 'ACTIVO', cargo: null });
  });

  it('un id que no es un número es VALIDATION', async () => {
    const res = await t.gql(admin, GET, { id: 'abc' });
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});
