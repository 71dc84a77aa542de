import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@pb/contract';
import { AppError, translateConflict } from './errors.js';
import { MENSAJES, TEXTOS } from '@pb/contract/mensajes';
import { parametros, usuarios } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';

/** One translation of unique and foreign-key violations into CONFLICT, on the errors each driver really raises. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, ROLES.SUPERADMIN)).token;
});
afterAll(() => t.close());

/** The error the database raises, as the driver hands it over. */
const violacion = (run: () => Promise<unknown>) => run().then(() => expect.fail('the database accepted it'), (e: unknown) => e);
const duplicado = () => violacion(() => t.database.db.insert(parametros).values({ nombre: 'JWT_TOKEN_EXPIRATION', valor: '1', label: 'x' }));
const sinRol = () => violacion(() => t.database.db.insert(usuarios).values({ usuario: 'sin_rol', contrasena: 'x', id_rol: 999 }));
const traducido = (err: unknown, conflicts: Parameters<typeof translateConflict>[1]) => {
  try {
    translateConflict(err, conflicts);
  } catch (e) {
    return e;
  }
};

describe('translateConflict', () => {
  it('a unique violation is the CONFLICT given for its constraint, naming the field', async () => {
    const e = traducido(await duplicado(), { otra_restriccion: { mensaje: MENSAJES.invalid }, parametros_nombre_unique: { campo: 'nombre', mensaje: MENSAJES.grupoDuplicado } });
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code: 'CONFLICT', message: TEXTOS.grupoDuplicado, details: { campos: { nombre: MENSAJES.grupoDuplicado } } });
  });

  it('a foreign-key violation is the CONFLICT given for any of its kind', async () => {
    expect(traducido(await sinRol(), { '23503': { mensaje: MENSAJES.rolDuplicado } })).toMatchObject({ code: 'CONFLICT', message: TEXTOS.rolDuplicado, details: undefined });
  });

  it('a violation nobody described is thrown as it came, to be logged as the bug it is', async () => {
    const err = await duplicado();
    expect(traducido(err, { roles_nombre_unique: { mensaje: MENSAJES.invalid } })).toBe(err);
    const otro = new Error('otra cosa');
    expect(traducido(otro, { '23505': { mensaje: MENSAJES.invalid } })).toBe(otro);
  });
});

describe('every feature answers a duplicate the same way', () => {
  it.each([
    ['parámetro', 'mutation { parametroAdd(parametro: { nombre: "NRO_MAX_INTENTOS", valor: "3", label: "x" }) { id } }', 'Ya existe un parámetro con ese nombre.', 'nombre'],
    ['servicio', 'mutation { servicioIopAdd(servicioIop: { codigo: "segip", metodo: "personas", url: "https://segip.example.bo/", token: "otro-token-123" }) { id } }', 'Ya existe un servicio con ese código.', 'codigo'],
    ['rol', 'mutation { rolAdd(rol: { nombre: "Cajero de ventas", descripcion: "otro" }) { id } }', 'Ya existe un rol con ese nombre.', 'nombre'],
  ])('%s', async (_caso, mutation, mensaje, campo) => {
    const res = await t.gql(admin, mutation);
    expect(res.errors?.[0]).toMatchObject({ message: mensaje, extensions: { code: 'CONFLICT', campos: { [campo]: mensaje } } });
  });
});
