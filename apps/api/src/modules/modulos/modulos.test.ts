import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { modulos, permisos } from '../../db/schema/index.js';

let t: TestApp;
let admin: string;
let config: number;

const CAMPOS = 'id ruta label icono orden estado visible id_modulo modulo_label seccion_label';
const LIST = `query ($limit: Int, $page: Int, $order: String, $label: String, $id_modulo: ID, $estado: String, $visible: Boolean) {
  modulos(limit: $limit, page: $page, order: $order, label: $label, id_modulo: $id_modulo, estado: $estado, visible: $visible) { count rows { ${CAMPOS} } }
}`;
const GET = `query ($id: ID!) { modulo(id: $id) { ${CAMPOS} } }`;
const ADD = `mutation ($m: ModuloInput!) { moduloAdd(modulo: $m) { ${CAMPOS} } }`;
const EDIT = `mutation ($id: ID!, $m: ModuloEditInput!) { moduloEdit(id: $id, modulo: $m) { ${CAMPOS} } }`;
const DELETE = `mutation ($id: ID!) { moduloDelete(id: $id) { deleted } }`;
let n = 0;
const nuevo = (values: Record<string, unknown> = {}) => ({ ruta: `prueba${++n}`, label: `Prueba ${n}`, icono: 'star', orden: '050', id_modulo: config, ...values });
const add = async (values: Record<string, unknown> = {}) => (await t.gql(admin, ADD, { m: nuevo(values) })).data.moduloAdd;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
  const [row] = await t.database.db.select({ id: modulos.id }).from(modulos).where(eq(modulos.ruta, 'config'));
  config = row!.id;
});
afterAll(() => t.close());

