import { TEXTOS } from '@pb/contract/mensajes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, loginAs, makeEntidad, makeUsuario } from '../../test/factories.js';
import { logs, personas } from '../../db/schema/index.js';
import { ADD, EDIT, GET, personaInput, usuarioInput } from '../usuarios/test-datos.js';
import { decidir, type DatosPersona } from './reglas.js';

/** Who may change a person (docs/decisions/011-who-changes-a-person.md). */

const ANA: DatosPersona = { fecha_nacimiento: '1991-05-17', nombres: 'ANA', primer_apellido: 'QUISPE', segundo_apellido: null, genero: 'F', nacionalidad: 'BOLIVIA', movil: '70000001', telefono: null };
const libre = { verificada: false, entidades: [] };

describe('decidir', () => {
  it('staff change any field of an unverified person, even one of several entities', () => {
    expect(decidir(null, ANA, { ...ANA, nombres: 'ANA MARÍA', movil: '71111111' }, { verificada: false, entidades: [4, 9, null] })).toEqual({ accion: 'actualizar', cambios: { nombres: 'ANA MARÍA', movil: '71111111' } });
    expect(decidir(null, ANA, ANA, libre)).toEqual({ accion: 'conservar' });
  });

  it('nobody changes the identity of a SEGIP-verified person; its contact data still changes', () => {
    expect(decidir(null, ANA, { ...ANA, fecha_nacimiento: '1991-05-18' }, { verificada: true, entidades: [] })).toEqual({ accion: 'rechazar', motivo: 'segip', campos: ['fecha_nacimiento'] });
    expect(decidir(7, ANA, { ...ANA, segundo_apellido: 'MAMANI' }, { verificada: true, entidades: [7] })).toMatchObject({ accion: 'rechazar', motivo: 'segip' });
    expect(decidir(null, ANA, { ...ANA, telefono: '2441122' }, { verificada: true, entidades: [] })).toEqual({ accion: 'actualizar', cambios: { telefono: '2441122' } });
  });

  it('a scoped caller changes a person only its own entity links', () => {
    expect(decidir(7, ANA, { ...ANA, nombres: 'ANA LUCÍA' }, { verificada: false, entidades: [7] })).toMatchObject({ accion: 'actualizar' });
    expect(decidir(7, ANA, { ...ANA, nombres: 'ANA LUCÍA' }, libre)).toMatchObject({ accion: 'actualizar' });
  });

  it('a field the caller did not send keeps what is recorded: nationality is never reset to a default', () => {
    const { nacionalidad: _, ...sinNacionalidad } = ANA;
    expect(decidir(null, { ...ANA, nacionalidad: 'OTRO' }, sinNacionalidad, libre)).toEqual({ accion: 'conservar' });
    expect(decidir(null, { ...ANA, nacionalidad: 'OTRO' }, { ...sinNacionalidad, movil: '71111111' }, libre)).toEqual({ accion: 'actualizar', cambios: { movil: '71111111' } });
  });

  it('a mobile or landline sent empty keeps what is recorded unless the user cleared it on purpose (vaciar)', () => {
    // A form that does not show the mobile, or SEGIP that does not know it, sends it empty (issue 32).
    expect(decidir(null, ANA, { ...ANA, movil: null }, libre)).toEqual({ accion: 'conservar' });
    expect(decidir(null, { ...ANA, telefono: '2441122' }, { ...ANA, movil: '', telefono: null }, libre)).toEqual({ accion: 'conservar' });
    expect(decidir(7, ANA, { ...ANA, movil: null, genero: 'M' }, { verificada: false, entidades: [7] })).toEqual({ accion: 'actualizar', cambios: { genero: 'M' } });
    // Cleared on purpose: named in vaciar.
    expect(decidir(null, ANA, { ...ANA, telefono: null, movil: null, vaciar: ['movil'] }, libre)).toEqual({ accion: 'actualizar', cambios: { movil: null } });
    expect(decidir(null, ANA, { ...ANA, movil: '', vaciar: ['movil'] }, libre)).toEqual({ accion: 'actualizar', cambios: { movil: null } });
    // vaciar with a value sent: the value wins; an identity field sent empty is still the identity sent.
    expect(decidir(null, ANA, { ...ANA, movil: '71111111', vaciar: ['movil'] }, libre)).toEqual({ accion: 'actualizar', cambios: { movil: '71111111' } });
    expect(decidir(null, ANA, { ...ANA, primer_apellido: null }, libre)).toEqual({ accion: 'actualizar', cambios: { primer_apellido: null } });
  });

  it('another entity’s person: linked as it is with the recorded identity, refused with any other', () => {
    for (const entidades of [[8], [7, 8], [null]]) {
      expect(decidir(7, ANA, { ...ANA, nombres: 'ESCRITO POR EMPLEADOR' }, { verificada: false, entidades })).toEqual({ accion: 'rechazar', motivo: 'ajena', campos: ['nombres'] });
      // Same identity, other contact data: nothing is changed, the record is linked.
      expect(decidir(7, ANA, { ...ANA, movil: '79999999', genero: 'M' }, { verificada: false, entidades })).toEqual({ accion: 'conservar' });
    }
  });
});

