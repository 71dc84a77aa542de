import { eq } from 'drizzle-orm';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, parametros, tokensCuenta } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, loginToken, makeUsuario } from '../../test/factories.js';
import { withCorreo } from '../../test/correo.js';

/** Password recovery (issue 19, decision 036) over the real routes, with mail through the SMTP simulator. */
let t: TestApp;
let correo: Awaited<ReturnType<typeof withCorreo>>;

beforeAll(async () => {
  t = await createTestApp();
  correo = await withCorreo(t);
});
afterAll(async () => {
  await correo.close();
  await t.close();
});

const pedir = (usuario: string) => t.rest('POST', '/auth/recuperar', null, { usuario });
const restablecer = (token: string, newPassword: string) => t.rest('POST', '/auth/restablecer', null, { token, newPassword });
const sinCorreoTras = async (para: string) => {
  await new Promise((r) => setTimeout(r, 300));
  return correo.mensajes(para).length;
};

describe('asking for a link', () => {
  it('answers the same sentence for an account, an unknown name and an unknown e-mail; only the account gets a mail', async () => {
    const u = await makeUsuario(t, 5);
    const respuestas = await Promise.all([pedir(u.usuario), pedir('nadie-con-este-nombre'), pedir('nadie@example.bo')]);
    for (const r of respuestas) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ...aviso(MENSAJES.recuperacionSolicitada, 'message') });
    }
    const m = await correo.esperar(u.email!);
    expect(m.asunto).toBe('ProBolivia: cambio de contraseña');
    expect(m.texto).toContain(`Hola, ${u.usuario}:`);
    expect(m.texto).toMatch(/http:\/\/localhost:3000\/restablecer\?token=[A-Za-z0-9_-]{43}/);
    expect(await sinCorreoTras('nadie@example.bo')).toBe(0);
    // Only the hash is stored.
    const [fila] = await t.database.db.select().from(tokensCuenta).where(eq(tokensCuenta.id_usuario, u.id));
    expect(fila!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(m.texto).not.toContain(fila!.hash);
  });

  it('by e-mail too; an inactive account gets nothing, and the answer is the same', async () => {
    const u = await makeUsuario(t, 3);
    expect((await pedir(u.email!.toUpperCase())).json()).toEqual({ ...aviso(MENSAJES.recuperacionSolicitada, 'message') });
    await correo.esperar(u.email!);
    const inactiva = await makeUsuario(t, 3, { estado: 'INACTIVO' });
    expect((await pedir(inactiva.usuario)).json()).toEqual({ ...aviso(MENSAJES.recuperacionSolicitada, 'message') });
    expect(await sinCorreoTras(inactiva.email!)).toBe(0);
  });

  it('a superadministrator is left out while RECUPERACION_EXCLUYE_ROL_1 is 1, and served when it is 0', async () => {
    const admin = await makeUsuario(t, 1);
    await pedir(admin.usuario);
    expect(await sinCorreoTras(admin.email!)).toBe(0);
    await t.database.db.update(parametros).set({ valor: '0' }).where(eq(parametros.nombre, 'RECUPERACION_EXCLUYE_ROL_1'));
    await pedir(admin.usuario);
    await correo.esperar(admin.email!);
    await t.database.db.update(parametros).set({ valor: '1' }).where(eq(parametros.nombre, 'RECUPERACION_EXCLUYE_ROL_1'));
  });

  it('at most 3 links per account an hour, the same answer after them', async () => {
    const u = await makeUsuario(t, 5);
    for (let i = 1; i <= 4; i++) expect((await pedir(u.usuario)).json()).toEqual({ ...aviso(MENSAJES.recuperacionSolicitada, 'message') });
    await correo.esperar(u.email!, 3);
    expect(await sinCorreoTras(u.email!)).toBe(3);
    t.clock.advance(61);
    await pedir(u.usuario);
    await correo.esperar(u.email!, 4);
  });
});

describe('the link', () => {
  it('sets a new password once, ends every session of the account, and is audited', async () => {
    const { user, token: sesion } = await loginAs(t, 5);
    await pedir(user.usuario);
    const token = await correo.token(user.email!);

    // The rules of 'change password': a weak one is refused and the link stays usable.
    const debil = await restablecer(token, 'corta');
    expect(debil.statusCode).toBe(400);
    expect(debil.json().error).toContain(TEXTOS.contrasenaDebil);

    const r = await restablecer(token, 'Nueva.Clave.2026');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ...aviso(MENSAJES.contrasenaRestablecida, 'message') });
    expect((await t.rest('GET', '/api/system/menu', sesion)).statusCode).toBe(401);
    await expect(loginToken(t, user.usuario)).rejects.toThrow();
    expect(await loginToken(t, user.usuario, 'Nueva.Clave.2026')).toBeTruthy();

    const otra = await restablecer(token, 'Otra.Clave.2027');
    expect(otra.statusCode).toBe(400);
    expect(otra.json().error).toBe(TEXTOS.enlaceInvalido);
    const filas = await t.database.db.select().from(logs).where(eq(logs.id_usuario, user.id));
    expect(filas.map((f) => f.tipo)).toEqual(expect.arrayContaining(['RECUPERACION', 'CONTRASENA_RESTABLECIDA']));
  });

  it('expires after 30 minutes', async () => {
    const u = await makeUsuario(t, 5);
    await pedir(u.usuario);
    const token = await correo.token(u.email!);
    t.clock.advance(31);
    const r = await restablecer(token, 'Nueva.Clave.2026');
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(TEXTOS.enlaceInvalido);
  });

  it('a made-up token is the same refusal', async () => {
    for (const token of ['x'.repeat(43), 'corto', '']) {
      const r = await restablecer(token, 'Nueva.Clave.2026');
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toContain(TEXTOS.enlaceInvalido);
    }
  });
});
