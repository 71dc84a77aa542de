import type { Server } from 'node:http';
import path from 'node:path';
import { loadConfigOrExit } from './config.js';
import { CarpetaOcupada, tomarCarpeta } from './core/carpeta-datos.js';
import { prepare } from './server.js';
import { servirMetricas } from './core/metricas.js';
import { warnSwitchedOffLinks } from './web-links.js';
import { iniciarRevision } from './modules/cpts/revision.js';
import { iniciarTesoro } from './modules/pagosProveedores/tareaPeriodica.js';
import { iniciarConciliacion } from './modules/conciliacion/tareaPeriodica.js';
import { iniciarCalidad } from './modules/calidad/tareaPeriodica.js';
import { iniciarNotificaciones } from './modules/notificaciones/tareaPeriodica.js';
import { iniciarAvisosSms } from './modules/avisosSms/tareaPeriodica.js';
import { cargarDemo } from './demo.js';

let config = loadConfigOrExit();

// One process per embedded data folder, checked before the database is opened (issue 51 §8).
if (config.embedded) {
  try {
    tomarCarpeta(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof CarpetaOcupada)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

// The simulators and the demo's data live in apps/demo, loaded only when asked for (decision 074): a
// production start (SIMULADORES and SEED_DEMO off) loads none of it.
const demo = config.simuladores || config.seedDemo ? await cargarDemo() : null;
// Ciudadanía Digital's simulator first: the app is built with its issuer.
const ciudadania = config.simuladores && demo ? await demo.conSimuladorCiudadania(config) : { config, simulador: null };
config = ciudadania.config;
const { app, database, deps, metricas } = await prepare(config, { print: (l) => console.log(l), demo: demo ?? undefined });
// The payment simulator notifies payments to this server, which listens on PORT on every address (HOST 0.0.0.0) or on HOST.
const hostPropio = ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
const notificacionUrl = config.PAGOS_NOTIFICACION_URL ?? `http://${hostPropio}:${config.PORT}/api/v1/pagos/notificacion`;
// The payment simulator's codes live in the data folder: a restart of the demo does not lose a code a payroll waits on.
// The simulators tell deps of themselves: mail goes to the mail simulator without SMTP_HOST, and /dev/correos,
// /dev/pagos and /dev/sms show them.
const simuladores =
  config.simuladores && demo ? await demo.iniciarSimuladores(database.db, deps, config.SIMULADORES_PORT, { notificacionUrl, archivoPagos: path.join(config.DATA_DIR, 'simulador-pagos.json') }) : null;

let revision: ReturnType<typeof iniciarRevision> | null = null;
let tesoro: ReturnType<typeof iniciarTesoro> | null = null;
let conciliacion: ReturnType<typeof iniciarConciliacion> | null = null;
let calidad: ReturnType<typeof iniciarCalidad> | null = null;
let notificaciones: ReturnType<typeof iniciarNotificaciones> | null = null;
let avisosSms: ReturnType<typeof iniciarAvisosSms> | null = null;
let servidorMetricas: Server | null = null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
  const force = setTimeout(() => process.exit(1), 15_000).unref();
  try {
    await app.close();
    servidorMetricas?.close();
    await revision?.detener();
    await tesoro?.detener();
    await conciliacion?.detener();
    await calidad?.detener();
    await notificaciones?.detener();
    await avisosSms?.detener();
    await simuladores?.close();
    await ciudadania.simulador?.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'cierre con errores');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
// Prometheus's measures on their own port, never the balancer's (decision 070).
if (config.METRICS_PORT) servidorMetricas = await servirMetricas(metricas, config.METRICS_PORT, config.METRICS_HOST);
// The polling of pending payment codes, on the database itself: it opens its own short transactions.
revision = iniciarRevision({ db: database.db, clock: deps.clock, config, log: app.log });
// The treasury's job: payments to providers sent, their answers stored, the daily settlement.
tesoro = iniciarTesoro({ db: database.db, clock: deps.clock, config, log: app.log });
// The daily reconciliation of yesterday's payments (decision 064), once across copies.
conciliacion = iniciarConciliacion({ db: database.db, clock: deps.clock, config, log: app.log });
// The data-quality reports computed for today once a day (decision 066), once across copies.
calidad = iniciarCalidad({ db: database.db, clock: deps.clock, config, log: app.log });
// The mail notifications' job (decision 065): the outbox's due mails sent with retries, codes expiring within 24 h told.
notificaciones = iniciarNotificaciones({ db: database.db, clock: deps.clock, correo: deps, config, log: app.log });
// The beneficiaries' SMS notices (decision 082): credits, blocks and today's deliveries, with a daily cap per number.
avisosSms = iniciarAvisosSms({ db: database.db, clock: deps.clock, config, log: app.log });
const url = `http://localhost:${config.PORT}`;
console.log(`\nSistema listo en ${url} (base de datos ${config.embedded ? `embebida en ${config.DATA_DIR}` : 'PostgreSQL'})`);
if (simuladores) console.log(`Simuladores de sistemas externos (SEGIP, OVT, pagos, SMS, tesoro) en ${simuladores.url}`);
if (servidorMetricas) console.log(`Métricas de Prometheus en http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);
if (ciudadania.simulador) console.log(`Simulador de Ciudadanía Digital (OpenID Connect) en ${ciudadania.simulador.issuer}`);
if (simuladores && !config.SMTP_HOST && config.NODE_ENV !== 'production') console.log(`Correos del simulador (SMTP en el puerto ${simuladores.puertoCorreo}): ${url}/dev/correos`);
if (simuladores && config.NODE_ENV !== 'production') console.log(`Códigos de pago del simulador, para pagarlos como el banco: ${url}/dev/pagos`);
if (simuladores && config.NODE_ENV !== 'production') console.log(`SMS del simulador (los códigos y avisos que recibiría cada celular): ${url}/dev/sms`);
warnSwitchedOffLinks();
if (config.seedDemo && demo) {
  console.log(`Cuentas de demostración (contraseña ${demo.cuentas.contrasena}):`);
  for (const u of demo.cuentas.usuarios) console.log(`  ${u.usuario.padEnd(14)} rol ${u.id_rol}`);
}
