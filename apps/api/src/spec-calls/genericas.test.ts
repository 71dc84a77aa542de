import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../core/errors.js';
import { desc, eq, sql } from 'drizzle-orm';
import { GLOBAL_SCOPE_ROLES, RESPUESTAS_REST, ROLES, isoDeDiaMesAnio } from '@pb/contract';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeEntidad, makeUsuario } from '../test/factories.js';
import { rolPermitido } from '../test/permisos.js';
import { withOvt } from '../test/ovt.js';
import { alimentos, beneficiarias, entidades, gruposAlimenticios, logs, modulos, municipios, municipiosSupermercados, personas, subsidios, sucursales, usuarios } from '../db/schema/index.js';
import { CON_TRANSICION, type RecursoConTransicion } from '../modules/recursos/service.js';
import { DOCUMENTO_FECHA_DISTINTA, MATRICULAS_DEMO, MATRICULA_SEGUNDO_EMPLEADOR, NIT_DEMO, NIT_SEGUNDO_EMPLEADOR } from '@pb/demo/integrations/ovt/registro.js';
import { registroSegip } from '@pb/demo/integrations/segip/registro.js';

/**
 * Helper h2's spec calls (issue 30): the generic state change and delete of part 1 §7 (decision
 * 039), `crear_personas` and `otros/celular` as part 2 §7 answers them, and `system/menu` without
 * the token (decision 038).
 */
