import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, loginToken, makeEntidad, makeUsuario } from '../../test/factories.js';
import { personas } from '../../db/schema/index.js';
import { ADD, DELETE, EDIT, GET, LIST, personaInput, usuarioInput } from './test-datos.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 1);
});
afterAll(() => t.close());

const error = (res: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => res.errors?.[0];
const menu = (token: string) => t.rest('GET', '/api/system/menu', token);

describe('nadie se inactiva, se elimina ni se cambia el rol a sí mismo', () => {
  it('inactivarse', async () => {
    const res = await t.gql(admin.token, EDIT, { id: admin.user.id, u: { estado: 'INACTIVO' } });
    expect(error(res)).toMatchObject({ message: TEXTOS.noAutoInactivar, extensions: { code: 'FORBIDDEN' } });
  });
  it('cambiarse el rol, aunque sí puede editar sus datos dejando el mismo rol', async () => {
    const res = await t.gql(admin.token, EDIT, { id: admin.user.id, u: { id_rol: 2 } });
    expect(error(res)?.message).toBe(TEXTOS.noAutoRol);
    const ok = await t.gql(admin.token, EDIT, { id: admin.user.id, u: { id_rol: 1, cargo: 'Jefe de sistemas' } });
    expect(ok.data.usuarioEdit).toMatchObject({ id_rol: 1, cargo: 'Jefe de sistemas', estado: 'ACTIVO' });
  });
  it('eliminarse', async () => {
    const res = await t.gql(admin.token, DELETE, { id: admin.user.id });
    expect(error(res)?.message).toBe(TEXTOS.noAutoEliminar);
    expect((await t.gql(admin.token, GET, { id: admin.user.id })).data.usuario.id).toBe(admin.user.id);
  });
});

describe('alcance por entidad (rol 5)', () => {
  let empleador: Awaited<ReturnType<typeof loginAs>>;
  let colega: { id: number };
  let ajeno: { id: number; id_entidad: number | null };
  beforeAll(async () => {
    empleador = await loginAs(t, 5);
    colega = await makeUsuario(t, 5, { id_entidad: empleador.user.id_entidad });
    ajeno = await makeUsuario(t, 5);
  });

  it('lista solo los usuarios de su entidad', async () => {
    const res = await t.gql(empleador.token, LIST, { limit: 100 });
    const ids = res.data.usuarios.rows.map((r: { id: number }) => r.id).sort();
    expect(ids).toEqual([empleador.user.id, colega.id].sort());
    expect(res.data.usuarios.count).toBe(2);
  });

  it('leer, editar o eliminar un usuario de otra entidad es NOT_FOUND', async () => {
    expect(error(await t.gql(empleador.token, GET, { id: ajeno.id }))?.extensions?.code).toBe('NOT_FOUND');
    expect(error(await t.gql(empleador.token, EDIT, { id: ajeno.id, u: { cargo: 'x' } }))?.extensions?.code).toBe('NOT_FOUND');
    expect(error(await t.gql(empleador.token, DELETE, { id: ajeno.id }))?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(admin.token, GET, { id: ajeno.id })).data.usuario.id_entidad).toBe(ajeno.id_entidad);
  });

  it('sus usuarios nuevos quedan en su entidad, y solo puede dar su propio rol', async () => {
    const otra = await makeEntidad(t);
    const ok = await t.gql(empleador.token, ADD, { u: usuarioInput({ id_entidad: otra.id, id_rol: 5 }) });
    expect(ok.data.usuarioAdd.id_entidad).toBe(empleador.user.id_entidad);
    const res = await t.gql(empleador.token, ADD, { u: usuarioInput({ id_rol: 3 }) });
    expect(error(res)).toMatchObject({ message: TEXTOS.soloPropioRol, extensions: { code: 'FORBIDDEN' } });
    const mover = await t.gql(empleador.token, EDIT, { id: colega.id, u: { id_entidad: otra.id, cargo: 'Contador' } });
    expect(mover.data.usuarioEdit).toMatchObject({ id_entidad: empleador.user.id_entidad, cargo: 'Contador' });
  });
});

describe('un nombre ocupado fuera del alcance', () => {
  it('recibe la misma respuesta que uno de su propia entidad, sin decir dónde ni que existe', async () => {
    const empleador = await loginAs(t, 5);
    const propio = await makeUsuario(t, 5, { id_entidad: empleador.user.id_entidad });
    const ajeno = await makeUsuario(t, 5);
    const intento = async (usuario: string) => error(await t.gql(empleador.token, ADD, { u: usuarioInput({ usuario }) }));
    const fuera = await intento(ajeno.usuario);
    expect(fuera).toEqual(await intento(propio.usuario));
    expect(fuera).toMatchObject({ message: TEXTOS.usuarioDuplicado, extensions: { code: 'CONFLICT' } });
    expect(fuera?.message).not.toMatch(/registrad|existe|entidad/i);
  });
});