describe('usuarios: a person is changed only as the rules allow', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loginAs>>;
  let empleador: Awaited<ReturnType<typeof loginAs>>;
  let personaAdmin: typeof personas.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 1);
    empleador = await loginAs(t, 5);
    personaAdmin = (await t.database.db.select().from(personas).where(eq(personas.id, admin.user.id_persona!)))[0]!;
  });
  afterAll(() => t.close());

  const documentoDe = (p: typeof personas.$inferSelect) => ({ tipo_documento: p.tipo_documento, nro_documento: p.nro_documento, complemento: p.complemento });
  const leer = async (id: number) => (await t.database.db.select().from(personas).where(eq(personas.id, id)))[0]!;

  it('an employer cannot rewrite the superadmin’s person through its own user, and learns nothing about it', async () => {
    const ataque = personaInput({ ...documentoDe(personaAdmin), nombres: 'ESCRITO POR EMPLEADOR', fecha_nacimiento: '2000-01-01' });
    const res = await t.gql(empleador.token, EDIT, { id: empleador.user.id, u: { persona: ataque } });
    expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.personaAjena, extensions: { code: 'VALIDATION', campos: { 'persona.nro_documento': TEXTOS.personaAjena } } });
    expect(JSON.stringify(res)).not.toContain(personaAdmin.nombres);
    expect(await leer(personaAdmin.id)).toEqual(personaAdmin);
    const login = await t.rest('POST', '/auth', null, { usuario: admin.user.usuario, contrasena: PASSWORD });
    expect(login.json().usuario.nombres).toBe(personaAdmin.nombres);
    // usuarioAdd takes the same path.
    const alta = await t.gql(empleador.token, ADD, { u: usuarioInput({ persona: ataque }) });
    expect(alta.errors?.[0]?.message).toBe(TEXTOS.personaAjena);
    expect(await leer(personaAdmin.id)).toEqual(personaAdmin);
  });

  it('with the identity as recorded, the employer links the person and changes nothing of it', async () => {
    const otro = await makeUsuario(t, 5);
    const [p] = await t.database.db.select().from(personas).where(eq(personas.id, otro.id_persona!));
    const mismo = personaInput({ ...documentoDe(p!), fecha_nacimiento: p!.fecha_nacimiento, nombres: p!.nombres, primer_apellido: p!.primer_apellido, segundo_apellido: p!.segundo_apellido, movil: '79999999' });
    const res = await t.gql(empleador.token, ADD, { u: usuarioInput({ persona: mismo }) });
    expect(res.errors).toBeUndefined();
    expect(res.data.usuarioAdd).toMatchObject({ persona_nombres: p!.nombres, id_persona: null });
    expect(await leer(p!.id)).toEqual(p);
    expect((await t.gql(admin.token, GET, { id: res.data.usuarioAdd.id })).data.usuario.id_persona).toBe(p!.id);
  });

  it('a scoped caller never sees a person’s id', async () => {
    expect((await t.gql(empleador.token, GET, { id: empleador.user.id })).data.usuario.id_persona).toBeNull();
    const lista = await t.gql(empleador.token, `{ usuarios(limit: 100) { rows { id id_persona } } }`);
    expect(lista.data.usuarios.rows.every((r: { id_persona: unknown }) => r.id_persona === null)).toBe(true);
    expect((await t.gql(admin.token, GET, { id: empleador.user.id })).data.usuario.id_persona).toBe(empleador.user.id_persona);
  });

  it('the employer changes its own user’s person', async () => {
    const propio = await makeUsuario(t, 5, { id_entidad: empleador.user.id_entidad });
    const [p] = await t.database.db.select().from(personas).where(eq(personas.id, propio.id_persona!));
    const res = await t.gql(empleador.token, EDIT, { id: propio.id, u: { persona: personaInput({ ...documentoDe(p!), nombres: 'Nombre Corregido' }) } });
    expect(res.errors).toBeUndefined();
    expect((await leer(p!.id)).nombres).toBe('NOMBRE CORREGIDO');
  });

  it('staff change a person of another entity, and the change is audited', async () => {
    const ajeno = await makeUsuario(t, 5, { id_entidad: (await makeEntidad(t)).id });
    const [p] = await t.database.db.select().from(personas).where(eq(personas.id, ajeno.id_persona!));
    const res = await t.gql(admin.token, EDIT, { id: ajeno.id, u: { persona: personaInput({ ...documentoDe(p!), nombres: 'Corregido por el programa', movil: '70000002' }) } });
    expect(res.errors).toBeUndefined();
    expect(await leer(p!.id)).toMatchObject({ nombres: 'CORREGIDO POR EL PROGRAMA', movil: '70000002', _user_updated: admin.user.id });
    const [fila] = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'PERSONA'), eq(logs.usuario, admin.user.usuario)));
    expect(fila!.referencia).toMatch(new RegExp(`^id_persona=${p!.id} campos=.*nombres`));
  });

  it('a SEGIP-verified identity is not changed from a form, by staff either; its phone is', async () => {
    const u = await makeUsuario(t, 5);
    await t.database.db.update(personas).set({ estado_verificacion: 'VERIFICADO_SEGIP' }).where(eq(personas.id, u.id_persona!));
    const p = await leer(u.id_persona!);
    const base = { ...documentoDe(p), fecha_nacimiento: p.fecha_nacimiento, nombres: p.nombres, primer_apellido: p.primer_apellido, segundo_apellido: p.segundo_apellido };
    const res = await t.gql(admin.token, EDIT, { id: u.id, u: { persona: personaInput({ ...base, fecha_nacimiento: '1999-09-09' }) } });
    expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.personaSegip, extensions: { code: 'VALIDATION', campos: { 'persona.fecha_nacimiento': TEXTOS.personaSegip } } });
    expect(await leer(p.id)).toEqual(p);
    const ok = await t.gql(admin.token, EDIT, { id: u.id, u: { persona: personaInput({ ...base, movil: '78888888' }) } });
    expect(ok.errors).toBeUndefined();
    expect((await leer(p.id)).movil).toBe('78888888');
  });
});
