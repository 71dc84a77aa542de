import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeEntidad, makeUsuario } from '../test/factories.js';
import { entidades, logs, nombreCompletoDe, personas, usuarios } from '../db/schema/index.js';
import { containsText } from './sql.js';

/**
 * Text filters ignore accents and case on both sides, on whichever database the tests run
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL), and the large lists' filters can use their index.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
});
afterAll(() => t.close());

const ENTIDADES = `query($nombre: String, $sigla: String) { entidades(nombre: $nombre, sigla: $sigla, estado: "TODOS", limit: 50) { count rows { nombre } } }`;
const USUARIOS = `query($nombre_completo: String) { usuarios(nombre_completo: $nombre_completo, estado: "TODOS", limit: 50) { count rows { usuario } } }`;

async function nombresDeEntidades(filtro: { nombre?: string; sigla?: string }): Promise<string[]> {
  const res = await t.gql(admin, ENTIDADES, filtro);
  expect(res.errors).toBeUndefined();
  return res.data.entidades.rows.map((r: { nombre: string }) => r.nombre).sort();
}

describe('text filters', () => {
  it('sin_acentos folds accents, ñ, the combining accents of decomposed text, and case', async () => {
    const res = await t.database.db.execute<{ r: string }>(sql`select sin_acentos(${'ÁÉÍÓÚÜÑ àèìòù âêîôû äëïö Ç ñandú ' + 'Pan\u0303a\u0301'}) as r`);
    expect(res.rows[0]!.r).toBe('aeiouun aeiou aeiou aeio c nandu pana');
  });

  it('the entities list finds a name typed with or without its accents, in any case', async () => {
    await makeEntidad(t, { nombre: 'Gobierno Autónomo Departamental de Pando', sigla: 'GADP' });
    await makeEntidad(t, { nombre: 'Cooperativa Minera Potosí', sigla: 'COMIPÓ' });
    await makeEntidad(t, { nombre: 'Panadería La Paz', sigla: 'PLP' });

    expect(await nombresDeEntidades({ nombre: 'Pando' })).toEqual(['Gobierno Autónomo Departamental de Pando']);
    expect(await nombresDeEntidades({ nombre: 'pandó' })).toEqual(['Gobierno Autónomo Departamental de Pando']);
    expect(await nombresDeEntidades({ nombre: 'Potosi' })).toEqual(['Cooperativa Minera Potosí']);
    expect(await nombresDeEntidades({ nombre: 'POTOSÍ' })).toEqual(['Cooperativa Minera Potosí']);
    expect(await nombresDeEntidades({ nombre: 'autonomo departamental' })).toEqual(['Gobierno Autónomo Departamental de Pando']);
    expect(await nombresDeEntidades({ nombre: 'PANADERIA' })).toEqual(['Panadería La Paz']);
    expect(await nombresDeEntidades({ sigla: 'comipo' })).toEqual(['Cooperativa Minera Potosí']);
  });

  it("a '%', '_' or '\\' typed by the user matches only itself", async () => {
    await makeEntidad(t, { nombre: 'Descuento 100% Orureño' });
    await makeEntidad(t, { nombre: 'Ruta_Norte Beni' });
    await makeEntidad(t, { nombre: 'Ruta Norte Beni' });
    await makeEntidad(t, { nombre: 'Almacén C:\\Sucre' });

    expect(await nombresDeEntidades({ nombre: '100%' })).toEqual(['Descuento 100% Orureño']);
    expect(await nombresDeEntidades({ nombre: '%' })).toEqual(['Descuento 100% Orureño']);
    expect(await nombresDeEntidades({ nombre: 'o%o' })).toEqual([]);
    expect(await nombresDeEntidades({ nombre: 'ruta_norte' })).toEqual(['Ruta_Norte Beni']);
    expect(await nombresDeEntidades({ nombre: 'c:\\sucre' })).toEqual(['Almacén C:\\Sucre']);
  });

  it('the users list finds a full name whatever its ñ and accents; ñ folds to n both ways', async () => {
    const [persona] = await t.database.db.insert(personas).values({ nro_documento: '8800123', nombres: 'María José', primer_apellido: 'Peña', segundo_apellido: 'NÚÑEZ' }).returning();
    const usuario = await makeUsuario(t, 5, { id_persona: persona!.id });
    const [sinSegundo] = await t.database.db.insert(personas).values({ nro_documento: '8800124', nombres: 'Iván', segundo_apellido: 'Peña' }).returning();
    const otro = await makeUsuario(t, 5, { id_persona: sinSegundo!.id });

    const usuariosCon = async (nombre_completo: string) => {
      const res = await t.gql(admin, USUARIOS, { nombre_completo });
      expect(res.errors).toBeUndefined();
      return res.data.usuarios.rows.map((r: { usuario: string }) => r.usuario).sort();
    };
    expect(await usuariosCon('maria jose pena nunez')).toEqual([usuario.usuario]);
    expect(await usuariosCon('MARÍA JOSÉ PEÑA NÚÑEZ')).toEqual([usuario.usuario]);
    expect(await usuariosCon('peña')).toEqual([usuario.usuario, otro.usuario].sort());
    expect(await usuariosCon('Pena')).toEqual([usuario.usuario, otro.usuario].sort());
    // A missing first surname leaves one space between the names, as the list shows them.
    expect(await usuariosCon('ivan pena')).toEqual([otro.usuario]);
  });

  it('the filters of the large lists can use their trigram index', async () => {
    const consultas: Array<[string, SQL]> = [
      ['entidades_nombre_busqueda_idx', t.database.db.select({ id: entidades.id }).from(entidades).where(containsText(entidades.nombre, 'pandó')).getSQL()],
      ['entidades_sigla_busqueda_idx', t.database.db.select({ id: entidades.id }).from(entidades).where(containsText(entidades.sigla, 'gadp')).getSQL()],
      ['personas_nombre_completo_busqueda_idx', t.database.db.select({ id: personas.id }).from(personas).where(containsText(nombreCompletoDe(personas), 'peña núñez')).getSQL()],
      ['usuarios_usuario_busqueda_idx', t.database.db.select({ id: usuarios.id }).from(usuarios).where(containsText(usuarios.usuario, 'admin')).getSQL()],
      ['logs_mensaje_busqueda_idx', t.database.db.select({ id: logs.id }).from(logs).where(containsText(logs.mensaje, 'sesión iniciada')).getSQL()],
    ];
    for (const [indice, consulta] of consultas) {
      // The test tables are tiny, so a sequential scan would win; forbidding it shows the index matches.
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const res = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${consulta}`);
        return res.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, indice).toContain(indice);
    }
  });
});
