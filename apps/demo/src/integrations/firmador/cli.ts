import path from 'node:path';
import { parseArgs } from 'node:util';
import { ARCHIVO_AUTORIDAD, carpetaFirmador } from '@pb/api/integrations/firmador/pki.js';
import { origenesFirmador } from './origenes.js';
import { iniciarFirmador, type ModoFirmador } from './simulator.js';

/**
 * `npm run firmador`: the local signing program's simulator on this computer (simulator.ts).
 *   --port 3200 (0: any free port)   --pin 123456   --origen http://localhost:3413 (repeatable or comma separated; '*' any)
 *   --sin-token | --dos-tokens | --pin-bloqueado
 * Without --origen it answers the app at APP_URL and at localhost / 127.0.0.1 on PORT (the app's port, default 3000; origenes.ts).
 * FIRMADOR_DIR (default <repo>/.firmador) keeps the demo authority, the HTTPS certificate and the token.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    pin: { type: 'string' },
    origen: { type: 'string', multiple: true },
    'sin-token': { type: 'boolean' },
    'dos-tokens': { type: 'boolean' },
    'pin-bloqueado': { type: 'boolean' },
  },
});

const modo: ModoFirmador = values['sin-token'] ? 'sin-token' : values['dos-tokens'] ? 'dos-tokens' : values['pin-bloqueado'] ? 'pin-bloqueado' : 'normal';
const port = values.port === undefined ? 3200 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port inválido: ${values.port}`);
  process.exit(2);
}
let origenes: string[];
try {
  origenes = origenesFirmador(values.origen, process.env);
} catch (err) {
  console.error(`${(err as Error).message}. Use PORT=<puerto de la aplicación> o --origen <dirección de la aplicación>.`);
  process.exit(2);
}
const dir = carpetaFirmador();

const firmador = await iniciarFirmador({ port, pin: values.pin, modo, origenes, dir });
console.log(`firmador en ${firmador.url}`);
console.log(`  acepta las páginas de ${origenes.join(', ')}; otra: --origen <dirección> o PORT=<puerto de la aplicación>`);
console.log(`  modo ${modo}; PIN ${values.pin ?? '123456'}; autoridad de certificación demo: ${path.join(dir, ARCHIVO_AUTORIDAD)}`);
console.log('  Confíe en esa autoridad en el navegador (Certificados > Autoridades > Importar, "identificar sitios web"),');
console.log(`  o abra ${firmador.url} una vez y acepte el certificado. Para pdfsig: certutil -A -d sql:<dir-nss> -n probolivia-demo -t "CT,C,C" -i ${path.join(dir, ARCHIVO_AUTORIDAD)}`);

const salir = () => void firmador.close().then(() => process.exit(0));
process.on('SIGINT', salir);
process.on('SIGTERM', salir);
