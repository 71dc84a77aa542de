import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { COLUMNAS_BENEFICIARIAS_CSV, ID_SUBSIDIO_BONO, isoDeDiaMesAnio, type FilaBeneficiariaCsv } from '@pb/contract';
import { MENSAJES, TEXTOS, aviso, texto, type Mensaje } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { withSegip } from '../../test/segip.js';
import { beneficiariaEstados, beneficiarias, logs, personas, planillaDetalle, planillas as tablaPlanillas, subsidios, sucursales, trabajadores } from '../../db/schema/index.js';
import { registroSegip } from '@pb/demo/integrations/segip/registro.js';

let t: TestApp;
let sim: { close(): Promise<void> };
let empleador: { token: string; id: number };
let otroEmpleador: string;
let proveedor: string;
let operador: string;
let entidad: number;
let otraEntidad: number;
let sucursal: number;
let ids: Record<string, number>;

/** A refused row as an upload answers it (decision 075): each column's Spanish text, and its message by key. */
const filaRechazada = (nro_registro: number, claves: Record<string, Mensaje>) => ({ nro_registro, errores: Object.fromEntries(Object.entries(claves).map(([columna, m]) => [columna, texto(m)])), claves });

// People SEGIP knows and the system does not, to be registered as another person's beneficiary.
const segip = registroSegip().filter((p) => !p.Complemento && p.PrimerApellido && p.SegundoApellido);
const [nuevaA, nuevaB, nuevaC, nuevaD, nuevaE] = segip.slice(60, 65);

interface Trabajador {
  doc: string;
  complemento?: string;
  movil?: string;
  fecha?: string;
}

/** Workers of an entity at one of its branches (each, as the OVT sync leaves it, a bonus beneficiary too). */
async function sembrar(idEntidad: number, lista: Trabajador[]) {
  const { db } = t.database;
  const [suc] = await db.insert(sucursales).values({ nombre: `PLANTA ${idEntidad}`, id_entidad: idEntidad, tipo: 'SUCURSAL' }).returning();
  const ps = await db
    .insert(personas)
    .values(lista.map((w) => ({ nro_documento: w.doc, complemento: w.complemento ?? null, nombres: `TITULAR ${w.doc}`, primer_apellido: 'QUISPE', fecha_nacimiento: w.fecha ?? '1990-01-05', movil: w.movil ?? null })))
    .returning({ id: personas.id });
  await db.insert(trabajadores).values(ps.map((p) => ({ id_persona: p.id, id_entidad: idEntidad, id_sucursal: suc!.id, nro_seguro: 'NS-1' })));
  await db.insert(beneficiarias).values(ps.map((p) => ({ id_persona: p.id, id_persona_titular: p.id, id_subsidio: 1, id_entidad: idEntidad, id_sucursal: suc!.id })));
  return suc!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  sim = await withSegip(t);
  entidad = (await makeEntidad(t)).id;
  otraEntidad = (await makeEntidad(t)).id;
  const e = await loginAs(t, 5, { id_entidad: entidad });
  empleador = { token: e.token, id: e.user.id };
  otroEmpleador = (await loginAs(t, 5, { id_entidad: otraEntidad })).token;
  proveedor = (await loginAs(t, 4)).token;
  operador = (await loginAs(t, 3)).token;
  sucursal = await sembrar(entidad, [
    { doc: '5300001', movil: '70000001' },
    { doc: '5300002' },
    { doc: '5300003', complemento: '1A' },
    { doc: '5300004' },
    { doc: '5300005' },
    { doc: '5300006' },
  ]);
  await sembrar(otraEntidad, [{ doc: '5400001' }]);
  // A person the system already knows (not a worker), born 2020-02-02.
  await t.database.db.insert(personas).values({ nro_documento: '5500001', nombres: 'CONOCIDA', primer_apellido: 'MAMANI', fecha_nacimiento: '2020-02-02' });
  await t.database.db.insert(subsidios).values({ nombre: 'SUBSIDIO DE PRUEBA CREADO', tipo: 'SUBSIDIO', nro_total_entregas: 3, vigencia_dias: 30, estado: 'CREADO' });
  ids = Object.fromEntries((await t.database.db.select().from(subsidios)).map((s) => [s.nombre, s.id]));
}, 60_000);
afterAll(async () => {
  await sim.close();
  await t.close();
});

const utf8 = (s: string) => Buffer.from(s, 'utf8');
const conBom = (s: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(s)]);
/** Windows-1252 bytes of a Latin-1 text. */
const cp1252 = (s: string) => Buffer.from([...s].map((c) => c.charCodeAt(0)));
const CABECERA = COLUMNAS_BENEFICIARIAS_CSV.join(';');