let t: TestApp;
let sim: Awaited<ReturnType<typeof withOvt>>;
let superadmin: { id: number; token: string };
let seq = 0;
const unico = () => `${Date.now().toString(36)}${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  sim = await withOvt(t);
  const s = await loginAs(t, ROLES.SUPERADMIN);
  superadmin = { id: s.user.id, token: s.token };
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const patch = (token: string, url: string, body: unknown) => t.rest('PATCH', url, token, body);

/** An ACTIVO record of each resource, and the entity a scoped caller must belong to to reach it. */
const crear: Record<RecursoConTransicion, () => Promise<{ id: number; idEntidad: number | null }>> = {
  usuarios: async () => ({ id: (await makeUsuario(t, ROLES.EMPLEADOR)).id, idEntidad: null }),
  entidades: async () => ({ id: (await makeEntidad(t)).id, idEntidad: null }),
  modulos: async () => {
    const [m] = await t.database.db.insert(modulos).values({ ruta: `prueba-${unico()}`, label: 'Prueba', orden: 99 }).returning();
    return { id: m!.id, idEntidad: null };
  },
  sucursales: async () => {
    const e = await makeEntidad(t, { proveedor: true });
    const [s] = await t.database.db.insert(sucursales).values({ nombre: `PUNTO ${unico()}`, id_entidad: e.id, tipo: 'PUNTO_VENTA', dpa: '020101' }).returning();
    return { id: s!.id, idEntidad: e.id };
  },
  subsidios: async () => {
    const [s] = await t.database.db.insert(subsidios).values({ nombre: `SUBSIDIO ${unico()}`, nro_total_entregas: 1, vigencia_dias: 30, estado: 'ACTIVO' }).returning();
    return { id: s!.id, idEntidad: null };
  },
  grupos: async () => {
    const [g] = await t.database.db.insert(gruposAlimenticios).values({ nombre: `GRUPO ${unico()}`, estado: 'ACTIVO' }).returning();
    return { id: g!.id, idEntidad: null };
  },
  alimentos: async () => {
    const [g] = await t.database.db.insert(gruposAlimenticios).values({ nombre: `GRUPO ${unico()}`, estado: 'ACTIVO' }).returning();
    const [a] = await t.database.db.insert(alimentos).values({ nombre: `ALIMENTO ${unico()}`, unidad: 'KG', id_grupo_alimenticio: g!.id }).returning();
    return { id: a!.id, idEntidad: null };
  },
  productos: async () => {
    const e = await makeEntidad(t, { proveedor: true });
    const [g] = await t.database.db.insert(gruposAlimenticios).values({ nombre: `GRUPO ${unico()}`, estado: 'ACTIVO' }).returning();
    const [a] = await t.database.db.insert(alimentos).values({ nombre: `PRODUCTO ${unico()}`, unidad: 'KG', id_grupo_alimenticio: g!.id, id_entidad: e.id, precio: '10.00' }).returning();
    return { id: a!.id, idEntidad: e.id };
  },
  otros: async () => ({ id: (await makeEntidad(t, { origen: 'OTRO' })).id, idEntidad: null }),
  embajadas: async () => ({ id: (await makeEntidad(t, { tipo: 'EMBAJADA' })).id, idEntidad: null }),
  municipios: async () => {
    const usados = (await t.database.db.select({ dpa: municipiosSupermercados.dpa }).from(municipiosSupermercados)).map((m) => m.dpa);
    const libre = (await t.database.db.select({ dpa: municipios.codigo_completo }).from(municipios)).find((m) => !usados.includes(m.dpa))!;
    const [m] = await t.database.db.insert(municipiosSupermercados).values({ dpa: libre.dpa, nombre: `MUNICIPIO ${unico()}` }).returning();
    return { id: m!.id, idEntidad: null };
  },
};

/** A session of the first role whose permission row has the resource's key (a provider for its products), in the record's entity when scoped. */
async function quienPuede(recurso: RecursoConTransicion, idEntidad: number | null, proveedor = false) {
  const rol = proveedor ? ROLES.PROVEEDOR : await rolPermitido(t, CON_TRANSICION[recurso].requirement);
  if (rol === null) throw new Error(`ningún rol tiene el permiso de ${recurso}`);
  return (await loginAs(t, rol, !GLOBAL_SCOPE_ROLES.has(rol) && idEntidad !== null ? { id_entidad: idEntidad } : {})).token;
}

describe('part 1 §7 PATCH {resource}/{id} (transicion activar or inactivar)', () => {
  const sinSubsidios = (Object.keys(CON_TRANSICION) as RecursoConTransicion[]).filter((r) => r !== 'subsidios');
  it.each(sinSubsidios)('part 1 §7 PATCH {resource}/{id}: %s goes INACTIVO and back to ACTIVO through its screen’s call', async (recurso) => {
    const { id, idEntidad } = await crear[recurso]();
    const token = await quienPuede(recurso, idEntidad, recurso === 'productos');
    const off = await patch(token, `/api/${recurso}/${id}`, { transicion: 'inactivar' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ mensaje: expect.any(String), datos: { id, estado: 'INACTIVO' } });
    const on = await patch(token, `/api/${recurso}/${id}`, { transicion: 'activar' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ mensaje: expect.any(String), datos: { id, estado: 'ACTIVO' } });
    // datos is the resource's own row, as the contract's schema for the route says (decision 044).
    const { schema } = RESPUESTAS_REST[`PATCH /api/${recurso}/:id`];
    for (const res of [off, on]) expect(schema.safeParse(res.json()).error?.issues ?? []).toEqual([]);
    if (['otros', 'embajadas', 'municipios'].includes(recurso)) {
      // Their own call's messages (part 2 §8), e.g. 'Embajada Activada'.
      expect([TEXTOS.entidadActivada, TEXTOS.embajadaActivada, TEXTOS.municipioActivado]).toContain(on.json().mensaje);
    } else {
      expect(off.json().mensaje).toBe(TEXTOS.registroDesactivado);
      expect(on.json().mensaje).toBe(TEXTOS.registroActivado);
    }
  });

  it('part 1 §7 PATCH {resource}/{id}: subsidios keeps subsidioEdit’s rule, no activation without a distribution', async () => {
    const { id } = await crear.subsidios();
    const token = await quienPuede('subsidios', null);
    const off = await patch(token, `/api/subsidios/${id}`, { transicion: 'inactivar' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ mensaje: TEXTOS.registroDesactivado, datos: { id, estado: 'INACTIVO' } });
    expect(RESPUESTAS_REST['PATCH /api/subsidios/:id'].schema.safeParse(off.json()).error?.issues ?? []).toEqual([]);
    const on = await patch(token, `/api/subsidios/${id}`, { transicion: 'activar' });
    expect(on.statusCode).toBe(409);
    expect(on.json().error).toBe(TEXTOS.distribucionParaActivar);
    expect((await t.database.db.select().from(subsidios).where(eq(subsidios.id, id)))[0]!.estado).toBe('INACTIVO');
  });

  it('part 1 §7 PATCH {resource}/{id}: a user can never deactivate themselves (part 1 §4), and a deactivated user’s sessions end', async () => {
    const yo = await patch(superadmin.token, `/api/usuarios/${superadmin.id}`, { transicion: 'inactivar' });
    expect(yo.statusCode).toBe(403);
    expect(yo.json().error).toBe(TEXTOS.noAutoInactivar);
    const otro = await loginAs(t, ROLES.EMPLEADOR);
    expect((await patch(superadmin.token, `/api/usuarios/${otro.user.id}`, { transicion: 'inactivar' })).statusCode).toBe(200);
    expect((await t.rest('GET', '/api/system/menu', otro.token)).statusCode).toBe(401);
  });

  it('part 1 §7 PATCH {resource}/{id}: the screen’s key and record scope (403 without it; another provider’s product is not found)', async () => {
    const { id } = await crear.usuarios();
    const cajero = await loginAs(t, ROLES.CAJERO);
    const res = await patch(cajero.token, `/api/usuarios/${id}`, { transicion: 'inactivar' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_AUTHORIZED');

    const producto = await crear.productos();
    const otroProveedor = await makeEntidad(t, { proveedor: true });
    const ajeno = await loginAs(t, ROLES.PROVEEDOR, { id_entidad: otroProveedor.id });
    const lejos = await patch(ajeno.token, `/api/productos/${producto.id}`, { transicion: 'inactivar' });
    expect(lejos.statusCode).toBe(404);
    expect((await t.database.db.select().from(alimentos).where(eq(alimentos.id, producto.id)))[0]!.estado).toBe('ACTIVO');
  });

  it('part 1 §7 PATCH {resource}/{id}: a transicion other than activar or inactivar is a Spanish 400; an unknown resource a JSON 404', async () => {
    const { id } = await crear.entidades();
    for (const body of [{ transicion: 'borrar' }, {}, { estado: 'INACTIVO' }]) {
      const res = await patch(superadmin.token, `/api/entidades/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(TEXTOS.transicionInvalida);
    }
    expect((await t.database.db.select().from(entidades).where(eq(entidades.id, id)))[0]!.estado).toBe('ACTIVO');
    const desconocido = await patch(superadmin.token, `/api/planetas/${id}`, { transicion: 'activar' });
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.json()).toEqual(restError(MENSAJES.noEncontrado, 'NOT_FOUND'));
  });
});

