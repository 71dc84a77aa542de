import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginToken } from '../../test/factories.js';
import { withCorreo } from '../../test/correo.js';
import { rondaCorreos } from '../../test/notificaciones.js';
import { pedirCodigo, planillaDe, plataforma, sucursalDe, type Plataforma } from '../../test/cpts.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { RUTA_CORREOS } from '@pb/demo/integrations/correo/pagina.js';
import { usuarios } from '../../db/schema/index.js';

/**
 * Done when the demo employer's payment code sends its mails (issue 35 §3): on the demo data,
 * TEXTILES ILLIMANI's user `empleador` asks for a code and the bank pays it; the job sends the code's
 * mail and the payroll's to both of the entity's users (`empleador`, `doble`), readable at /dev/correos.
 */
let t: TestApp;
let sim: Plataforma;
let correo: Awaited<ReturnType<typeof withCorreo>>;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'error' });
  t.clock.set(new Date());
  sim = await plataforma(t, `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/pagos/notificacion`);
  correo = await withCorreo(t);
}, 120_000);
afterAll(async () => {
  await sim.close();
  await correo.close();
  await t.close();
});

describe('the demo employer', () => {
  it('asks for a payment code and pays it: the code’s mail and the paid payroll’s reach empleador and doble, shown at /dev/correos', async () => {
    const [emp] = await t.database.db.select().from(usuarios).where(eq(usuarios.usuario, 'empleador'));
    const token = await loginToken(t, 'empleador', DEMO_PASSWORD);
    const p = await planillaDe(t, token, emp!.id_entidad!, await sucursalDe(t, emp!.id_entidad!, 'PLANTA DEMO AVISOS'), ['250.00', '250.00'], 'PLANILLA DEMO AVISOS');
    const res = await pedirCodigo(t, token, [p]);
    expect(res.errors).toBeUndefined();
    const { codigo } = res.data.planillaCptAdd as { codigo: string };
    await sim.pagar(codigo);
    await sim.entregasPendientes();
    await rondaCorreos(t);
    for (const para of ['empleador@illimani.example.bo', 'doble@illimani.example.bo']) {
      const asuntos = correo.mensajes(para).map((m) => m.asunto).filter((a) => a.includes(codigo));
      expect(asuntos.sort()).toEqual([`ProBolivia: código de pago ${codigo} emitido`, `ProBolivia: planilla pagada con el código ${codigo}`]);
    }
    const pagina = await t.rest('GET', RUTA_CORREOS);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain(`código de pago ${codigo} emitido`);
    expect(pagina.body).toContain('PLANILLA DEMO AVISOS');
  });
});
