import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { withCorreo } from '../../test/correo.js';
import { CorreoClient } from './client.js';
import { RUTA_CORREOS } from '@pb/demo/integrations/correo/pagina.js';
import { RUTA_PAGOS } from '@pb/demo/integrations/plataformaPagos/pagina.js';

/** The mail client over real SMTP to the simulator, and the simulator's development-only page (decision 036). */
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

const config = { SMTP_PORT: 587, SMTP_FROM: 'ProBolivia <no-responder@probolivia.gob.bo>', INTEGRATION_TIMEOUT_MS: 1000 };

describe('sending a mail', () => {
  it('goes over SMTP to the simulator, which keeps it readable: accents, a long link, the subject', async () => {
    const enlace = `http://localhost:3000/restablecer?token=${'A'.repeat(43)}`;
    const { id } = await new CorreoClient(t.deps).enviar({ para: 'Ana@Example.bo', asunto: 'Contraseña: ñandú y acción', texto: `Línea uno\n\n${enlace}` });
    expect(id).toMatch(/\S/);
    const m = await correo.esperar('ana@example.bo');
    expect(m).toMatchObject({ asunto: 'Contraseña: ñandú y acción', texto: `Línea uno\n\n${enlace}`, de: 'no-responder@probolivia.gob.bo', para: ['ana@example.bo'] });
  });

  it('no mail server: a Spanish 503, never a hang; none configured: said so', async () => {
    const caido = new CorreoClient({ config: { ...config, SMTP_HOST: '127.0.0.1', SMTP_PORT: 9 } });
    await expect(caido.enviar({ para: 'a@example.bo', asunto: 'x', texto: 'x' })).rejects.toMatchObject({ status: 503, message: 'No se pudo conectar con el servicio de correo electrónico. Intente nuevamente en unos minutos.' });
    const ninguno = new CorreoClient({ config });
    expect(ninguno.configurado).toBe(false);
    await expect(ninguno.enviar({ para: 'a@example.bo', asunto: 'x', texto: 'x' })).rejects.toMatchObject({ status: 503 });
  });
});

describe('the development page', () => {
  it('lists the messages, with their links, and as JSON per address', async () => {
    await new CorreoClient(t.deps).enviar({ para: 'pagina@example.bo', asunto: 'Prueba <b>', texto: 'Abra http://localhost:3000/confirmar?token=abc' });
    await correo.esperar('pagina@example.bo');
    const html = await t.app.inject({ method: 'GET', url: RUTA_CORREOS });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Prueba &lt;b&gt;');
    expect(html.body).toContain('<a href="http://localhost:3000/confirmar?token=abc">');
    const json = await t.app.inject({ method: 'GET', url: `${RUTA_CORREOS}.json?para=pagina@example.bo` });
    expect(json.json().mensajes.map((m: { asunto: string }) => m.asunto)).toEqual(['Prueba <b>']);
  });

  it('is never registered in production, nor the payment simulator\'s', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', WEB_DIST: '/no-existe' });
    try {
      prod.deps.simuladorCorreo = correo;
      for (const url of [RUTA_CORREOS, `${RUTA_CORREOS}.json`, RUTA_PAGOS]) {
        const r = await prod.app.inject({ method: 'GET', url });
        expect(r.statusCode).toBe(404);
        expect(r.body).not.toContain('del simulador');
      }
      expect((await prod.app.inject({ method: 'POST', url: `${RUTA_PAGOS}/1234567890/pagar` })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
