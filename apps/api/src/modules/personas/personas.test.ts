import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { withSegip } from '../../test/segip.js';
import { serviciosIop } from '../../db/schema/index.js';

let t: TestApp;
let token: string;
let sim: { close: () => Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  sim = await withSegip(t);
  token = (await loginAs(t, 1)).token;
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

// A person of the simulator's registry (the demo operator: CI 6789012-1A, born 05/11/1992).
const OPERADOR = { tipo_documento: 'CI', numero_documento: '6789012', complemento: '1A', nombres: 'Juan Pablo', primer_apellido: 'QUISPE', segundo_apellido: 'CHOQUE', nacionalidad: 'BOLIVIA', fecha_nacimiento: '05/11/1992' };
const contrastar = (body: object, tk = token) => t.rest('POST', '/api/system/persona-segip-contrastacion', tk, body);

describe('GET /api/system/persona-segip/:documento', () => {
  it('finds a person by document and birth date', async () => {
    const res = await t.rest('GET', '/api/system/persona-segip/4567890?fechaNacimiento=14/03/1985', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().persona).toMatchObject({ nro_documento: '4567890', nombres: 'CARLOS ALBERTO', paterno: 'GUTIÉRREZ', materno: 'ROJAS', fecha_nacimiento: '1985-03-14', tipo_documento: 'CI', genero: 'M' });
  });

  it('reads the complement after a hyphen', async () => {
    const res = await t.rest('GET', '/api/system/persona-segip/6789012-1a?fechaNacimiento=1992-11-05', token);
    expect(res.json().persona).toMatchObject({ nro_documento: '6789012', complemento: '1A' });
  });

  it('answers empty when SEGIP has no such person', async () => {
    const res = await t.rest('GET', '/api/system/persona-segip/4567890?fechaNacimiento=15/03/1985', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('refuses a malformed date with a Spanish message', async () => {
    const res = await t.rest('GET', '/api/system/persona-segip/4567890?fechaNacimiento=31/02/1985', token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Fecha de nacimiento: El valor es inválido');
  });
});

describe('POST /api/system/persona-segip-contrastacion', () => {
  it('all fields match: every flag is 1', async () => {
    const res = await contrastar(OPERADOR);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ NumeroDocumento: 1, Complemento: 1, FechaNacimiento: 1, Nombres: 1, PrimerApellido: 1, SegundoApellido: 1 });
  });

  it.each([
    ['Complemento', { complemento: '2B' }],
    ['FechaNacimiento', { fecha_nacimiento: '06/11/1992' }],
    ['Nombres', { nombres: 'JUAN' }],
    ['PrimerApellido', { primer_apellido: 'MAMANI' }],
    ['SegundoApellido', { segundo_apellido: '' }],
  ])('a different %s is flagged 0 and only that one', async (campo, cambio) => {
    const res = await contrastar({ ...OPERADOR, ...cambio });
    const flags = res.json();
    expect(flags[campo]).toBe(0);
    expect(Object.entries(flags).filter(([, v]) => v === 0).map(([k]) => k)).toEqual([campo]);
  });

  it('an unknown document is "Persona no encontrada en Segip."', async () => {
    const res = await contrastar({ ...OPERADOR, numero_documento: '99999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Persona no encontrada en Segip.');
  });

  it('needs at least one surname, and a CI', async () => {
    const sinApellidos = await contrastar({ ...OPERADOR, primer_apellido: '', segundo_apellido: ' ' });
    expect(sinApellidos.statusCode).toBe(400);
    expect(sinApellidos.json().error).toBe('Primer apellido: Debe ingresar al menos un apellido.');
    const pasaporte = await contrastar({ ...OPERADOR, tipo_documento: 'PASAPORTE' });
    expect(pasaporte.statusCode).toBe(400);
  });

  it('a role without personas:read is refused', async () => {
    const publica = await loginAs(t, 6);
    expect((await contrastar(OPERADOR, publica.token)).statusCode).toBe(403);
    expect((await t.rest('GET', '/api/system/persona-segip/4567890?fechaNacimiento=14/03/1985', publica.token)).statusCode).toBe(403);
  });
});

describe('SEGIP slow, absent or off', () => {
  it('a slow SEGIP gets a clear message within the time limit', async () => {
    const slow = await createTestApp({ INTEGRATION_TIMEOUT_MS: '300' });
    const slowSim = await withSegip(slow, { delayMs: 2000 });
    try {
      const { token: tk } = await loginAs(slow, 1);
      const started = Date.now();
      const res = await slow.rest('GET', '/api/system/persona-segip/4567890?fechaNacimiento=14/03/1985', tk);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('El servicio de SEGIP no respondió a tiempo. Intente nuevamente en unos minutos.');
    } finally {
      await slowSim.close();
      await slow.close();
    }
  });

  it('an absent SEGIP and a deactivated service say so', async () => {
    await t.database.db.update(serviciosIop).set({ url: 'http://127.0.0.1:9/segip/v3/' }).where(eq(serviciosIop.codigo, 'SEGIP'));
    const absent = await contrastar(OPERADOR);
    expect(absent.statusCode).toBe(503);
    expect(absent.json().error).toBe('No se pudo conectar con el servicio de SEGIP. Intente nuevamente en unos minutos.');
    await t.database.db.update(serviciosIop).set({ estado: 'INACTIVO' }).where(eq(serviciosIop.codigo, 'SEGIP'));
    const off = await contrastar(OPERADOR);
    expect(off.json().error).toContain('no está configurado o está inactivo');
  });
});
