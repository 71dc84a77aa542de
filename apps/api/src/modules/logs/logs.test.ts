import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { logs, logsConteo } from '../../db/schema/index.js';
import { writeAudit } from './audit.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

const LIST = `query ($limit: Int, $page: Int, $order: String, $nivel: String, $tipo: String, $usuario: String, $mensaje: String, $fecha_desde: String, $fecha_hasta: String) {
  logs(limit: $limit, page: $page, order: $order, nivel: $nivel, tipo: $tipo, usuario: $usuario, mensaje: $mensaje, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta) {
    count rows { id nivel tipo mensaje referencia ip fecha usuario }
  }
}`;
const CADENA = `{ logsCadena { intacta total primer_error_id } }`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 1);
});
afterAll(() => t.close());

const escribir = (fecha: string, values: Partial<Parameters<typeof writeAudit>[1]> = {}) =>
  writeAudit(t.database.db, { nivel: 'INFO', tipo: 'PRUEBA', mensaje: 'evento de prueba', usuario: 'auditor', fecha: new Date(fecha), ...values });

describe('lista de logs', () => {
  beforeAll(async () => {
    await escribir('2026-11-20T15:00:00Z', { mensaje: 'Primero del día 20' });
    await escribir('2026-11-23T03:30:00Z', { mensaje: 'Noche boliviana del 22', nivel: 'ADVERTENCIA' });
    await escribir('2026-11-23T04:30:00Z', { mensaje: 'Madrugada boliviana del 23', usuario: 'otro_auditor' });
    for (let i = 0; i < 12; i++) await escribir(`2026-10-01T12:${String(i).padStart(2, '0')}:00Z`, { tipo: 'PRUEBA_LOTE', mensaje: `lote ${i}` });
  });

  it('ordena por -fecha por omisión y devuelve fechas ISO', async () => {
    const res = await t.gql(admin.token, LIST, { tipo: 'PRUEBA', limit: 3 });
    expect(res.data.logs.count).toBe(3);
    expect(res.data.logs.rows.map((r: { mensaje: string }) => r.mensaje)).toEqual(['Madrugada boliviana del 23', 'Noche boliviana del 22', 'Primero del día 20']);
    expect(res.data.logs.rows[0].fecha).toBe('2026-11-23T04:30:00.000Z');
  });

  it('pagina y ordena por fecha ascendente', async () => {
    const res = await t.gql(admin.token, LIST, { tipo: 'PRUEBA_LOTE', limit: 5, page: 3, order: 'fecha' });
    expect(res.data.logs.count).toBe(12);
    expect(res.data.logs.rows.map((r: { mensaje: string }) => r.mensaje)).toEqual(['lote 10', 'lote 11']);
  });

  it('filtra por nivel, usuario y mensaje parciales', async () => {
    expect((await t.gql(admin.token, LIST, { nivel: 'ADVERTENCIA', tipo: 'PRUEBA' })).data.logs.count).toBe(1);
    expect((await t.gql(admin.token, LIST, { usuario: 'OTRO_AUD' })).data.logs.rows.map((r: { usuario: string }) => r.usuario)).toEqual(['otro_auditor']);
    expect((await t.gql(admin.token, LIST, { mensaje: 'BOLIVIANA' })).data.logs.count).toBe(2);
  });

  it('el mensaje se busca por sus palabras y encuentra lo mismo que «contiene»', async () => {
    const mensajes = ['Alta del registro 4242 de Peña', 'registro 42421 anulado', 'xregistro 4242y', 'REGISTRO-4242', 'registro  4242', 'Núñez pagó 4242,50 Bs', 'el registro 4242 fue revisado', `clave ${'a'.repeat(150)}b fin`];
    for (const mensaje of mensajes) await escribir('2026-09-01T12:00:00Z', { tipo: 'PRUEBA_PALABRAS', mensaje });
    const textos = ['registro 4242', 'registro 424', 'gistro 4242', 'REGISTRO 4242.', ' 4242', '4242', 'pena', 'Peña', 'nunez pago 4242', 'registro 4242 fue', '-4242', 'o 4242', `clave ${'a'.repeat(90)}`, `${'a'.repeat(80)}b fin`, 'registro 4242 de peña x'];
    for (const texto of textos) {
      const contiene = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from logs where tipo = 'PRUEBA_PALABRAS' and sin_acentos(mensaje) like sin_acentos(${`%${texto.trim()}%`})`);
      const lista = await t.gql(admin.token, LIST, { tipo: 'PRUEBA_PALABRAS', mensaje: texto, limit: 25 });
      expect({ texto, n: lista.data.logs.count }).toEqual({ texto, n: Number(contiene.rows[0]!.n) });
      expect(lista.data.logs.rows).toHaveLength(lista.data.logs.count);
    }
    // The words narrow the rows: a typed text that tells one finds it through the index's function.
    const q = await t.database.db.execute<{ q: string | null; r: string | null }>(sql`select palabras_consulta('registro 4242')::text as q, palabras_consulta('registro')::text as r`);
    expect(q.rows[0]).toEqual({ q: "'4242':*", r: null });
  });

  it('buscado por sus palabras, el mensaje se lista del más nuevo al más antiguo, o al revés si se pide', async () => {
    for (const [fecha, mensaje] of [['2026-08-03T10:00:00Z', 'orden registro 7373 tercero'], ['2026-08-01T10:00:00Z', 'orden registro 7373 primero'], ['2026-08-02T10:00:00Z', 'orden registro 7373 segundo']])
      await escribir(fecha!, { tipo: 'PRUEBA_ORDEN', mensaje });
    const mensajes = async (order?: string) =>
      (await t.gql(admin.token, LIST, { tipo: 'PRUEBA_ORDEN', mensaje: 'registro 7373', order })).data.logs.rows.map((r: { mensaje: string }) => r.mensaje.split(' ').at(-1));
    expect(await mensajes()).toEqual(['tercero', 'segundo', 'primero']);
    expect(await mensajes('fecha')).toEqual(['primero', 'segundo', 'tercero']);
  });

  it('las fechas de un día se leen en hora de Bolivia (UTC-4)', async () => {
    const dia22 = await t.gql(admin.token, LIST, { tipo: 'PRUEBA', fecha_desde: '2026-11-22', fecha_hasta: '2026-11-22' });
    expect(dia22.data.logs.rows.map((r: { mensaje: string }) => r.mensaje)).toEqual(['Noche boliviana del 22']);
    const desde23 = await t.gql(admin.token, LIST, { tipo: 'PRUEBA', fecha_desde: '2026-11-23' });
    expect(desde23.data.logs.rows.map((r: { mensaje: string }) => r.mensaje)).toEqual(['Madrugada boliviana del 23']);
    const instante = await t.gql(admin.token, LIST, { tipo: 'PRUEBA', fecha_hasta: '2026-11-20T15:00:00Z' });
    expect(instante.data.logs.count).toBe(1);
  });

  it('la cuenta, leída de logs_conteo o contando filas, es la de las filas que el filtro deja', async () => {
    // Every filter shape: none, nivel, tipo, whole Bolivian days (from the counters) and a time of day or a text (counted).
    const filtros: Array<Record<string, string>> = [
      {},
      { nivel: 'ADVERTENCIA' },
      { tipo: 'PRUEBA_LOTE' },
      { tipo: 'PRUEBA', fecha_desde: '2026-11-22', fecha_hasta: '2026-11-22' },
      { tipo: 'PRUEBA', fecha_desde: '2026-11-20' },
      { tipo: 'PRUEBA_LOTE', fecha_hasta: '2026-10-01' },
      { tipo: 'PRUEBA', fecha_desde: '2026-11-22 23:00', fecha_hasta: '2026-11-23 01:00' },
      { mensaje: 'lote', fecha_desde: '2026-10-01' },
    ];
    const contar = async (f: Record<string, string>) => (await t.gql(admin.token, LIST, { ...f, limit: 1 })).data.logs.count as number;
    const cuentas = await Promise.all(filtros.map(contar));
    const [todas] = await t.database.db.select({ n: count() }).from(logs);
    const [advertencias] = await t.database.db.select({ n: count() }).from(logs).where(eq(logs.nivel, 'ADVERTENCIA'));
    expect(cuentas).toEqual([todas!.n, advertencias!.n, 12, 1, 3, 12, 2, 12]);
    // A deleted row (a purge) leaves the counters true as well; rolled back, so the chain stays whole for the tests below.
    let trasBorrar = 0;
    await t.database.db
      .transaction(async (tx) => {
        await tx.delete(logs).where(eq(logs.mensaje, 'lote 0'));
        const [r] = await tx.select({ n: sql<string>`sum(${logsConteo.n})` }).from(logsConteo).where(eq(logsConteo.tipo, 'PRUEBA_LOTE'));
        trasBorrar = Number(r!.n);
        tx.rollback();
      })
      .catch((err: unknown) => (err instanceof Error && err.message === 'Rollback' ? undefined : Promise.reject(err)));
    expect(trasBorrar).toBe(11);
    const [despues] = await t.database.db.select({ n: sql<string>`sum(${logsConteo.n})` }).from(logsConteo).where(eq(logsConteo.tipo, 'PRUEBA_LOTE'));
    expect(Number(despues!.n)).toBe(12);
  });

  it('filtros inválidos son VALIDATION en español', async () => {
    const fecha = await t.gql(admin.token, LIST, { fecha_desde: 'ayer' });
    expect(fecha.errors?.[0]).toMatchObject({ message: 'Fecha desde: El valor es inválido', extensions: { code: 'VALIDATION' } });
    expect((await t.gql(admin.token, LIST, { nivel: 'DEBUG' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(admin.token, LIST, { order: '-hash' })).errors?.[0]?.message).toBe('Orden: El valor es inválido');
  });

  it('el rol de consulta lee los logs; el empleador no', async () => {
    const consulta = await loginAs(t, 10);
    expect((await t.gql(consulta.token, LIST, { limit: 1 })).errors).toBeUndefined();
    const empleador = await loginAs(t, 5);
    expect((await t.gql(empleador.token, CADENA)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });
});

describe('auditoría de las mutaciones y cadena de hashes', () => {
  it('cada mutación escribe un log MUTACION y la cadena sigue íntegra', async () => {
    const u = (await t.gql(admin.token, `mutation ($u: UsuarioAddInput!) { usuarioAdd(usuario: $u) { id } }`, {
      u: { usuario: 'auditado1', contrasena: 'Segura.2026', email: 'auditado1@example.bo', id_rol: 5, id_entidad: (await makeEntidad(t)).id, persona: { tipo_documento: 'CI', nro_documento: '5550001', fecha_nacimiento: '1980-01-01', nombres: 'Luis', nacionalidad: 'BOLIVIA', genero: 'M' } },
    })).data.usuarioAdd;
    await t.gql(admin.token, `mutation { usuarioEdit(id: ${u.id}, usuario: { cargo: "Jefe" }) { id } }`);
    await t.gql(admin.token, `mutation { usuarioDelete(id: ${u.id}) { deleted } }`);
    const m = (await t.gql(admin.token, `mutation { moduloAdd(modulo: { ruta: "auditado", label: "Auditado", orden: "1" }) { id } }`)).data.moduloAdd;
    await t.gql(admin.token, `mutation { moduloEdit(id: ${m.id}, modulo: { visible: false }) { id } }`);
    const p = (await t.gql(admin.token, `{ permisos(id_modulo: ${m.id}) { rows { id } } }`)).data.permisos.rows[1];
    await t.gql(admin.token, `mutation { permisoEdit(id: ${p.id}, permiso: { read: true }) { id } }`);
    await t.gql(admin.token, `mutation { moduloDelete(id: ${m.id}) { deleted } }`);

    const res = await t.gql(admin.token, LIST, { tipo: 'MUTACION', usuario: admin.user.usuario, order: 'id', limit: 20 });
    expect(res.data.logs.rows.map((r: { mensaje: string; referencia: string }) => `${r.mensaje} ${r.referencia}`)).toEqual([
      `usuarioAdd {"id":"${u.id}","nombre":"auditado1","campos":["contrasena","email","id_entidad","id_rol","persona","usuario"]}`,
      `usuarioEdit {"id":"${u.id}","nombre":"auditado1","campos":["cargo"]}`,
      `usuarioDelete {"id":"${u.id}"}`,
      `moduloAdd {"id":"${m.id}","nombre":"Auditado","campos":["label","orden","ruta"]}`,
      `moduloEdit {"id":"${m.id}","nombre":"Auditado","campos":["visible"]}`,
      `permisoEdit {"id":"${p.id}","campos":["read"]}`,
      `moduloDelete {"id":"${m.id}"}`,
    ]);
    const [total] = await t.database.db.select({ n: count() }).from(logs);
    expect((await t.gql(admin.token, CADENA)).data.logsCadena).toEqual({ intacta: true, total: total!.n, primer_error_id: null });
  });

  it('alterar en SQL una fila escrita después de la última verificación rompe la cadena en esa fila', async () => {
    await t.gql(admin.token, `mutation { moduloAdd(modulo: { ruta: "posterior", label: "Posterior", orden: "2" }) { id } }`);
    const [fila] = await t.database.db.select({ id: logs.id }).from(logs).where(eq(logs.mensaje, 'moduloAdd')).orderBy(desc(logs.id)).limit(1);
    await t.database.db.execute(sql`update logs set mensaje = 'nada que ver' where id = ${fila!.id}`);
    expect((await t.gql(admin.token, CADENA)).data.logsCadena).toMatchObject({ intacta: false, primer_error_id: String(fila!.id) });
  });
});