function subir(token: string, nombre: string, contenido: Buffer, { campo = 'archivo', query = '' } = {}) {
  const limite = 'pbLimite9Zr';
  const cabeza = utf8(`--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nombre}"\r\nContent-Type: text/csv\r\n\r\n`);
  const payload = Buffer.concat([cabeza, contenido, utf8(`\r\n--${limite}--\r\n`)]);
  return t.app.inject({ method: 'POST', url: `/api/v1/beneficiarias/csv_beneficiarias${query}`, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
}
const crear = (token: string, body: unknown) => t.rest('POST', '/api/v1/beneficiarias/crear_beneficiarias', token, body);

/** Uploads a file (rows under the template's header) that must be refused, and checks it changed nothing. */
async function rechazada(contenido: string | Buffer, nombre = 'beneficiarias.csv') {
  const antes = await huellaDeDatos(t);
  const res = await subir(empleador.token, nombre, typeof contenido === 'string' ? utf8(contenido) : contenido);
  expect(await huellaDeDatos(t)).toEqual(antes);
  return res;
}

/** A template row: titular, beneficiary (and birth date), subsidy, start; the rest by column name. */
function fila(titular: string, beneficiaria: string, nacimiento: string, subsidio: string, extra: Partial<Record<(typeof COLUMNAS_BENEFICIARIAS_CSV)[number], string>> = {}) {
  const celdas: Record<string, string> = { nro_documento_titular: titular, nro_documento_beneficiaria: beneficiaria, fecha_nacimiento_beneficiaria: nacimiento, subsidio, fecha_inicio: '01/12/2026', ...extra };
  return COLUMNAS_BENEFICIARIAS_CSV.map((c) => celdas[c] ?? '').join(';');
}
const archivo = (...filas: string[]) => `${CABECERA}\r\n${filas.join('\r\n')}\r\n`;

/** The files of a ustar archive: a 512-byte header (name, octal size), the bytes, padding to 512. */
function desempaquetar(tarball: Buffer): Record<string, Buffer> {
  const archivos: Record<string, Buffer> = {};
  let i = 0;
  while (i + 512 <= tarball.length && tarball[i] !== 0) {
    const cabecera = tarball.subarray(i, i + 512);
    const nombre = cabecera.subarray(0, 100).toString('ascii').replace(/\0.*$/s, '');
    expect(cabecera.subarray(257, 263).toString('ascii')).toBe('ustar\0');
    const tamano = parseInt(cabecera.subarray(124, 136).toString('ascii').replace(/\0.*$/s, ''), 8);
    // The checksum: the header's bytes, its own field counted as spaces.
    const suma = [...cabecera].reduce((s, b, j) => s + (j >= 148 && j < 156 ? 32 : b), 0);
    expect(parseInt(cabecera.subarray(148, 154).toString('ascii'), 8)).toBe(suma);
    archivos[nombre] = tarball.subarray(i + 512, i + 512 + tamano);
    i += 512 + Math.ceil(tamano / 512) * 512;
  }
  expect(tarball.subarray(i).every((b) => b === 0)).toBe(true);
  return archivos;
}

describe('GET /api/v1/beneficiarias/downloadFiles', () => {
  it('is a real .tar.gz in base64 with the CSV template and the filling guide', async () => {
    const res = await t.rest('GET', '/api/v1/beneficiarias/downloadFiles', empleador.token);
    expect(res.statusCode, res.body).toBe(200);
    const { nombreArchivo, datos: base64 } = res.json();
    expect(nombreArchivo).toBe('archivos_base.tar.gz');
    const archivos = desempaquetar(gunzipSync(Buffer.from(base64, 'base64')));
    expect(Object.keys(archivos)).toEqual(['plantilla_beneficiarias.csv', 'instrucciones.txt']);
    const plantilla = archivos['plantilla_beneficiarias.csv']!;
    expect([...plantilla.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = plantilla.subarray(3).toString('utf8').split('\r\n');
    expect(lineas).toEqual([CABECERA, '1234567;;7654321;;15/03/2026;SUBSIDIO DE LACTANCIA;1;12;01/12/2026;71234567;1;NO', '']);
    const guia = archivos['instrucciones.txt']!.toString('utf8');
    for (const c of COLUMNAS_BENEFICIARIAS_CSV) expect(guia).toContain(c);
    expect(guia).toContain('DD/MM/AAAA');
    expect(guia).toContain('SUBSIDIO PRENATAL: asignaciones de 1 a 4');
    expect(guia).toContain('SUBSIDIO DE LACTANCIA: asignaciones de 1 a 12');
    expect(guia).not.toContain('UNIVERSAL PRENATAL');
    expect(guia).not.toContain('BONO ESFUERZO');
  });

  it('the template, filled in, is read back by the import', async () => {
    const res = await t.rest('GET', '/api/v1/beneficiarias/downloadFiles', empleador.token);
    const plantilla = desempaquetar(gunzipSync(Buffer.from(res.json().datos, 'base64')))['plantilla_beneficiarias.csv']!;
    const r = (await rechazada(plantilla)).json();
    // The example's titular is nobody's worker: the file's columns were all understood.
    expect(r.datos).toEqual([filaRechazada(2, { nro_documento_titular: MENSAJES.csvDocumentoDesconocido, nro_documento_beneficiaria: MENSAJES.personaNoEncontradaSegipRevise })]);
  });

  it('is refused to roles without csv_beneficiarias', async () => {
    expect((await t.rest('GET', '/api/v1/beneficiarias/downloadFiles', proveedor)).statusCode).toBe(403);
    expect((await t.rest('GET', '/api/v1/beneficiarias/downloadFiles', operador)).statusCode).toBe(403);
  });
});

describe('a good file: validated, then registered', () => {
  let planillas: FilaBeneficiariaCsv[];
  const contenido = archivo(
    fila('5300001', '5300001', '', 'SUBSIDIO PRENATAL', { nro_asignacion_inicio: '2', nro_asignacion_fin: '4' }),
    fila('5300002', nuevaA!.NumeroDocumento, nuevaA!.FechaNacimiento, 'subsidio de lactancia', { nro_hijos: '0', celular: '71111111', titular_cobro: 'si' }),
    fila('5300002', nuevaB!.NumeroDocumento, nuevaB!.FechaNacimiento, 'SUBSIDIO PRENATAL'),
    fila('5300003', '5500001', '02/02/2020', 'Subsidio Prenatal', { complemento_titular: '1a' }),
  );

  it('validates without writing, and answers the rows to send back', async () => {
    const res = await rechazada(conBom(contenido));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ errors: 0, finalizado: true, mensaje: TEXTOS.planillaCorrecta, datos: [] });
    planillas = res.json().planillas;
    expect(planillas).toEqual([
      expect.objectContaining({ nro_registro: 2, nro_documento_beneficiaria: '5300001', subsidio: 'SUBSIDIO PRENATAL', nro_asignacion_inicio: '2', nro_asignacion_fin: '4', fecha_inicio: '01/12/2026', nro_hijos: null, titular_cobro: 'NO' }),
      expect.objectContaining({ nro_registro: 3, subsidio: 'SUBSIDIO DE LACTANCIA', nro_asignacion_inicio: '1', nro_asignacion_fin: '12', nro_hijos: '1', celular: '71111111', titular_cobro: 'SI' }),
      expect.objectContaining({ nro_registro: 4, nro_documento_beneficiaria: nuevaB!.NumeroDocumento, fecha_nacimiento_beneficiaria: nuevaB!.FechaNacimiento }),
      expect.objectContaining({ nro_registro: 5, complemento_titular: '1A', nro_documento_beneficiaria: '5500001' }),
    ]);
  });

  it('a payroll name is required, at most 100 characters', async () => {
    const antes = await huellaDeDatos(t);
    const sin = await crear(empleador.token, { planillas, nombrePlanilla: '  ' });
    expect(sin.statusCode).toBe(400);
    expect(sin.json().campos).toEqual({ nombrePlanilla: TEXTOS.required });
    expect((await crear(empleador.token, { planillas, nombrePlanilla: 'X'.repeat(101) })).json().campos).toEqual({ nombrePlanilla: TEXTOS.maxLength({ max: 100 }) });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('registers them in one go: new persons as SEGIP has them, CREADO with a mobile and ACTIVO without, each with its first state', async () => {
    const res = await crear(empleador.token, { planillas, usuario: 'alguien-mas', nombrePlanilla: 'PLANILLA 2026-11' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.beneficiariasRegistradas({ n: 4 })), datos: { registradas: 4, planillas: [expect.any(Number)] } });
    expect(res.json().mensaje).toBe('4 beneficiarias registradas');

    const nuevas = await t.database.db.select().from(personas).where(inArray(personas.nro_documento, [nuevaA!.NumeroDocumento, nuevaB!.NumeroDocumento])).orderBy(personas.nro_documento);
    const a = nuevas.find((p) => p.nro_documento === nuevaA!.NumeroDocumento)!;
    const bPersona = nuevas.find((p) => p.nro_documento === nuevaB!.NumeroDocumento)!;
    expect(a).toMatchObject({ nombres: nuevaA!.Nombres, primer_apellido: nuevaA!.PrimerApellido, segundo_apellido: nuevaA!.SegundoApellido, fecha_nacimiento: isoDeDiaMesAnio(nuevaA!.FechaNacimiento), genero: nuevaA!.Genero, movil: '71111111', estado_verificacion: 'VERIFICADO_SEGIP', _user_created: empleador.id });
    expect(bPersona).toMatchObject({ nombres: nuevaB!.Nombres, movil: null, estado_verificacion: 'VERIFICADO_SEGIP' });

    const filas = await t.database.db
      .select({ b: beneficiarias, doc: personas.nro_documento })
      .from(beneficiarias)
      .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
      .where(and(eq(beneficiarias.id_entidad, entidad), inArray(beneficiarias.id_subsidio, [ids['SUBSIDIO PRENATAL']!, ids['SUBSIDIO DE LACTANCIA']!])))
      .orderBy(beneficiarias.id);
    expect(filas.map((f) => [f.doc, f.b.estado])).toEqual([
      ['5300001', 'CREADO'],
      [nuevaA!.NumeroDocumento, 'CREADO'],
      [nuevaB!.NumeroDocumento, 'ACTIVO'],
      ['5500001', 'ACTIVO'],
    ]);
    const [propia, lactancia] = filas.map((f) => f.b);
    expect(propia).toMatchObject({ id_persona_titular: propia!.id_persona, id_persona_titular_cobro: propia!.id_persona, nro_asignacion_inicio: 2, nro_asignacion_fin: 4, fecha_inicio: '2026-12-01', fecha_fin: '2027-05-29', nro_hijos: null, id_sucursal: sucursal, nro_seguro: 'NS-1', _user_created: empleador.id });
    expect(lactancia).toMatchObject({ id_persona: a.id, nro_hijos: 1, nro_asignacion_inicio: 1, nro_asignacion_fin: 12, fecha_fin: '2028-11-19', id_sucursal: sucursal });
    expect(lactancia!.id_persona_titular_cobro).toBe(lactancia!.id_persona_titular);
    expect(lactancia!.id_persona_titular).not.toBe(lactancia!.id_persona);

    const estados = await t.database.db.select().from(beneficiariaEstados).where(inArray(beneficiariaEstados.id_beneficiaria, filas.map((f) => f.b.id)));
    expect(estados.map((e) => [e.estado_anterior, e.estado_nuevo, e.motivo]).sort()).toEqual(
      [
        [null, 'ACTIVO', 'Importación de beneficiarias'],
        [null, 'ACTIVO', 'Importación de beneficiarias'],
        [null, 'CREADO', 'Importación de beneficiarias'],
        [null, 'CREADO', 'Importación de beneficiarias'],
      ].sort(),
    );
    const [auditoria] = await t.database.db.select().from(logs).where(eq(logs.tipo, 'BENEFICIARIA'));
    expect(auditoria).toMatchObject({ mensaje: 'Beneficiarias importadas', id_usuario: empleador.id });
    expect(JSON.parse(auditoria!.referencia!)).toEqual({ id_entidad: entidad, nombrePlanilla: 'PLANILLA 2026-11', registradas: 4, planillas: res.json().datos.planillas });

    // The payroll named nombrePlanilla (decision 023): a line per new beneficiary, its subsidy's amount (2000.00 for both) and its first assignment.
    const [planilla] = await t.database.db.select().from(tablaPlanillas).where(eq(tablaPlanillas.id, res.json().datos.planillas[0]));
    expect(planilla).toMatchObject({ nombre: 'PLANILLA 2026-11', id_entidad: entidad, id_sucursal_pago: sucursal, estado: 'CREADO', monto_total: '8000.00', periodo: '2026-11-01' });
    const lineas = await t.database.db
      .select({ id_beneficiaria: planillaDetalle.id_beneficiaria, monto: planillaDetalle.monto, nro_asignacion: planillaDetalle.nro_asignacion })
      .from(planillaDetalle)
      .where(eq(planillaDetalle.id_planilla, planilla!.id))
      .orderBy(planillaDetalle.id_beneficiaria);
    expect(lineas).toEqual(filas.map((f) => ({ id_beneficiaria: f.b.id, monto: '2000.00', nro_asignacion: f.b.nro_asignacion_inicio })));
  });

  it('lists them with titular, beneficiary and subsidy, filtered and sorted in SQL', async () => {
    const consulta = `query ($doc: String, $estado: String, $order: String, $id_entidad: ID) { beneficiarias(limit: 10, page: 1, order: $order, nro_documento: $doc, estado: $estado, id_entidad: $id_entidad) {
      count rows { id estado ben_subsidio_nombre Sucursale_nombre nro_asignacion_inicio nro_asignacion_fin fecha_inicio nro_hijos persona_t_nro_documento persona_t_complemento persona_t_nombre_completo persona_b_nro_documento persona_b_nombre_completo persona_tc_nro_documento } } }`;
    const todas = await t.gql(empleador.token, consulta, { order: 'persona_b_nro_documento' });
    expect(todas.errors).toBeUndefined();
    expect(todas.data.beneficiarias.count).toBe(4);
    const docs = [nuevaA!.NumeroDocumento, nuevaB!.NumeroDocumento, '5300001', '5500001'].sort();
    expect(todas.data.beneficiarias.rows.map((r: { persona_b_nro_documento: string }) => r.persona_b_nro_documento)).toEqual(docs);
    const porDocumento = await t.gql(empleador.token, consulta, { doc: nuevaA!.NumeroDocumento });
    expect(porDocumento.data.beneficiarias.rows).toEqual([
      expect.objectContaining({
        estado: 'CREADO',
        ben_subsidio_nombre: 'SUBSIDIO DE LACTANCIA',
        Sucursale_nombre: `PLANTA ${entidad}`,
        nro_hijos: 1,
        fecha_inicio: '2026-12-01',
        persona_t_nro_documento: '5300002',
        persona_t_nombre_completo: 'TITULAR 5300002 QUISPE',
        persona_b_nombre_completo: `${nuevaA!.Nombres} ${nuevaA!.PrimerApellido} ${nuevaA!.SegundoApellido}`,
        persona_tc_nro_documento: '5300002',
      }),
    ]);
    // The titular's document finds its beneficiaries too.
    expect((await t.gql(empleador.token, consulta, { doc: '5300002' })).data.beneficiarias.count).toBe(2);
    expect((await t.gql(empleador.token, consulta, { doc: '5300003' })).data.beneficiarias.rows[0]).toMatchObject({ persona_t_complemento: '1A', persona_b_nro_documento: '5500001' });
    expect((await t.gql(empleador.token, consulta, { estado: 'ACTIVO' })).data.beneficiarias.count).toBe(2);
    // Another employer sees none of them; the programme's operator sees them, in that entity.
    expect((await t.gql(otroEmpleador, consulta, {})).data.beneficiarias.count).toBe(0);
    expect((await t.gql(otroEmpleador, consulta, { id_entidad: String(entidad) })).data.beneficiarias.count).toBe(0);
    expect((await t.gql(operador, consulta, { id_entidad: String(entidad) })).data.beneficiarias.count).toBe(4);
    const ajena = await t.gql(proveedor, consulta, {});
    expect(ajena.errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });

  it('a document number typed whole finds that person; a part of one finds every number that holds it', async () => {
    const consulta = `query ($doc: String, $id_entidad: ID) { beneficiarias(limit: 10, page: 1, nro_documento: $doc, id_entidad: $id_entidad) { count rows { persona_b_nro_documento } } }`;
    const [modelo] = await t.database.db.select().from(beneficiarias).where(and(eq(beneficiarias.id_entidad, entidad), ne(beneficiarias.id_subsidio, ID_SUBSIDIO_BONO))).limit(1);
    const nuevas = await t.database.db
      .insert(personas)
      .values(['7100001', '57100001', '7100001999'].map((nro_documento) => ({ nro_documento, nombres: 'DOCUMENTO', primer_apellido: 'QUISPE', fecha_nacimiento: '1990-01-05' })))
      .returning({ id: personas.id });
    const { id: _id, ...resto } = modelo!;
    const creadas = await t.database.db
      .insert(beneficiarias)
      .values(nuevas.map((p) => ({ ...resto, id_persona: p.id, id_persona_titular: p.id, id_persona_titular_cobro: null })))
      .returning({ id: beneficiarias.id });
    const docs = async (doc: string) => ((await t.gql(operador, consulta, { doc, id_entidad: String(entidad) })).data.beneficiarias.rows as Array<{ persona_b_nro_documento: string }>).map((r) => r.persona_b_nro_documento).sort();
    try {
      expect(await docs('7100001')).toEqual(['7100001']);
      expect(await docs('710000')).toEqual(['57100001', '7100001', '7100001999']);
      expect(await docs('01999')).toEqual(['7100001999']);
    } finally {
      await t.database.db.delete(beneficiarias).where(inArray(beneficiarias.id, creadas.map((c) => c.id)));
      await t.database.db.delete(personas).where(inArray(personas.id, nuevas.map((p) => p.id)));
    }
  });

  it('the same file again is refused row by row, and sending its rows again writes nothing', async () => {
    const r = (await rechazada(conBom(contenido))).json();
    expect(r).toMatchObject({ finalizado: false, errors: 4, mensaje: TEXTOS.planillaConErrores, planillas: [] });
    expect(r.datos.map((d: { errores: Record<string, string> }) => d.errores)).toEqual(Array(4).fill({ subsidio: TEXTOS.subsidioYaRegistrado }));
    const antes = await huellaDeDatos(t);
    const otraVez = await crear(empleador.token, { planillas, nombrePlanilla: 'PLANILLA 2026-11' });
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json()).toMatchObject({ error: TEXTOS.planillaConErrores, finalizado: false, errors: 4 });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('two confirmations at once register the rows once: the unique index decides', async () => {
    const uno = (await subir(empleador.token, 'x.csv', utf8(archivo(fila('5300004', '5300004', '', 'SUBSIDIO PRENATAL'))))).json();
    expect(uno.finalizado).toBe(true);
    const body = { planillas: uno.planillas, nombrePlanilla: 'PLANILLA 2026-11' };
    const respuestas = await Promise.all([crear(empleador.token, body), crear(empleador.token, body)]);
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    const rechazo = respuestas.find((r) => r.statusCode !== 200)!;
    expect([400, 409]).toContain(rechazo.statusCode);
    expect(JSON.stringify(rechazo.json())).toContain(TEXTOS.subsidioYaRegistrado);
    const filas = await t.database.db
      .select({ id: beneficiarias.id })
      .from(beneficiarias)
      .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
      .where(and(eq(personas.nro_documento, '5300004'), eq(beneficiarias.id_subsidio, ids['SUBSIDIO PRENATAL']!)));
    expect(filas).toHaveLength(1);
  });
});

describe('each rule, with a file that breaks it: the row and column named, nothing written', () => {
  const C = nuevaC!;
  const bien = (extra: Parameters<typeof fila>[4] = {}) => fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO PRENATAL', extra);

  it('the good row alone passes', async () => {
    expect((await rechazada(archivo(bien()))).json().finalizado).toBe(true);
  });

  it.each([
    ['a required titular document', fila('', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO PRENATAL'), 'nro_documento_titular', MENSAJES.required],
    ['a titular document too long', fila('1'.repeat(21), C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO PRENATAL'), 'nro_documento_titular', MENSAJES.maxLength({ max: 20 })],
    ['a complemento too long', bien({ complemento_titular: 'ABC' }), 'complemento_titular', MENSAJES.maxLength({ max: 2 })],
    ['a titular who is not a worker of the entity', fila('9999998', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO PRENATAL'), 'nro_documento_titular', MENSAJES.csvDocumentoDesconocido],
    ["another entity's worker", fila('5400001', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO PRENATAL'), 'nro_documento_titular', MENSAJES.csvDocumentoDesconocido],
    ['a required beneficiary document', fila('5300005', '', C.FechaNacimiento, 'SUBSIDIO PRENATAL'), 'nro_documento_beneficiaria', MENSAJES.required],
    ["another person's birth date missing", fila('5300005', C.NumeroDocumento, '', 'SUBSIDIO PRENATAL'), 'fecha_nacimiento_beneficiaria', MENSAJES.required],
    ['a birth date that is not DD/MM/YYYY', fila('5300005', C.NumeroDocumento, '2020-01-01', 'SUBSIDIO PRENATAL'), 'fecha_nacimiento_beneficiaria', MENSAJES.csvFechaInvalida],
    ["the titular's own birth date, other than recorded", fila('5300005', '5300005', '06/01/1990', 'SUBSIDIO PRENATAL'), 'fecha_nacimiento_beneficiaria', MENSAJES.csvFechaNoCoincide],
    ['a required subsidy', fila('5300005', C.NumeroDocumento, C.FechaNacimiento, ''), 'subsidio', MENSAJES.required],
    ['an unknown subsidy', fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO DE VIVIENDA'), 'subsidio', MENSAJES.csvSubsidioDesconocido],
    ['a UNIVERSAL subsidy', fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO UNIVERSAL PRENATAL'), 'subsidio', MENSAJES.subsidioNoRegistrable],
    ['the bonus', fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'BONO ESFUERZO POR BOLIVIA'), 'subsidio', MENSAJES.subsidioNoRegistrable],
    ['a subsidy not ACTIVO', fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO DE PRUEBA CREADO'), 'subsidio', MENSAJES.subsidioNoRegistrable],
    ['an assignment that is not a whole number', bien({ nro_asignacion_inicio: '1.5' }), 'nro_asignacion_inicio', MENSAJES.soloEnteros],
    ['an assignment beyond the deliveries', bien({ nro_asignacion_fin: '5' }), 'nro_asignacion_fin', MENSAJES.asignacionFueraDeRango({ n: 4 })],
    ['an assignment of 0', bien({ nro_asignacion_inicio: '0' }), 'nro_asignacion_inicio', MENSAJES.asignacionFueraDeRango({ n: 4 })],
    ['a range backwards', bien({ nro_asignacion_inicio: '3', nro_asignacion_fin: '2' }), 'nro_asignacion_fin', MENSAJES.asignacionInvalida],
    ['a required start date', bien({ fecha_inicio: ' ' }), 'fecha_inicio', MENSAJES.required],
    ['a start date that is not a day', bien({ fecha_inicio: '31/02/2026' }), 'fecha_inicio', MENSAJES.csvFechaInvalida],
    ['a mobile of 7 digits', bien({ celular: '7123456' }), 'celular', MENSAJES.celularOchoDigitos],
    ['a mobile not starting with 6 or 7', bien({ celular: '81234567' }), 'celular', MENSAJES.celularOchoDigitos],
    ["another person's mobile", bien({ celular: '70000001' }), 'celular', MENSAJES.celularRegistrado],
    ['a number of children that is not a number', fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO DE LACTANCIA', { nro_hijos: 'dos' }), 'nro_hijos', MENSAJES.soloEnteros],
    ['a number of children of two digits', fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO DE LACTANCIA', { nro_hijos: '12' }), 'nro_hijos', MENSAJES.maxDigitos({ max: 1 })],
    ['titular_cobro other than SI or NO', bien({ titular_cobro: 'TAL VEZ' }), 'titular_cobro', MENSAJES.csvSiNo],
    ['a beneficiary SEGIP does not know', fila('5300005', '9999999', '01/01/2000', 'SUBSIDIO PRENATAL'), 'nro_documento_beneficiaria', MENSAJES.personaNoEncontradaSegipRevise],
    ['a beneficiary the system has with another birth date', fila('5300005', '5500001', '03/02/2020', 'SUBSIDIO PRENATAL'), 'nro_documento_beneficiaria', MENSAJES.ciDuplicado],
  ])('refuses %s', async (_, linea, campo, mensaje) => {
    const res = await rechazada(archivo(linea));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ finalizado: false, mensaje: TEXTOS.planillaConErrores, planillas: [] });
    expect(r.datos).toEqual([{ nro_registro: 2, errores: expect.objectContaining({ [campo]: texto(mensaje) }), claves: expect.objectContaining({ [campo]: mensaje }) }]);
  });

  it('refuses a beneficiary and subsidy twice in the file, naming the first row; and one mobile for two persons or two for one', async () => {
    const dos = (await rechazada(archivo(bien(), bien()))).json();
    expect(dos.datos).toEqual([filaRechazada(3, { nro_documento_beneficiaria: MENSAJES.csvSubsidioRepetido({ fila: 2 }) })]);
    const D = nuevaD!;
    const movil = (await rechazada(archivo(bien({ celular: '72222222' }), fila('5300005', D.NumeroDocumento, D.FechaNacimiento, 'SUBSIDIO PRENATAL', { celular: '72222222' })))).json();
    expect(movil.datos).toEqual([filaRechazada(3, { celular: MENSAJES.csvCelularRepetido({ fila: 2 }) })]);
    const otro = (await rechazada(archivo(bien({ celular: '72222222' }), fila('5300005', C.NumeroDocumento, C.FechaNacimiento, 'SUBSIDIO DE LACTANCIA', { celular: '73333333' })))).json();
    expect(otro.datos).toEqual([filaRechazada(3, { celular: MENSAJES.csvCelularDistinto({ fila: 2 }) })]);
  });

  it('lists every bad row of a file, each with all its columns', async () => {
    const r = (await rechazada(archivo(bien(), fila('', '', '', 'X', { fecha_inicio: '' }), bien({ nro_asignacion_fin: '9', celular: '1' })))).json();
    expect(r.errors).toBe(2);
    expect(r.datos).toEqual([
      filaRechazada(3, { nro_documento_titular: MENSAJES.required, nro_documento_beneficiaria: MENSAJES.required, subsidio: MENSAJES.csvSubsidioDesconocido, fecha_inicio: MENSAJES.required }),
      filaRechazada(4, { nro_asignacion_fin: MENSAJES.asignacionFueraDeRango({ n: 4 }), celular: MENSAJES.celularOchoDigitos }),
    ]);
  });

  it('answers each refused column by its key beside its Spanish text, for the browser to say in the user’s language (decision 075)', async () => {
    const [f] = (await rechazada(archivo(fila('', C.NumeroDocumento, '2020-01-01', 'SUBSIDIO PRENATAL', { nro_asignacion_fin: '9' })))).json().datos;
    expect(f.claves.nro_documento_titular).toEqual({ clave: 'required', parametros: {} });
    expect(f.claves.fecha_nacimiento_beneficiaria.clave).toBe('csvFechaInvalida');
    expect(f.claves.nro_asignacion_fin).toEqual({ clave: 'asignacionFueraDeRango', parametros: { n: 4 } });
    expect(f.errores).toEqual({ nro_documento_titular: TEXTOS.required, fecha_nacimiento_beneficiaria: TEXTOS.csvFechaInvalida, nro_asignacion_fin: TEXTOS.asignacionFueraDeRango({ n: 4 }) });
    expect(f.errores.nro_documento_titular).toBe('El campo es obligatorio.');
  });

  it('refuses a file without a required column, and one without rows', async () => {
    const sinColumna = (await rechazada('nro_documento_titular;nro_documento_beneficiaria;fecha_inicio\r\n5300005;5300005;01/12/2026\r\n')).json();
    expect(sinColumna.datos).toEqual([filaRechazada(1, { subsidio: MENSAJES.csvColumnaFaltante({ columna: 'subsidio' }) })]);
    expect((await rechazada(`${CABECERA}\r\n`)).json().datos).toEqual([filaRechazada(1, { archivo: MENSAJES.csvSinFilas })]);
  });

  it('refuses a file that is not .csv, an upload without the archivo field, and a file too large, as POST v1/beneficiarias/csv', async () => {
    const txt = await rechazada(archivo(bien()), 'beneficiarias.txt');
    expect(txt.statusCode).toBe(400);
    expect(txt.json()).toMatchObject({ error: TEXTOS.archivoSoloCsv, campos: { archivo: TEXTOS.archivoSoloCsv } });
    expect((await subir(empleador.token, 'b.csv', utf8('x'), { campo: 'otro' })).json()).toMatchObject({ error: TEXTOS.archivoRequerido });
    expect((await t.rest('POST', '/api/v1/beneficiarias/csv_beneficiarias', empleador.token, { archivo: 'x' })).statusCode).toBe(400);
    // Rows within the row budgets (core/csv.ts), past the bytes' one.
    const enorme = await rechazada(Buffer.concat([utf8(`${CABECERA}\r\n`), Buffer.from(`1;${'a'.repeat(10_000)}\r\n`.repeat(2_700))]));
    expect(enorme.statusCode).toBe(400);
    expect(enorme.json().error).toBe(TEXTOS.archivoMuyGrande({ mb: 25 }));
  });

  it('the rows sent to crear_beneficiarias are checked again: a bad one writes nothing', async () => {
    const antes = await huellaDeDatos(t);
    const planillas: FilaBeneficiariaCsv[] = [
      { nro_registro: 2, nro_documento_titular: '5300005', nro_documento_beneficiaria: C.NumeroDocumento, fecha_nacimiento_beneficiaria: C.FechaNacimiento, subsidio: 'SUBSIDIO PRENATAL', fecha_inicio: '01/12/2026' },
      { nro_registro: 3, nro_documento_titular: '5400001', nro_documento_beneficiaria: '5400001', subsidio: 'SUBSIDIO PRENATAL', fecha_inicio: '01/12/2026' },
    ];
    const res = await crear(empleador.token, { planillas, nombrePlanilla: 'PLANILLA 2026-11' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: TEXTOS.planillaConErrores, datos: [{ nro_registro: 3, errores: { nro_documento_titular: TEXTOS.csvDocumentoDesconocido } }] });
    // SEGIP is asked again: a person it does not know never reaches the database.
    const inventada = await crear(empleador.token, { planillas: [{ ...planillas[0]!, nro_documento_beneficiaria: '9999999', fecha_nacimiento_beneficiaria: '01/01/2000' }], nombrePlanilla: 'P' });
    expect(inventada.json().datos).toEqual([filaRechazada(2, { nro_documento_beneficiaria: MENSAJES.personaNoEncontradaSegipRevise })]);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('files as people send them', () => {
  it('Windows-1252 with ; and other column names and order, a subsidy typed with an accent', async () => {
    const E = nuevaE!;
    const texto = `Subsidio;Fecha de Inicio;Documento Titular;CI Beneficiaria;Fecha Nacimiento;Nro. Hijos\r\nSubsidio de Lactancía;01/12/2026;5300006;${E.NumeroDocumento};${E.FechaNacimiento};0\r\n`;
    const validada = await subir(empleador.token, 'BENEFICIARIAS.CSV', cp1252(texto));
    expect(validada.statusCode, validada.body).toBe(200);
    const r = validada.json();
    expect(r).toMatchObject({ finalizado: true, planillas: [{ nro_documento_titular: '5300006', subsidio: 'SUBSIDIO DE LACTANCIA', nro_hijos: '1', nro_asignacion_fin: '12' }] });
    const res = await crear(empleador.token, { planillas: r.planillas, nombrePlanilla: 'PLANILLA 2026-11' });
    expect(res.statusCode, res.body).toBe(200);
    const [b] = await t.database.db
      .select({ nro_hijos: beneficiarias.nro_hijos, estado: beneficiarias.estado })
      .from(beneficiarias)
      .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
      .where(eq(personas.nro_documento, E.NumeroDocumento));
    expect(b).toEqual({ nro_hijos: 1, estado: 'ACTIVO' });
  });
});

describe('a large employer', () => {
  it('checks and registers 2,500 rows in chunks of a thousand; a repetition across chunks names the first row', async () => {
    const grande = (await makeEntidad(t)).id;
    const token = (await loginAs(t, 5, { id_entidad: grande })).token;
    const docs = Array.from({ length: 2500 }, (_, i) => String(6_100_000 + i));
    for (let i = 0; i < docs.length; i += 1000) await sembrar(grande, docs.slice(i, i + 1000).map((doc) => ({ doc })));
    const filas = docs.map((d) => fila(d, d, '', 'SUBSIDIO PRENATAL'));
    const repetida = (await subir(token, 'grande.csv', conBom(archivo(...filas, filas[0]!)))).json();
    expect(repetida).toMatchObject({ finalizado: false, errors: 1, datos: [{ nro_registro: 2502, errores: { nro_documento_beneficiaria: TEXTOS.csvSubsidioRepetido({ fila: 2 }) } }] });
    const validada = (await subir(token, 'grande.csv', conBom(archivo(...filas)))).json();
    expect(validada.finalizado).toBe(true);
    expect(validada.planillas).toHaveLength(2500);
    const res = await crear(token, { planillas: validada.planillas, nombrePlanilla: 'PLANILLA 2026-11' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().datos).toEqual({ registradas: 2500, planillas: [expect.any(Number)] });
    const registradas = await t.database.db
      .select({ id: beneficiarias.id })
      .from(beneficiarias)
      .where(and(eq(beneficiarias.id_entidad, grande), eq(beneficiarias.id_subsidio, ids['SUBSIDIO PRENATAL']!)));
    expect(registradas).toHaveLength(2500);
    const estados = await t.database.db.select({ id: beneficiariaEstados.id }).from(beneficiariaEstados).where(inArray(beneficiariaEstados.id_beneficiaria, registradas.map((r) => r.id)));
    expect(estados).toHaveLength(2500);
  }, 120_000);
});

describe('scope and roles', () => {
  const linea = () => archivo(fila('5300005', '5300005', '', 'SUBSIDIO PRENATAL'));

  it("an employer cannot import for another entity: it is not found", async () => {
    expect((await subir(empleador.token, 'b.csv', utf8(linea()), { query: `?idEntidad=${otraEntidad}` })).statusCode).toBe(404);
    const body = { planillas: [{ nro_documento_titular: '5400001', nro_documento_beneficiaria: '5400001', subsidio: 'SUBSIDIO PRENATAL', fecha_inicio: '01/12/2026' }], nombrePlanilla: 'P', idEntidad: otraEntidad };
    const antes = await huellaDeDatos(t);
    expect((await crear(empleador.token, body)).statusCode).toBe(404);
    expect(await huellaDeDatos(t)).toEqual(antes);
    // Its own workers, for the other employer, are unknown titulars.
    expect((await subir(otroEmpleador, 'b.csv', utf8(linea()))).json().datos).toEqual([filaRechazada(2, { nro_documento_titular: MENSAJES.csvDocumentoDesconocido })]);
  });

  it('roles without csv_beneficiarias:create are refused', async () => {
    for (const token of [proveedor, operador]) {
      expect((await subir(token, 'b.csv', utf8(linea()))).statusCode).toBe(403);
      expect((await crear(token, { planillas: [{}], nombrePlanilla: 'P' })).statusCode).toBe(403);
    }
  });
});
