import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDeDiaMesAnio } from '@pb/contract';
import { serviciosIop } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { seedParametros } from '../../db/seed/reference.js';
import { freshDatabase } from '../../test/db.js';
import { withOvt } from '../../test/ovt.js';
import { registroSegip } from '@pb/demo/integrations/segip/registro.js';
import { LIMITE_PAGINA, OvtClient } from './client.js';
import {
  DOCUMENTO_DOS_EMPLEADORES,
  DOCUMENTO_FECHA_DISTINTA,
  DOCUMENTO_SIN_CELULAR,
  MATRICULA_GRANDE,
  MATRICULA_SEGUNDO_EMPLEADOR,
  MATRICULAS_DEMO,
  NIT_DEMO,
  NIT_GRANDE,
  NIT_SEGUNDO_EMPLEADOR,
  TRABAJADORES_DEMO,
  TRABAJADORES_GRANDE,
  registroOvt,
} from '@pb/demo/integrations/ovt/registro.js';

/**
 * The OVT client against the simulator over real HTTP, on a free port, as the API will call it. The
 * client needs only the seeded integration-services rows, so the database gets nothing else.
 */
let t: { database: Database };
let sim: Awaited<ReturnType<typeof withOvt>>;
let ovt: OvtClient;

beforeAll(async () => {
  t = { database: await freshDatabase() };
  await migrate(t.database);
  await seedParametros(t.database.db);
  sim = await withOvt(t);
  ovt = new OvtClient(t.database.db, 2000);
});
afterAll(async () => {
  await sim.close();
  await t.database.close();
});

/** Points the OVT row elsewhere for one test, then back at the simulator. */
async function apuntando<T>(cambio: Partial<typeof serviciosIop.$inferInsert>, prueba: () => Promise<T>): Promise<T> {
  const [antes] = await t.database.db.select().from(serviciosIop).where(eq(serviciosIop.codigo, 'OVT'));
  if (Object.keys(cambio).length) await t.database.db.update(serviciosIop).set(cambio).where(eq(serviciosIop.codigo, 'OVT'));
  try {
    return await prueba();
  } finally {
    await t.database.db.update(serviciosIop).set({ url: antes!.url, token: antes!.token, estado: antes!.estado }).where(eq(serviciosIop.codigo, 'OVT'));
  }
}

/** The error a call ends in, as the API would answer it. */
const fallo = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('la llamada no falló');
    },
    (err: { status: number; code: string; message: string }) => ({ status: err.status, code: err.code, message: err.message }),
  );

async function todas<T>(paginas: AsyncIterable<T[]>): Promise<T[][]> {
  const r: T[][] = [];
  for await (const p of paginas) r.push(p);
  return r;
}

describe('employer', () => {
  it('the demo employer has its razón social and two matrículas, each with its branches', async () => {
    const e = await ovt.empleador(NIT_DEMO);
    expect(e).toMatchObject({ nit: NIT_DEMO, razon_social: 'TEXTILES ILLIMANI S.A.' });
    expect(e!.matriculas.map((m) => m.matricula)).toEqual(MATRICULAS_DEMO);
    for (const m of e!.matriculas) {
      expect(m.sucursales.length).toBeGreaterThan(0);
      for (const s of m.sucursales) expect(s).toMatchObject({ id: expect.any(Number), nombre: expect.any(String), dpa: { codigoDpa: expect.stringMatching(/^\d{6}$/) } });
    }
  });

  it('an unknown NIT is null', async () => {
    expect(await ovt.empleador('9999999999')).toBeNull();
  });
});

