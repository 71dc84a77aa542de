import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad, makeUsuario } from '../../test/factories.js';
import { logs, personas, usuarios } from '../../db/schema/index.js';
import { ADD, DELETE, EDIT, GET, LIST, personaInput, usuarioInput } from './test-datos.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
});
afterAll(() => t.close());

describe('usuarios: alta, lectura, edición y baja', () => {
  it('crea un usuario con su persona y lo devuelve con entidad, rol y datos personales', async () => {
    const entidad = await makeEntidad(t);
    const input = usuarioInput({ id_entidad: entidad.id, persona: personaInput({ complemento: '1a', segundo_apellido: '' }) });
    const res = await t.gql(admin, ADD, { u: input });
    expect(res.errors).toBeUndefined();
    const u = res.data.usuarioAdd;
    expect(u).toMatchObject({
      usuario: input.usuario,
      email: input.email,
      estado: 'ACTIVO',
      id_rol: 5,
      rol_nombre: 'Empleador',
      id_entidad: entidad.id,
      entidad_nombre: entidad.nombre,
      persona_nombres: 'ANA LUCÍA',
      persona_primer_apellido: 'QUISPE',
      persona_segundo_apellido: null,
      persona_complemento: '1A',
      persona_fecha_nacimiento: '1991-05-17',
      persona_genero: 'F',
      persona_estado: 'ACTIVO',
    });
    expect(new Date(u._created_at).toISOString()).toBe(u._created_at);
    // The password is stored hashed and works for logging in.
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(row!.contrasena).not.toContain('Segura.2026');
    const login = await t.rest('POST', '/auth', null, { usuario: input.usuario, contrasena: 'Segura.2026' });
    expect(login.statusCode).toBe(200);
  });

  it('la contraseña nunca se puede pedir', async () => {
    // The Usuario type has no such field, so the query is refused as a whole.
    const res = await t.gql(admin, `{ usuarios { rows { contrasena } } }`);
    expect(res.data).toBeNull();
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(res)).not.toMatch(/\$argon2/);
  });

  it('lee un usuario por id, y uno inexistente es NOT_FOUND', async () => {
    const u = await makeUsuario(t, 2);
    const res = await t.gql(admin, GET, { id: u.id });
    expect(res.data.usuario).toMatchObject({ id: u.id, usuario: u.usuario, rol_nombre: 'Administrador del programa', persona_primer_apellido: 'PRUEBA' });
    const miss = await t.gql(admin, GET, { id: 999999 });
    expect(miss.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('edita datos del usuario y de su persona', async () => {
    const creado = (await t.gql(admin, ADD, { u: usuarioInput({ id_entidad: (await makeEntidad(t)).id }) })).data.usuarioAdd;
    const persona = personaInput({ nro_documento: creado.persona_nro_documento, telefono: '2-2441122', nombres: 'ana maría' });
    const res = await t.gql(admin, EDIT, { id: creado.id, u: { email: 'nuevo@example.bo', cargo: 'Jefe', persona } });
    expect(res.errors).toBeUndefined();
    expect(res.data.usuarioEdit).toMatchObject({ id: creado.id, email: 'nuevo@example.bo', cargo: 'Jefe', persona_nombres: 'ANA MARÍA', persona_telefono: '2-2441122', id_persona: creado.id_persona });
  });

  it('inactiva y reactiva con usuarioEdit(estado)', async () => {
    const u = await makeUsuario(t, 5);
    const off = await t.gql(admin, EDIT, { id: u.id, u: { estado: 'INACTIVO' } });
    expect(off.data.usuarioEdit.estado).toBe('INACTIVO');
    const on = await t.gql(admin, EDIT, { id: u.id, u: { estado: 'ACTIVO' } });
    expect(on.data.usuarioEdit.estado).toBe('ACTIVO');
  });

  it('elimina el usuario y sus sesiones; la persona queda', async () => {
    const u = await makeUsuario(t, 5);
    await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: 'Clave.2026' });
    const res = await t.gql(admin, DELETE, { id: u.id });
    expect(res.data.usuarioDelete).toEqual({ deleted: true });
    expect((await t.gql(admin, GET, { id: u.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(personas).where(eq(personas.id, u.id_persona!))).toHaveLength(1);
  });
});

describe('usuarios: el móvil registrado de la persona (issue 32)', () => {
  /** A registered person with a mobile, and the user form's data for her without one (SEGIP does not know mobiles). */
  async function conMovil() {
    const creado = (await t.gql(admin, ADD, { u: usuarioInput({ id_entidad: (await makeEntidad(t)).id, persona: personaInput({ telefono: '2441122' }) }) })).data.usuarioAdd;
    const persona = personaInput({ nro_documento: creado.persona_nro_documento, movil: null, telefono: '' });
    return { creado, persona };
  }
  const auditoriasDe = (idPersona: number) => t.database.db.select().from(logs).where(and(eq(logs.tipo, 'PERSONA'), like(logs.referencia, `id_persona=${idPersona} %`)));
  const personaDe = async (id: number) => (await t.database.db.select().from(personas).where(eq(personas.id, id)))[0]!;

  it('un usuario nuevo guardado para ella sin móvil no borra el móvil ni el teléfono, y no se audita campos=movil', async () => {
    const { creado, persona } = await conMovil();
    const res = await t.gql(admin, ADD, { u: usuarioInput({ id_entidad: creado.id_entidad, persona }) });
    expect(res.errors).toBeUndefined();
    expect(res.data.usuarioAdd).toMatchObject({ id_persona: creado.id_persona, persona_movil: creado.persona_movil, persona_telefono: '2441122' });
    expect(await personaDe(creado.id_persona)).toMatchObject({ movil: creado.persona_movil, telefono: '2441122' });
    expect((await auditoriasDe(creado.id_persona)).map((l) => l.referencia)).toEqual([]);
  });

  it('editar el usuario sin móvil lo conserva; vaciar: [movil] lo borra a propósito', async () => {
    const { creado, persona } = await conMovil();
    const sin = await t.gql(admin, EDIT, { id: creado.id, u: { persona: { ...persona, nombres: 'Ana Lucía' } } });
    expect(sin.errors).toBeUndefined();
    expect(sin.data.usuarioEdit).toMatchObject({ persona_movil: creado.persona_movil, persona_telefono: '2441122' });
    const borrado = await t.gql(admin, EDIT, { id: creado.id, u: { persona: { ...persona, vaciar: ['movil'] } } });
    expect(borrado.errors).toBeUndefined();
    expect(borrado.data.usuarioEdit).toMatchObject({ persona_movil: null, persona_telefono: '2441122' });
    expect((await auditoriasDe(creado.id_persona)).map((l) => l.referencia)).toEqual([`id_persona=${creado.id_persona} campos=movil`]);
  });

  it('vaciar sólo nombra el móvil o el teléfono', async () => {
    const { creado, persona } = await conMovil();
    const res = await t.gql(admin, EDIT, { id: creado.id, u: { persona: { ...persona, vaciar: ['nombres'] } } });
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await personaDe(creado.id_persona)).movil).toBe(creado.persona_movil);
  });
});

describe('usuarios: filtros, páginas y orden', () => {
  let entidadId: number;
  beforeAll(async () => {
    entidadId = (await makeEntidad(t)).id;
    for (let i = 0; i < 15; i++) {
      await makeUsuario(t, i < 10 ? 5 : 4, { usuario: `pagina_${String(i).padStart(2, '0')}`, id_entidad: entidadId, estado: i % 3 === 0 ? 'INACTIVO' : 'ACTIVO' });
    }
  });

  it('la página 2 de tamaño 5 tiene 5 filas y count cuenta todas', async () => {
    const res = await t.gql(admin, LIST, { limit: 5, page: 2, usuario: 'PAGINA_', order: 'usuario' });
    expect(res.data.usuarios.count).toBe(15);
    expect(res.data.usuarios.rows.map((r: { usuario: string }) => r.usuario)).toEqual(['pagina_05', 'pagina_06', 'pagina_07', 'pagina_08', 'pagina_09']);
    const last = await t.gql(admin, LIST, { limit: 5, page: 4, usuario: 'pagina_' });
    expect(last.data.usuarios).toEqual({ count: 15, rows: [] });
  });

  it('ordena por -usuario', async () => {
    const res = await t.gql(admin, LIST, { limit: 3, usuario: 'pagina', order: '-usuario' });
    expect(res.data.usuarios.rows.map((r: { usuario: string }) => r.usuario)).toEqual(['pagina_14', 'pagina_13', 'pagina_12']);
  });

  it('filtra por rol y estado', async () => {
    const rol = await t.gql(admin, LIST, { usuario: 'pagina', id_rol: '4', limit: 25 });
    expect(rol.data.usuarios.count).toBe(5);
    expect(rol.data.usuarios.rows.every((r: { id_rol: number }) => r.id_rol === 4)).toBe(true);
    const inactivos = await t.gql(admin, LIST, { usuario: 'pagina', estado: 'INACTIVO' });
    expect(inactivos.data.usuarios.count).toBe(5);
    const todos = await t.gql(admin, LIST, { usuario: 'pagina', estado: 'TODOS' });
    expect(todos.data.usuarios.count).toBe(15);
  });

  it('filtra por correo y por nombre completo, sin distinguir mayúsculas', async () => {
    const input = usuarioInput({ id_entidad: entidadId, persona: personaInput({ nombres: 'Jose Luis', primer_apellido: 'Condori', segundo_apellido: 'Apaza' }) });
    const creado = (await t.gql(admin, ADD, { u: input })).data.usuarioAdd;
    const porNombre = await t.gql(admin, LIST, { nombre_completo: 'luis condori apaza' });
    expect(porNombre.data.usuarios.rows.map((r: { id: number }) => r.id)).toEqual([creado.id]);
    const porCorreo = await t.gql(admin, LIST, { email: input.usuario.toUpperCase() });
    expect(porCorreo.data.usuarios.rows.map((r: { id: number }) => r.id)).toEqual([creado.id]);
    // A '%' typed by the user is a literal percent sign, not a wildcard.
    expect((await t.gql(admin, LIST, { usuario: '%' })).data.usuarios.count).toBe(0);
  });

  it('un orden desconocido es un error de validación en español', async () => {
    const res = await t.gql(admin, LIST, { order: '-contrasena' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Orden: El valor es inválido', extensions: { code: 'VALIDATION' } });
  });
});