describe('part 1 §7 DELETE resource by id', () => {
  it('part 1 §7 DELETE resource by id: usuarios, as usuarioDelete ({ deleted: true }; never oneself)', async () => {
    const u = await makeUsuario(t, ROLES.EMPLEADOR);
    const res = await t.rest('DELETE', `/api/usuarios/${u.id}`, superadmin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(await t.database.db.select().from(usuarios).where(eq(usuarios.id, u.id))).toEqual([]);
    const yo = await t.rest('DELETE', `/api/usuarios/${superadmin.id}`, superadmin.token);
    expect(yo.statusCode).toBe(403);
    expect(yo.json().error).toBe(TEXTOS.noAutoEliminar);
    expect((await t.rest('DELETE', `/api/usuarios/${u.id}`, superadmin.token)).statusCode).toBe(404);
  });

  it('part 1 §7 DELETE resource by id: modulos, as moduloDelete (a system module stays)', async () => {
    const { id } = await crear.modulos();
    const res = await t.rest('DELETE', `/api/modulos/${id}`, superadmin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const [sistema] = await t.database.db.select().from(modulos).where(eq(modulos.ruta, 'usuarios'));
    const no = await t.rest('DELETE', `/api/modulos/${sistema!.id}`, superadmin.token);
    expect(no.statusCode).toBe(409);
    expect(no.json().error).toBe(TEXTOS.moduloSistema);
    const cajero = await loginAs(t, ROLES.CAJERO);
    expect((await t.rest('DELETE', `/api/modulos/${sistema!.id}`, cajero.token)).statusCode).toBe(403);
  });
});

describe('part 2 §7 POST v1/beneficiarias/crear_personas', () => {
  const empleador = async (nit: string, matriculas: string[]) => {
    const e = await makeEntidad(t, { nit, matricula_comercio: matriculas[0], matriculas_comercio: matriculas, tipo: 'PRIVADA', origen: 'OVT' });
    return { id: e.id, token: (await loginAs(t, ROLES.EMPLEADOR, { id_entidad: e.id })).token };
  };
  const sincronizar = (quien: { id: number; token: string }) => t.rest('POST', '/api/v1/beneficiarias/crear_personas', quien.token, { id_usuario: 1, id_entidad: quien.id });

  it('part 2 §7 POST v1/beneficiarias/crear_personas: response string when every worker came in', async () => {
    const res = await sincronizar(await empleador(NIT_SEGUNDO_EMPLEADOR, [MATRICULA_SEGUNDO_EMPLEADOR]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof res.json()).toBe('string');
    expect(res.json()).toMatch(/^Se sincronizaron \d+ trabajadores con el OVT\.$/);
  });

  it('part 2 §7 POST v1/beneficiarias/crear_personas: response list of document errors (document number and message)', async () => {
    const segip = registroSegip().find((p) => p.NumeroDocumento === DOCUMENTO_FECHA_DISTINTA)!;
    await t.database.db.insert(personas).values({ nro_documento: segip.NumeroDocumento, complemento: segip.Complemento || null, nombres: segip.Nombres, fecha_nacimiento: isoDeDiaMesAnio(segip.FechaNacimiento) });
    const res = await sincronizar(await empleador(NIT_DEMO, [...MATRICULAS_DEMO]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        ci: segip.Complemento ? `${segip.NumeroDocumento}-${segip.Complemento}` : segip.NumeroDocumento,
        ...aviso(MENSAJES.csvFechaNoCoincide),
        fecha_nac_sistema: segip.FechaNacimiento,
        fecha_nac_ovt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      },
    ]);
  });
});

describe('part 2 §7 PATCH v1/otros/celular/{personaId}/{movil}', () => {
  let movil = 71_990_000;
  const nuevoMovil = () => String(++movil);
  async function trabajador() {
    const e = await makeEntidad(t);
    const [s] = await t.database.db.insert(sucursales).values({ nombre: 'CASA MATRIZ', id_entidad: e.id, tipo: 'SUCURSAL', dpa: '020101' }).returning();
    const [p] = await t.database.db.insert(personas).values({ nro_documento: `9${String(++seq).padStart(8, '0')}`, nombres: 'TRABAJADORA', primer_apellido: 'QUISPE', movil: nuevoMovil() }).returning();
    await t.database.db.insert(beneficiarias).values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: 1, id_entidad: e.id, id_sucursal: s!.id, estado: 'ACTIVO' });
    return { persona: p!, token: (await loginAs(t, ROLES.EMPLEADOR, { id_entidad: e.id })).token };
  }

  it('part 2 §7 PATCH v1/otros/celular/{personaId}/{movil}: response existe false when the number is changed', async () => {
    const w = await trabajador();
    const nuevo = nuevoMovil();
    const res = await patch(w.token, `/api/v1/otros/celular/${w.persona.id}/${nuevo}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ existe: false, ...aviso(MENSAJES.celularActualizado) });
    expect((await t.database.db.select().from(personas).where(eq(personas.id, w.persona.id)))[0]!.movil).toBe(nuevo);
  });

  it('part 2 §7 PATCH v1/otros/celular/{personaId}/{movil}: response existe true when another person has the number, nothing changed', async () => {
    const w = await trabajador();
    const otra = await trabajador();
    const res = await patch(w.token, `/api/v1/otros/celular/${w.persona.id}/${otra.persona.movil}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ existe: true, ...aviso(MENSAJES.celularRegistrado, 'warning'), campos: { movil: TEXTOS.celularRegistrado }, clavesCampos: { movil: MENSAJES.celularRegistrado } });
    expect((await t.database.db.select().from(personas).where(eq(personas.id, w.persona.id)))[0]!.movil).toBe(w.persona.movil);
  });

  it('part 2 §7 PATCH v1/otros/celular/{personaId}/{movil}: response list with type \'unique violation\' when another request takes the number first', async () => {
    const w = await trabajador();
    const nuevo = nuevoMovil();
    // The rival request, played by the database: the moment the person's row is written, another
    // person takes the number, after the check passed. The unique index refuses the write.
    await t.database.db.execute(sql`create function h2_rival() returns trigger language plpgsql as $$
      begin
        if new.movil is distinct from old.movil then
          insert into personas (nro_documento, nombres, movil) values ('RIVAL' || new.id, 'RIVAL', new.movil);
        end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`create trigger h2_rival before update on personas for each row execute function h2_rival()`);
    try {
      const res = await patch(w.token, `/api/v1/otros/celular/${w.persona.id}/${nuevo}`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([{ type: 'unique violation', path: 'movil', value: nuevo, ...aviso(MENSAJES.celularRegistrado, 'message') }]);
    } finally {
      await t.database.db.execute(sql`drop trigger h2_rival on personas`);
      await t.database.db.execute(sql`drop function h2_rival()`);
    }
    // Only the savepoint was undone: the person keeps her number, the rival's row went with it, the call is audited.
    expect((await t.database.db.select().from(personas).where(eq(personas.id, w.persona.id)))[0]!.movil).toBe(w.persona.movil);
    expect(await t.database.db.select().from(personas).where(eq(personas.movil, nuevo))).toEqual([]);
    const [ultimo] = await t.database.db.select().from(logs).orderBy(desc(logs.id)).limit(1);
    expect(ultimo!.mensaje).toBe('PATCH /api/v1/otros/celular/:personaId/:movil');
  });
});

describe('part 1 §7 GET system/menu', () => {
  it('part 1 §7 GET system/menu: response menu and permisos; the token is not handed out again (decision 038)', async () => {
    const res = await t.rest('GET', '/api/system/menu', superadmin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['menu', 'permisos']);
    expect(body.menu.length).toBeGreaterThan(0);
    expect(body.permisos['usuarios:read']).toBe(true);
    expect(res.body).not.toContain(superadmin.token);
  });
});
