import path from 'node:path';
import { loadConfigOrExit } from '@pb/api/config.js';
import { openDatabase } from '@pb/api/db/client.js';
import { startSimulators } from './integrations/simulators.js';

/**
 * The outside systems' simulators as a process of their own (issue 34's local cluster): the copies
 * of the API run with SIMULADORES=false and reach these over HTTP, as they would reach the real
 * SEGIP, OVT, payment platform, SMS gateway and treasury, and send mail to its SMTP port. The
 * integration-services rows are pointed here once the database is migrated (a copy started first).
 * SIMULADORES_PORT is the HTTP port, SIMULADORES_SMTP_PORT the mail's, PAGOS_NOTIFICACION_URL where
 * payments are notified (the balancer).
 */
const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, conexiones: 2 });
const simuladores = await startSimulators(database.db, config.SIMULADORES_PORT, {
  notificacionUrl: config.PAGOS_NOTIFICACION_URL ?? null,
  archivoPagos: path.join(config.DATA_DIR, 'simulador-pagos.json'),
  puertoCorreo: config.SIMULADORES_SMTP_PORT || undefined,
});
console.log(`Simuladores de sistemas externos en ${simuladores.url}; correo SMTP en el puerto ${simuladores.correo.port}`);

async function cerrar() {
  await simuladores.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void cerrar());
process.on('SIGINT', () => void cerrar());