describe('workers', () => {
  it("the demo matrícula's workers come in pages, the same every time", async () => {
    const paginas = await todas(ovt.trabajadoresDe(NIT_DEMO, MATRICULAS_DEMO[0], 60));
    expect(paginas.map((p) => p.length)).toEqual([60, 60, 60, 20]);
    const trabajadores = paginas.flat();
    expect(trabajadores).toHaveLength(TRABAJADORES_DEMO[MATRICULAS_DEMO[0]]!);
    expect(new Set(trabajadores.map((w) => w.nro_documento)).size).toBe(trabajadores.length);
    expect((await todas(ovt.trabajadoresDe(NIT_DEMO, MATRICULAS_DEMO[0], 60))).flat()).toEqual(trabajadores);
    const sucursales = (await ovt.empleador(NIT_DEMO))!.matriculas[0]!.sucursales.map((s) => s.id);
    for (const w of trabajadores) {
      expect(w.nombre_completo).toBe([w.nombres, w.primer_apellido, w.segundo_apellido].filter(Boolean).join(' '));
      expect(w.fecha_nacimiento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(w.celular === null || /^[67]\d{7}$/.test(w.celular)).toBe(true);
      expect(w.aguinaldo === null || /^\d+\.\d{2}$/.test(w.aguinaldo)).toBe(true);
      expect(sucursales).toContain(w.sucursal.id);
      expect(w).toMatchObject({ caja_salud: 'CAJA NACIONAL DE SALUD', nro_seguro: expect.any(String), cargo: expect.any(String) });
    }
  });

  it('one page says the total; the second matrícula has its own workers', async () => {
    const p = await ovt.trabajadores(NIT_DEMO, MATRICULAS_DEMO[1], 1, 10);
    expect(p).toMatchObject({ pagina: 1, limite: 10, total: TRABAJADORES_DEMO[MATRICULAS_DEMO[1]] });
    expect(p!.trabajadores).toHaveLength(10);
  });

  it("the large employer's 20,000 workers come through the iterator a page at a time", async () => {
    let paginas = 0;
    const ids = new Set<number>();
    for await (const pagina of ovt.trabajadoresDe(NIT_GRANDE, MATRICULA_GRANDE)) {
      paginas++;
      expect(pagina.length).toBeLessThanOrEqual(LIMITE_PAGINA);
      for (const w of pagina) ids.add(w.id);
    }
    expect(paginas).toBe(TRABAJADORES_GRANDE / LIMITE_PAGINA);
    expect(ids.size).toBe(TRABAJADORES_GRANDE);
  });

  it('a matrícula the NIT does not have is null for a page and a 404 for the iterator', async () => {
    expect(await ovt.trabajadores(NIT_DEMO, MATRICULA_GRANDE)).toBeNull();
    expect(await fallo(todas(ovt.trabajadoresDe(NIT_DEMO, '00000000')))).toEqual({ status: 404, code: 'NOT_FOUND', message: `El OVT no tiene registrada la matrícula 00000000 del NIT ${NIT_DEMO}.` });
  });
});

describe('titular', () => {
  it('a worker of the matrícula is found; SEGIP knows some of them with another birth date', async () => {
    const w = await ovt.titular(NIT_DEMO, MATRICULAS_DEMO[0], DOCUMENTO_FECHA_DISTINTA);
    const p = registroSegip().find((x) => x.NumeroDocumento === DOCUMENTO_FECHA_DISTINTA)!;
    expect(w).toMatchObject({ nro_documento: DOCUMENTO_FECHA_DISTINTA, nombre_completo: [p.Nombres, p.PrimerApellido, p.SegundoApellido].join(' ') });
    expect(w!.fecha_nacimiento).not.toBe(isoDeDiaMesAnio(p.FechaNacimiento));
  });

  it('one person is a worker of two employers, with one mobile; another has none', async () => {
    const a = await ovt.titular(NIT_DEMO, MATRICULAS_DEMO[0], DOCUMENTO_DOS_EMPLEADORES);
    const b = await ovt.titular(NIT_SEGUNDO_EMPLEADOR, MATRICULA_SEGUNDO_EMPLEADOR, DOCUMENTO_DOS_EMPLEADORES);
    expect(a!.id).not.toBe(b!.id);
    expect(b).toMatchObject({ nombre_completo: a!.nombre_completo, fecha_nacimiento: a!.fecha_nacimiento, celular: a!.celular });
    expect((await ovt.titular(NIT_DEMO, MATRICULAS_DEMO[0], DOCUMENTO_SIN_CELULAR))!.celular).toBeNull();
  });

  it('not found: an unknown document, a worker of another matrícula, an unknown NIT', async () => {
    expect(await ovt.titular(NIT_DEMO, MATRICULAS_DEMO[0], '9999999')).toBeNull();
    expect(await ovt.titular(NIT_DEMO, MATRICULAS_DEMO[1], DOCUMENTO_SIN_CELULAR)).toBeNull();
    expect(await ovt.titular('9999999999', MATRICULAS_DEMO[0], DOCUMENTO_SIN_CELULAR)).toBeNull();
  });
});

describe('OVT refusing, slow, absent or off', () => {
  it('the simulator refuses a wrong token, which the user reads as an error of the OVT', async () => {
    const sinToken = await fetch(`${sim.url}empleador`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nit: NIT_DEMO }) });
    expect(sinToken.status).toBe(401);
    expect(await apuntando({ token: 'otro-token' }, () => fallo(ovt.empleador(NIT_DEMO)))).toEqual({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'El servicio de OVT respondió con un error (401). Intente nuevamente en unos minutos.',
    });
  });

  it('an answer later than the time limit is a 503, within the limit', async () => {
    const r = await apuntando({}, async () => {
      const lento = await withOvt(t, { delayMs: 600 });
      try {
        const inicio = Date.now();
        const fallido = await fallo(new OvtClient(t.database.db, 100).empleador(NIT_DEMO));
        return { ...fallido, rapido: Date.now() - inicio < 500 };
      } finally {
        await lento.close();
      }
    });
    expect(r).toEqual({ status: 503, code: 'UNAVAILABLE', message: 'El servicio de OVT no respondió a tiempo. Intente nuevamente en unos minutos.', rapido: true });
  });

  it('no OVT at the address, and a switched-off service, are 503s', async () => {
    expect(await apuntando({ url: 'http://127.0.0.1:9/ovt/v1/' }, () => fallo(ovt.empleador(NIT_DEMO)))).toMatchObject({ status: 503, message: 'No se pudo conectar con el servicio de OVT. Intente nuevamente en unos minutos.' });
    expect(await apuntando({ estado: 'INACTIVO' }, () => fallo(ovt.empleador(NIT_DEMO)))).toMatchObject({ status: 503, message: 'El servicio de OVT no está configurado o está inactivo. Comuníquese con el administrador.' });
  });
});