describe('rol de superadministrador', () => {
  it('el rol 2 no crea un usuario de rol 1 ni mueve a alguien al rol 1; el rol 1 sí', async () => {
    const adm2 = await loginAs(t, 2);
    const entidad = (await makeEntidad(t)).id;
    const res = await t.gql(adm2.token, ADD, { u: usuarioInput({ id_rol: 1, id_entidad: entidad }) });
    expect(error(res)).toMatchObject({ message: TEXTOS.soloSuperadminAsigna, extensions: { code: 'FORBIDDEN' } });
    const otro = await makeUsuario(t, 3);
    expect(error(await t.gql(adm2.token, EDIT, { id: otro.id, u: { id_rol: 1 } }))?.message).toBe(TEXTOS.soloSuperadminAsigna);
    const ok = await t.gql(admin.token, EDIT, { id: otro.id, u: { id_rol: 1 } });
    expect(ok.data.usuarioEdit.id_rol).toBe(1);
    // …and then role 2 can no longer change or remove that account.
    expect(error(await t.gql(adm2.token, EDIT, { id: otro.id, u: { estado: 'INACTIVO' } }))?.message).toBe(TEXTOS.soloSuperadminModifica);
    expect(error(await t.gql(adm2.token, DELETE, { id: otro.id }))?.message).toBe(TEXTOS.soloSuperadminModifica);
  });
});

describe('datos únicos y referencias', () => {
  it('el nombre de usuario es único sin distinguir mayúsculas', async () => {
    const entidad = (await makeEntidad(t)).id;
    const a = usuarioInput({ id_entidad: entidad });
    expect((await t.gql(admin.token, ADD, { u: a })).errors).toBeUndefined();
    const res = await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: entidad, usuario: a.usuario.toUpperCase() }) });
    expect(error(res)).toMatchObject({ message: TEXTOS.usuarioDuplicado, extensions: { code: 'CONFLICT' } });
    const otro = (await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: entidad }) })).data.usuarioAdd;
    expect(error(await t.gql(admin.token, EDIT, { id: otro.id, u: { usuario: ` ${a.usuario.toUpperCase()} ` } }))?.extensions?.code).toBe('CONFLICT');
  });

  it('un celular pertenece a una sola persona: otra persona con el mismo celular se rechaza en su campo', async () => {
    const entidad = (await makeEntidad(t)).id;
    const a = usuarioInput({ id_entidad: entidad });
    expect((await t.gql(admin.token, ADD, { u: a })).errors).toBeUndefined();
    const res = await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: entidad, persona: personaInput({ movil: a.persona.movil }) }) });
    expect(error(res)).toMatchObject({ message: TEXTOS.celularRegistrado, extensions: { code: 'CONFLICT', campos: { 'persona.movil': TEXTOS.celularRegistrado } } });
  });

  it('una persona con el mismo documento se reutiliza y se actualiza', async () => {
    const entidad = (await makeEntidad(t)).id;
    const persona = personaInput({ complemento: '2B' });
    const a = (await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: entidad, persona }) })).data.usuarioAdd;
    const b = (await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: entidad, persona: { ...persona, complemento: '2b', movil: '79999999' } }) })).data.usuarioAdd;
    expect(b.id_persona).toBe(a.id_persona);
    expect(b.persona_movil).toBe('79999999');
    expect(await t.database.db.select().from(personas).where(eq(personas.nro_documento, persona.nro_documento))).toHaveLength(1);
    const c = (await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: entidad, persona: { ...persona, complemento: null } }) })).data.usuarioAdd;
    expect(c.id_persona).not.toBe(a.id_persona);
  });

  it('la entidad, el rol y la sucursal deben existir', async () => {
    const e1 = await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: 999999 }) });
    expect(error(e1)).toMatchObject({ message: 'Entidad: El valor es inválido', extensions: { code: 'VALIDATION', campos: { id_entidad: TEXTOS.invalid } } });
    const e2 = await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: (await makeEntidad(t)).id, id_rol: 77 }) });
    expect(error(e2)?.message).toBe('Rol: El valor es inválido');
    const e3 = await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: (await makeEntidad(t)).id, id_sucursal: 999999 }) });
    expect(error(e3)?.message).toBe('Sucursal: El valor es inválido');
    const e4 = await t.gql(admin.token, ADD, { u: usuarioInput({ id_entidad: null }) });
    expect(error(e4)?.message).toBe('Entidad: El campo es obligatorio.');
  });
});

describe('cierre de sesiones', () => {
  it('inactivar a un usuario cierra sus sesiones abiertas', async () => {
    const u = await loginAs(t, 5);
    expect((await menu(u.token)).statusCode).toBe(200);
    await t.gql(admin.token, EDIT, { id: u.user.id, u: { estado: 'INACTIVO' } });
    expect((await menu(u.token)).statusCode).toBe(401);
  });

  it('cambiar el rol cierra sus sesiones; al volver a ingresar tiene el rol nuevo', async () => {
    const u = await loginAs(t, 5);
    await t.gql(admin.token, EDIT, { id: u.user.id, u: { id_rol: 4 } });
    expect((await menu(u.token)).statusCode).toBe(401);
    const again = await t.rest('POST', '/auth', null, { usuario: u.user.usuario, contrasena: 'Clave.2026' });
    expect(again.json().usuario.id_rol).toBe(4);
  });

  it('editar otros datos no cierra la sesión', async () => {
    const u = await loginAs(t, 5);
    await t.gql(admin.token, EDIT, { id: u.user.id, u: { cargo: 'Otro' } });
    expect((await menu(u.token)).statusCode).toBe(200);
    expect(await loginToken(t, u.user.usuario)).toBeTruthy();
  });
});
