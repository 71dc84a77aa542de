import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeEntidad, makeUsuario } from '../../test/factories.js';
import { pgErrorOf } from '../../core/errors.js';
import { beneficiarias, personas, trabajadores } from '../../db/schema/index.js';
import { cambiarMovilesDeEntidad, completarPersonas, crearPersonas, personasCompartidas, type PersonaNueva } from './guardar-lote.js';

/** The bulk paths' writer of persons (decision 011): the single writer's rules, set-based. */

let t: TestApp;
let doc = 77_100_000;
const cuando = new Date('2026-11-20T15:00:00Z');
const nueva = (extra: Partial<PersonaNueva> = {}): PersonaNueva => ({ tipo_documento: 'CI', nro_documento: String(++doc), nombres: 'LOTE', primer_apellido: 'QUISPE', fecha_nacimiento: '1990-01-02', ...extra });
const leer = async (ids: number[]) => t.database.db.select().from(personas).where(inArray(personas.id, ids)).orderBy(personas.id);
const movilNuevo = () => `6${String(++doc).slice(-7)}`;
/** A person as another writer left her (the test's own setup). */
async function existente(values: Partial<typeof personas.$inferInsert> = {}) {
  const [p] = await t.database.db.insert(personas).values({ nro_documento: String(++doc), nombres: 'EXISTENTE', fecha_nacimiento: '1980-03-04', ...values }).returning();
  return p!;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('crearPersonas', () => {
  it('creates every row in one go, with only the columns a caller may set, who and when', async () => {
    const filas = [nueva({ movil: movilNuevo(), genero: 'F', estado_verificacion: 'VERIFICADO_SEGIP', pais_nacimiento: 'BOLIVIA' }), nueva({ complemento: '1A' })];
    // Columns no caller sets (state, audit) are not taken from the rows, whatever they carry.
    const conExtras = filas.map((f) => ({ ...f, estado: 'INACTIVO', _user_created: 999_999 }));
    const creadas = await crearPersonas(t.database.db, conExtras, { quien: null, cuando });
    expect(creadas.map((c) => [c.nro_documento, c.complemento])).toEqual(filas.map((f) => [f.nro_documento, f.complemento ?? null]));
    const [a, b] = await leer(creadas.map((c) => c.id));
    expect(a).toMatchObject({ nombres: 'LOTE', movil: filas[0]!.movil, genero: 'F', estado_verificacion: 'VERIFICADO_SEGIP', pais_nacimiento: 'BOLIVIA', estado: 'ACTIVO', _user_created: null, _created_at: cuando });
    expect(b).toMatchObject({ complemento: '1A', movil: null, estado_verificacion: null, estado: 'ACTIVO' });
  });

  it('refuses, on the unique index, a mobile another person has or a registered document, and writes none of the set', async () => {
    const duena = await existente({ movil: movilNuevo() });
    const libre = nueva();
    const conMovilAjeno = crearPersonas(t.database.db, [libre, nueva({ movil: duena.movil })], { quien: null, cuando });
    await expect(conMovilAjeno).rejects.toSatisfy((e: unknown) => pgErrorOf(e).restriccion === 'personas_movil_uq');
    const conDocumento = crearPersonas(t.database.db, [nueva({ nro_documento: duena.nro_documento })], { quien: null, cuando });
    await expect(conDocumento).rejects.toSatisfy((e: unknown) => pgErrorOf(e).restriccion === 'personas_documento_uq');
    expect(await t.database.db.select().from(personas).where(eq(personas.nro_documento, libre.nro_documento))).toEqual([]);
  });

  it("'omitir' (the OVT sync): a mobile someone has, or an earlier row took, is left out; a registered document is not touched", async () => {
    const duena = await existente({ movil: movilNuevo(), nombres: 'DUEÑA' });
    const registrada = await existente({ nombres: 'REGISTRADA', movil: null });
    const compartido = movilNuevo();
    const filas = [
      nueva({ movil: duena.movil }),
      nueva({ movil: compartido }),
      nueva({ movil: compartido }),
      nueva({ nro_documento: registrada.nro_documento, nombres: 'OTRO NOMBRE', movil: movilNuevo() }),
      nueva({ movil: '' }),
    ];
    const creadas = await crearPersonas(t.database.db, filas, { quien: null, cuando }, { siExiste: 'omitir' });
    const porDocumento = new Map(creadas.map((c) => [c.nro_documento, c]));
    expect(creadas).toHaveLength(4);
    expect(porDocumento.get(filas[0]!.nro_documento)!.movil).toBeNull();
    expect([porDocumento.get(filas[1]!.nro_documento)!.movil, porDocumento.get(filas[2]!.nro_documento)!.movil].sort()).toEqual([compartido, null].sort());
    expect(porDocumento.has(registrada.nro_documento)).toBe(false);
    expect(porDocumento.get(filas[4]!.nro_documento)!.movil).toBeNull();
    const [antes] = await leer([registrada.id]);
    expect(antes).toMatchObject({ nombres: 'REGISTRADA', movil: null });
    const [deDuena] = await leer([duena.id]);
    expect(deDuena!.movil).toBe(duena.movil);
    // Run again: nothing new, nothing changed.
    expect(await crearPersonas(t.database.db, filas, { quien: null, cuando }, { siExiste: 'omitir' })).toEqual([]);
  });
});

describe('completarPersonas', () => {
  it('fills a missing mobile or birth date; a stored value is never replaced, and an empty one never erases', async () => {
    const sinNada = await existente({ fecha_nacimiento: null, movil: null });
    const conTodo = await existente({ movil: movilNuevo() });
    const movil = movilNuevo();
    const escritas = await completarPersonas(
      t.database.db,
      [
        { id: sinNada.id, movil, fecha_nacimiento: '1999-09-09' },
        { id: conTodo.id, movil: movilNuevo(), fecha_nacimiento: '2000-01-01' },
        { id: conTodo.id, movil: '', fecha_nacimiento: null },
      ],
      { quien: null, cuando },
    );
    expect(escritas).toEqual([sinNada.id]);
    const [a, b] = await leer([sinNada.id, conTodo.id]);
    expect(a).toMatchObject({ movil, fecha_nacimiento: '1999-09-09', _updated_at: cuando });
    expect(b).toMatchObject({ movil: conTodo.movil, fecha_nacimiento: conTodo.fecha_nacimiento, _updated_at: conTodo._updated_at });
    expect(await completarPersonas(t.database.db, [{ id: sinNada.id, movil: null, fecha_nacimiento: '   ' }], { quien: null, cuando })).toEqual([]);
  });

  it('refuses, on the unique index, a mobile another person has', async () => {
    const duena = await existente({ movil: movilNuevo() });
    const sinMovil = await existente({ movil: null });
    await expect(completarPersonas(t.database.db, [{ id: sinMovil.id, movil: duena.movil }], { quien: null, cuando })).rejects.toSatisfy((e: unknown) => pgErrorOf(e).restriccion === 'personas_movil_uq');
    expect((await leer([sinMovil.id]))[0]!.movil).toBeNull();
  });
});

describe('cambiarMovilesDeEntidad', () => {
  it("changes the mobile of the entity's own persons only; another entity's or a staff account's person keeps hers", async () => {
    const entidad = (await makeEntidad(t)).id;
    const otra = (await makeEntidad(t)).id;
    const propia = await existente({ movil: movilNuevo() });
    const deOtra = await existente({ movil: movilNuevo() });
    const igual = await existente({ movil: movilNuevo() });
    const usuario = await makeUsuario(t, 3, { id_entidad: otra });
    const { db } = t.database;
    await db.insert(trabajadores).values([propia, deOtra, igual].map((p) => ({ id_persona: p.id, id_entidad: entidad })));
    await db.insert(trabajadores).values({ id_persona: deOtra.id, id_entidad: otra });
    await db.insert(beneficiarias).values({ id_persona: usuario.id_persona!, id_persona_titular: usuario.id_persona!, id_subsidio: 1, id_entidad: entidad, estado: 'ACTIVO' });
    expect(await personasCompartidas(db, entidad, [propia.id, deOtra.id, igual.id, usuario.id_persona!])).toEqual(new Set([deOtra.id, usuario.id_persona!]));

    const nuevo = movilNuevo();
    const filas = [
      { id_persona: propia.id, movil: nuevo },
      { id_persona: deOtra.id, movil: movilNuevo() },
      { id_persona: usuario.id_persona!, movil: movilNuevo() },
      { id_persona: igual.id, movil: igual.movil },
      { id_persona: igual.id, movil: '' },
    ];
    expect(await cambiarMovilesDeEntidad(db, entidad, filas, { quien: usuario.id, cuando })).toEqual([propia.id]);
    const [a, b, c] = await leer([propia.id, deOtra.id, igual.id]);
    expect(a).toMatchObject({ movil: nuevo, _user_updated: usuario.id, _updated_at: cuando });
    expect(b!.movil).toBe(deOtra.movil);
    expect(c).toMatchObject({ movil: igual.movil, _updated_at: igual._updated_at });
  });

  it('refuses, on the unique index, a mobile another person has', async () => {
    const entidad = (await makeEntidad(t)).id;
    const duena = await existente({ movil: movilNuevo() });
    const propia = await existente({ movil: movilNuevo() });
    await t.database.db.insert(trabajadores).values({ id_persona: propia.id, id_entidad: entidad });
    await expect(cambiarMovilesDeEntidad(t.database.db, entidad, [{ id_persona: propia.id, movil: duena.movil! }], { quien: null, cuando })).rejects.toSatisfy(
      (e: unknown) => pgErrorOf(e).restriccion === 'personas_movil_uq',
    );
    expect((await leer([propia.id]))[0]!.movil).toBe(propia.movil);
  });
});