describe('lista de módulos', () => {
  it('id_modulo 0 y estado ACTIVO dan las secciones de primer nivel, ordenadas por orden', async () => {
    const res = await t.gql(admin, LIST, { id_modulo: 0, estado: 'ACTIVO', limit: 100 });
    const rows = res.data.modulos.rows;
    expect(rows.every((r: { id_modulo: number | null }) => r.id_modulo === null)).toBe(true);
    expect(rows.map((r: { ruta: string }) => r.ruta)).toContain('config');
    const ordenes = rows.map((r: { orden: number }) => r.orden);
    expect(ordenes).toEqual([...ordenes].sort((a, b) => a - b));
    expect(res.data.modulos.count).toBe(rows.length);
  });

  it('muestra la etiqueta del módulo padre y filtra por padre, etiqueta y visible', async () => {
    const res = await t.gql(admin, LIST, { id_modulo: String(config), label: 'USUARIO', limit: 100 });
    expect(res.data.modulos.rows).toEqual([expect.objectContaining({ ruta: 'usuarios', modulo_label: 'Configuraciones', seccion_label: 'Configuraciones', id_modulo: config })]);
    const ocultos = await t.gql(admin, LIST, { visible: false, id_modulo: String(config), order: 'ruta', limit: 100 });
    expect(ocultos.data.modulos.rows.map((r: { ruta: string }) => r.ruta)).toEqual(['permisos', 'personas', 'roles', 'serviciosIop']);
  });

  it('pagina y ordena por -label; un orden desconocido es VALIDATION', async () => {
    const todos = (await t.gql(admin, LIST, { limit: 100 })).data.modulos;
    const res = await t.gql(admin, LIST, { limit: 5, page: 2, order: '-label' });
    expect(res.data.modulos.count).toBe(todos.count);
    expect(res.data.modulos.rows).toHaveLength(5);
    const etiquetas = res.data.modulos.rows.map((r: { label: string }) => r.label);
    expect(etiquetas).toEqual([...etiquetas].sort().reverse());
    expect((await t.gql(admin, LIST, { order: 'secreto' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('alta, edición y baja de módulos', () => {
  it('moduloAdd crea el módulo y una fila de permisos por rol (10), todo para el rol 1', async () => {
    const m = await add({ orden: '7' });
    expect(m).toMatchObject({ orden: 7, estado: 'ACTIVO', visible: true, id_modulo: config, modulo_label: 'Configuraciones' });
    const filas = await t.database.db.select().from(permisos).where(eq(permisos.id_modulo, m.id));
    expect(filas).toHaveLength(10);
    for (const p of filas) {
      const si = p.id_rol === 1;
      expect([p.read, p.create, p.update, p.delete, p.csv, p.firma]).toEqual([si, si, si, si, si, si]);
    }
    expect((await t.gql(admin, GET, { id: m.id })).data.modulo.ruta).toBe(m.ruta);
  });

  it('un módulo sin padre (id_modulo 0 o null) es de primer nivel', async () => {
    expect((await add({ id_modulo: 0 })).id_modulo).toBeNull();
    expect((await add({ id_modulo: null })).id_modulo).toBeNull();
  });

  it('la ruta es única y el padre debe existir y ser de primer nivel', async () => {
    const m = await add();
    const dup = await t.gql(admin, ADD, { m: nuevo({ ruta: m.ruta.toUpperCase() }) });
    expect(dup.errors?.[0]).toMatchObject({ message: TEXTOS.moduloRutaDuplicada, extensions: { code: 'CONFLICT' } });
    for (const id_modulo of [999999, m.id]) {
      const res = await t.gql(admin, ADD, { m: nuevo({ id_modulo }) });
      expect(res.errors?.[0]?.message).toBe(TEXTOS.moduloPadreInvalido);
    }
    const propio = await t.gql(admin, EDIT, { id: m.id, m: { id_modulo: m.id } });
    expect(propio.errors?.[0]?.message).toBe(TEXTOS.moduloPadreInvalido);
  });

  it('orden inválido y etiqueta larga son VALIDATION en español', async () => {
    const antes = (await t.gql(admin, LIST, {})).data.modulos.count;
    const orden = await t.gql(admin, ADD, { m: nuevo({ orden: '1000' }) });
    expect(orden.errors?.[0]).toMatchObject({ message: 'Orden: Debe tener como máximo 3 caracteres.', extensions: { code: 'VALIDATION' } });
    expect((await t.gql(admin, ADD, { m: nuevo({ orden: 'ab' }) })).errors?.[0]?.message).toBe('Orden: El valor es inválido');
    expect((await t.gql(admin, ADD, { m: nuevo({ label: 'x'.repeat(51) }) })).errors?.[0]?.message).toBe('Etiqueta: Debe tener como máximo 50 caracteres.');
    expect((await t.gql(admin, LIST, {})).data.modulos.count).toBe(antes);
  });

  it('moduloEdit cambia solo lo enviado: visible, estado, etiqueta, orden', async () => {
    const m = await add();
    const oculto = await t.gql(admin, EDIT, { id: m.id, m: { visible: false } });
    expect(oculto.data.moduloEdit).toMatchObject({ visible: false, estado: 'ACTIVO' });
    const inactivo = await t.gql(admin, EDIT, { id: m.id, m: { estado: 'INACTIVO' } });
    expect(inactivo.data.moduloEdit).toMatchObject({ visible: false, estado: 'INACTIVO' });
    const cambiado = await t.gql(admin, EDIT, { id: m.id, m: { label: 'Otra', orden: '12', id_modulo: null } });
    expect(cambiado.data.moduloEdit).toMatchObject({ label: 'Otra', orden: 12, id_modulo: null, visible: false, estado: 'INACTIVO', modulo_label: null });
  });

  it('moduloDelete borra el módulo y sus permisos', async () => {
    const m = await add();
    expect((await t.gql(admin, DELETE, { id: m.id })).data.moduloDelete).toEqual({ deleted: true });
    expect((await t.gql(admin, GET, { id: m.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(permisos).where(eq(permisos.id_modulo, m.id))).toHaveLength(0);
  });

  it('los módulos del sistema conservan su ruta y no se eliminan; una sección con hijos tampoco', async () => {
    const res = await t.gql(admin, EDIT, { id: config, m: { ruta: 'configuracion' } });
    expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.moduloSistema, extensions: { code: 'CONFLICT' } });
    expect((await t.gql(admin, DELETE, { id: config })).errors?.[0]?.message).toBe(TEXTOS.moduloSistema);
    const seccion = await add({ id_modulo: null });
    await add({ id_modulo: seccion.id });
    expect((await t.gql(admin, DELETE, { id: seccion.id })).errors?.[0]?.message).toBe(TEXTOS.moduloConSubmodulos);
    expect((await t.gql(admin, EDIT, { id: seccion.id, m: { id_modulo: config } })).errors?.[0]?.message).toBe(TEXTOS.moduloPadreInvalido);
    const [mods] = await t.database.db.select({ id: modulos.id }).from(modulos).where(eq(modulos.ruta, 'modulos'));
    expect((await t.gql(admin, EDIT, { id: mods!.id, m: { estado: 'INACTIVO' } })).errors?.[0]?.message).toBe(TEXTOS.moduloImprescindible);
  });
});

describe('permiso de la operación', () => {
  it('el empleador (rol 5) que llama a moduloEdit recibe NOT_AUTHORIZED:UPDATE y nada cambia', async () => {
    const { token } = await loginAs(t, 5);
    const res = await t.gql(token, EDIT, { id: config, m: { label: 'Hackeado' } });
    expect(res.errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    expect((await t.gql(admin, GET, { id: config })).data.modulo.label).toBe('Configuraciones');
    expect((await t.gql(token, LIST, {})).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });
});