describe('an OVT that answers what its contract does not say', () => {
  const valido = registroOvt().titular(NIT_DEMO, MATRICULAS_DEMO[0], DOCUMENTO_SIN_CELULAR)!;
  const pagina = (trabajadores: unknown[], total = trabajadores.length, limite = 2) => JSON.stringify({ encontrado: true, pagina: 1, limite, total, trabajadores });
  /** One answer per NIT; the "OVT" is a small local server that answers garbage on purpose. */
  const RESPUESTAS: Record<string, [number, string]> = {
    '1': [200, '<html>Servicio en mantenimiento</html>'],
    '2': [200, JSON.stringify({ empleador: { nit: '2', razon_social: 'SIN MATRÍCULAS S.R.L.' } })],
    '3': [200, pagina([{ ...valido, aguinaldo: 4250.5 }])],
    '4': [200, pagina([valido, valido, valido])],
    '5': [200, JSON.stringify({ trabajador: { ...valido, fecha_nacimiento: '01/02/1990' } })],
    '6': [500, JSON.stringify({ message: 'error interno' })],
    '7': [200, pagina([valido, valido], 4)],
  };
  let falso: Server;
  let llamadas = 0;

  beforeAll(async () => {
    falso = createServer((req, res) => {
      llamadas++;
      let cuerpo = '';
      req.on('data', (c) => (cuerpo += c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const nit = url.searchParams.get('nit') ?? (JSON.parse(cuerpo || '{}') as { nit?: string }).nit ?? '';
        const [estado, respuesta] = RESPUESTAS[nit] ?? [404, 'no'];
        res.writeHead(estado, { 'content-type': 'application/json' }).end(respuesta);
      });
    });
    await new Promise<void>((ok) => falso.listen(0, '127.0.0.1', ok));
  });
  afterAll(() => new Promise((ok) => falso.close(ok)));

  const enFalso = <T>(prueba: () => Promise<T>) => apuntando({ url: `http://127.0.0.1:${(falso.address() as AddressInfo).port}/ovt/v1/` }, prueba);
  const INESPERADA = { status: 502, code: 'BAD_GATEWAY', message: 'El servicio de OVT envió una respuesta inesperada. Intente nuevamente en unos minutos; si el problema continúa, comuníquese con el administrador.' };

  it.each([
    ['not JSON', () => ovt.empleador('1')],
    ['an employer without matrículas', () => ovt.empleador('2')],
    ['an aguinaldo as a number, not text', () => ovt.trabajadores('3', 'M', 1, 2)],
    ['a page longer than the limit asked for', () => ovt.trabajadores('4', 'M', 1, 2)],
    ['a birth date in another format', () => ovt.titular('5', 'M', '1')],
  ])('%s is a 502', async (_caso, llamada) => {
    expect(await enFalso(() => fallo(llamada()))).toEqual(INESPERADA);
  });

  it('an error status is a 502 that says the status', async () => {
    expect(await enFalso(() => fallo(ovt.empleador('6')))).toMatchObject({ status: 502, message: 'El servicio de OVT respondió con un error (500). Intente nuevamente en unos minutos.' });
  });

  it('a registry that keeps answering full pages is read only up to its total', async () => {
    const antes = llamadas;
    const paginas = await enFalso(() => todas(ovt.trabajadoresDe('7', 'M', 2)));
    expect(paginas.map((p) => p.length)).toEqual([2, 2]);
    expect(llamadas - antes).toBe(2);
  });
});
