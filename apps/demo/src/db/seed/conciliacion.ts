import type { Executor } from '@pb/api/db/client.js';
import { conciliacionDiferencias, conciliaciones } from '@pb/api/db/schema/index.js';
import { DIA_MS, fechaBolivia } from '@pb/contract';
import { MENSAJES, texto } from '@pb/contract/mensajes';

/** The planted code: ten digits the demo never issued. */
export const CODIGO_DEMO_CONCILIACION = '9000000062';

/**
 * The reconciliation demo (issue 35 §1, decision 064): yesterday (Bolivia's day) reconciled, with one
 * open difference, a payment the platform reported of a code the programme never issued (so its
 * "Resolver" records who and why and moves no money). The run row keeps the daily job from running
 * yesterday again; "Conciliar el día" runs it against the simulator and finds the row already there.
 */
export async function seedDemoConciliacion(db: Executor) {
  const ahora = new Date();
  const fecha = fechaBolivia(new Date(ahora.getTime() - DIA_MS));
  const pagado = new Date(ahora.getTime() - DIA_MS);
  await db.insert(conciliaciones).values({ fecha, pagos_plataforma: 1, codigos_acreditados: 0, ejecuciones: 1, ultima_ejecucion: ahora }).onConflictDoNothing();
  await db
    .insert(conciliacionDiferencias)
    .values({
      fecha,
      tipo: 'PAGADO_NO_ACREDITADO',
      referencia: CODIGO_DEMO_CONCILIACION,
      id_cpt: null,
      monto_nuestro: null,
      monto_externo: '1151.00',
      fecha_pago_externo: pagado,
      detalle: texto(MENSAJES.conciliacionCodigoNoEmitido),
    })
    .onConflictDoNothing();
}
