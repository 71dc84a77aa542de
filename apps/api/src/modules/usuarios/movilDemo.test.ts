import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { withSegip } from '../../test/segip.js';
import { logs, personas } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { ADD, usuarioInput } from './test-datos.js';

/**
 * Issue 32 as the admin saw it: Usuarios → Agregar, document 1000152 complement 1A (CARMEN, a worker
 * of two employers), born 18/08/1966, "Buscar en SEGIP", save. SEGIP knows no mobile, so the form
 * sends none: CARMEN keeps the mobile her employers see, and nothing is audited as changed.
 */

let t: TestApp;
let sim: { close: () => Promise<void> };
let admin: string;
let idEntidad: number;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  sim = await withSegip(t);
  const login = await t.rest('POST', '/auth', null, { usuario: 'admin', contrasena: DEMO_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  admin = login.json().token;
  idEntidad = login.json().usuario.id_entidad;
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

describe('a user saved for a registered person with SEGIP’s data (issue 32)', () => {
  it('keeps CARMEN’s mobile and writes no campos=movil', async () => {
    const [carmen] = await t.database.db.select().from(personas).where(and(eq(personas.nro_documento, '1000152'), eq(personas.complemento, '1A')));
    expect(carmen?.movil).toBe('62718281');
    const segip = await t.rest('GET', '/api/system/persona-segip/1000152-1A?fechaNacimiento=18/08/1966', admin);
    expect(segip.statusCode, segip.body).toBe(200);
    const s = segip.json().persona;
    // What the form sends after "Buscar en SEGIP": SEGIP's identity, the mobile and landline left empty.
    const persona = { tipo_documento: 'CI', nro_documento: '1000152', complemento: '1A', fecha_nacimiento: s.fecha_nacimiento, nombres: s.nombres, primer_apellido: s.paterno, segundo_apellido: s.materno, nacionalidad: s.nacionalidad ?? 'BOLIVIA', genero: s.genero, movil: null, telefono: null };
    const res = await t.gql(admin, ADD, { u: usuarioInput({ id_rol: 3, id_entidad: idEntidad, persona }) });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.usuarioAdd).toMatchObject({ id_persona: carmen!.id, persona_movil: '62718281' });
    const [despues] = await t.database.db.select().from(personas).where(eq(personas.id, carmen!.id));
    expect(despues!.movil).toBe('62718281');
    const auditoria = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'PERSONA'), like(logs.referencia, `id_persona=${carmen!.id} %`)));
    expect(auditoria.map((l) => l.referencia).filter((r) => r?.includes('movil'))).toEqual([]);
  });
});
