import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { ROLES } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { serviciosIop } from '../../db/schema/index.js';

/**
 * An outside system that answers what its contract does not say: every such answer is a Spanish
 * 502 with the detail in the server's log, never a crash. The "SEGIP" here is a small local HTTP
 * server that answers garbage on purpose, one kind per document number.
 */
const persona = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ NumeroDocumento: '1000007', Complemento: '', Nombres: 'ROSA', PrimerApellido: 'MAMANI', SegundoApellido: '--', FechaNacimiento: '01/02/1990', Genero: 'F', LugarExpedicion: 'LP', ...extra });
const consulta = (CodigoRespuesta: string, DatosPersonaEnFormatoJson: unknown) => JSON.stringify({ ConsultaDatoPersonaEnJsonResult: { CodigoRespuesta, DatosPersonaEnFormatoJson } });
const contraste = (flags: unknown) => JSON.stringify({ ConsultaDatoPersonaContrastacionResult: { CodigoRespuesta: '2', ContrastacionEnFormatoJson: JSON.stringify(flags) } });
const FLAGS = { NumeroDocumento: 1, Complemento: 1, FechaNacimiento: 1, Nombres: 1, PrimerApellido: 1, SegundoApellido: 1 };

const RESPUESTAS: Record<string, [number, string]> = {
  '1000001': [200, '<html>Servicio en mantenimiento</html>'],
  '1000002': [200, JSON.stringify({ resultado: 'otra forma' })],
  '1000003': [500, JSON.stringify({ message: 'error interno' })],
  '1000004': [200, consulta('2', '{"NumeroDocumento": ')],
  '1000005': [200, consulta('2', persona({ Nombres: undefined }))],
  '1000006': [200, consulta('7', null)],
  '1000007': [200, consulta('2', persona({ Nacionalidad: 'PERUANA' }))],
  '1000008': [200, consulta('2', persona())],
  '1000009': [200, consulta('2', persona({ Nacionalidad: 'BOLIVIANA' }))],
  '2000001': [200, contraste({ ...FLAGS, Nombres: 5 })],
  '2000002': [200, contraste({ NumeroDocumento: 1 })],
  '2000003': [200, contraste({ ...FLAGS, Nombres: '0' })],
};

let t: TestApp;
let token: string;
let segip: Server;
const lineas: Array<{ level: number; msg: string; err?: unknown }> = [];

beforeAll(async () => {
  segip = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const documento = url.pathname.endsWith('/contrastacion') ? JSON.parse(url.searchParams.get('lista_campo') ?? '{}').NumeroDocumento : url.pathname.split('/').pop();
    const [estado, cuerpo] = RESPUESTAS[documento] ?? [404, 'no'];
    res.writeHead(estado, { 'content-type': 'application/json' }).end(cuerpo);
  });
  await new Promise<void>((ok) => segip.listen(0, '127.0.0.1', ok));
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => void lineas.push(JSON.parse(l)) } });
  const { port } = segip.address() as AddressInfo;
  await t.database.db.update(serviciosIop).set({ url: `http://127.0.0.1:${port}/segip/v3/`, token: 'x' }).where(eq(serviciosIop.codigo, 'SEGIP'));
  token = (await loginAs(t, ROLES.SUPERADMIN)).token;
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => segip.close(ok));
});

const buscar = (documento: string) => t.rest('GET', `/api/system/persona-segip/${documento}?fechaNacimiento=01/02/1990`, token);
const contrastar = (documento: string) =>
  t.rest('POST', '/api/system/persona-segip-contrastacion', token, { tipo_documento: 'CI', numero_documento: documento, nombres: 'ROSA', primer_apellido: 'MAMANI', nacionalidad: 'BOLIVIA', fecha_nacimiento: '01/02/1990' });

const INESPERADA = 'El servicio de SEGIP envió una respuesta inesperada. Intente nuevamente en unos minutos; si el problema continúa, comuníquese con el administrador.';

describe('an unexpected answer is a clear 502', () => {
  it.each([
    ['not JSON', '1000001'],
    ['JSON of another shape', '1000002'],
    ['"found" with data that is not JSON', '1000004'],
    ['"found" with a person without names', '1000005'],
    ['a response code the contract does not have', '1000006'],
  ])('look-up: %s', async (_caso, documento) => {
    const antes = lineas.length;
    const res = await buscar(documento);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: INESPERADA, code: 'BAD_GATEWAY', clave: 'servicioIlegible', parametros: { sistema: 'SEGIP' } });
    // The detail is in the log, as an error with the request's reference; the user never sees it.
    const registro = lineas.slice(antes).find((l) => l.msg === 'respuesta inesperada del servicio SEGIP');
    expect(registro).toMatchObject({ level: 50, err: expect.anything() });
  });

  it('an error status is a 502 that says the status', async () => {
    const res = await buscar('1000003');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('El servicio de SEGIP respondió con un error (500). Intente nuevamente en unos minutos.');
  });

  it.each([
    ['a flag out of range', '2000001'],
    ['flags missing', '2000002'],
  ])('contrast: %s', async (_caso, documento) => {
    const res = await contrastar(documento);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(INESPERADA);
  });

  it('after every one of them the server answers as before', async () => {
    const res = await contrastar('2000003');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...FLAGS, Nombres: 0 });
  });
});

describe("SEGIP's nationality, never a default", () => {
  it.each([
    ['BOLIVIANA is the form’s BOLIVIA', '1000009', 'BOLIVIA'],
    ['another one is OTRO', '1000007', 'OTRO'],
    ['none sent stays none', '1000008', null],
  ])('%s', async (_caso, documento, nacionalidad) => {
    const res = await buscar(documento);
    expect(res.statusCode).toBe(200);
    expect(res.json().persona).toMatchObject({ nombres: 'ROSA', paterno: 'MAMANI', materno: null, nacionalidad });
  });
});
