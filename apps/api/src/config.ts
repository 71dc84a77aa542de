import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ciudadaniaVariables } from './integrations/ciudadania/ajustes.js';
import { bucketDeUrl } from './modules/archivos/almacen.js';

// The repository's ./data, the same from src/ and dist/.
const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

/** What Fastify's `trustProxy` (proxy-addr) takes: addresses, CIDRs and its names for ranges. */
const RANGOS_CON_NOMBRE = new Set(['loopback', 'linklocal', 'uniquelocal']);
function sonDireccionesDeProxy(texto: string): boolean {
  const partes = texto.split(',').map((p) => p.trim());
  return partes.every((p) => {
    if (RANGOS_CON_NOMBRE.has(p)) return true;
    const [ip, bits, ...resto] = p.split('/');
    const version = isIP(ip ?? '');
    if (version === 0 || resto.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
}

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Where this copy serves its Prometheus metrics (`GET /metrics`, decision 070): a port of its own
   * that the public balancer never forwards, on METRICS_HOST (loopback unless said). 0: not served.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres://')
    .optional(),
  /**
   * A hot standby of DATABASE_URL's server (issue 34, decision 059): the reports, statements and the
   * dashboard read there; every write, and every read that decides one, stays on the primary. Unset:
   * everything reads the primary.
   */
  DATABASE_URL_LECTURA: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres://')
    .optional(),
  DATA_DIR: z.string().optional(),
  /**
   * PostgreSQL connections one copy of the API may hold (its requests and its jobs). The copies'
   * sum, plus a few for maintenance, must fit the server's max_connections (docs/despliegue.md).
   */
  // Two at least: the start holds one for its lock while the migrations use another (db/client.ts `exclusivo`).
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  /** Connections one copy may hold on the standby of DATABASE_URL_LECTURA (an export holds two at once). */
  DB_POOL_LECTURA_MAX: z.coerce.number().int().min(1).max(500).default(5),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data: defaults to true on the embedded database, false on a real server. */
  SEED_DEMO: bool,
  ADMIN_PASSWORD: z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
  /** Login attempts per address per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Files one user (or provider token) may upload per minute, over every upload route and every copy of the API. */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Beneficiary look-ups one cashier or provider token may make per minute at the counter (issue 31). */
  LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Verification codes (SMS) one person, or one mobile number, may be sent per purpose in an hour and in a day (decision 068). */
  CODIGOS_SMS_POR_HORA: z.coerce.number().int().min(1).default(5),
  CODIGOS_SMS_POR_DIA: z.coerce.number().int().min(1).default(10),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  WEB_DIST: z.string().optional(),
  /** Longest wait for an outside system (SEGIP, OVT, SMS…) before the user is told it does not answer. */
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Start the local simulators of the outside systems: defaults to true on the embedded database. */
  SIMULADORES: bool,
  /** 0: any free port (the integration-services rows are pointed at it on every start). */
  SIMULADORES_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The mail simulator's SMTP port; 0: any free one (the simulators' own process in the cluster sets it). */
  SIMULADORES_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Where the payment platform's simulator notifies payments; default our own /api/v1/pagos/notificacion on 127.0.0.1:PORT. */
  PAGOS_NOTIFICACION_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Seconds between rounds of the polling of pending payment codes (a lost notification still settles); 0 switches it off. */
  PAGOS_REVISION_SEGUNDOS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seconds between rounds of the mail notifications' job (issue 35 §3, decision 065): due mails sent, codes expiring within 24 h told; 0 switches it off. */
  NOTIFICACIONES_SEGUNDOS: z.coerce.number().int().min(0).max(86_400).default(15),
  /** Attempts at a notification mail before it is left FALLIDO (the waits between them double from a minute, at most an hour). */
  NOTIFICACIONES_INTENTOS: z.coerce.number().int().min(1).max(50).default(8),
  /** Seconds between rounds of the treasury job (ENVIADO payments' batches polled, the daily settlement); 0 switches it off. */
  TESORO_REVISION_SEGUNDOS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seconds between rounds of the daily reconciliation job (each round reconciles yesterday once, if no copy has); 0 switches it off. */
  CONCILIACION_SEGUNDOS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** Seconds between rounds of the data-quality job (decision 066: each round computes the reports for today once, if no copy has); 0 switches it off. */
  CALIDAD_SEGUNDOS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * The Bolivian hour (0–23) from which the job settles each day the sales up to yesterday; -1: only
   * the button settles. Default 3 on a real server, -1 on the embedded (demo) database, whose demo
   * sales wait for the button.
   */
  LIQUIDACION_HORA: z.coerce.number().int().min(-1).max(23).optional(),
  /** Mail (issue 19): the SMTP server; without SMTP_HOST, the local simulator when SIMULADORES is on, else no mail is sent (and it is logged). */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).default('ProBolivia <no-responder@probolivia.gob.bo>'),
  /** The address users open the app at, for the links in the mails; default http://localhost:PORT. */
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Behind a balancer: whose X-Forwarded-For to believe. The balancer's addresses (`127.0.0.1`,
   * `10.0.0.5, 10.0.0.6`, a CIDR, or `loopback`): the caller is the address the balancer added,
   * which a caller cannot forge. `true` believes every entry, the left-most included, which the caller
   * writes. Per-address allowances count the address this gives.
   */
  TRUST_PROXY: z
    .union([z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'), z.string().refine(sonDireccionesDeProxy, 'las direcciones del balanceador (IP o CIDR, o loopback), separadas por comas')])
    .optional(),
  /** The card reader's address for the browser (query lectorTarjetas, CSP connect-src); overrides the parameter of that name. */
  LECTOR_TARJETAS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The REST API's OpenAPI document and its page at /api/docs (decision 035): on by default outside production. */
  API_DOCS: bool,
  /** The local signing program's address for the browser (query firmadorUrl, CSP connect-src; issue 18). */
  FIRMADOR_URL: z.url({ protocol: /^https?$/ }).default('https://localhost:3200'),
  /**
   * The certification authorities whose signer certificates a signed PDF may carry (issue 18): PEM file
   * paths, comma separated. Unset outside production: the signing program simulator's demo authority.
   */
  FIRMA_AUTORIDADES: z.string().trim().min(1).optional(),
  /**
   * Uploaded and signed files in an S3-compatible bucket (issue 34): the endpoint and the bucket as
   * its path (`https://s3.sa-east-1.amazonaws.com/probolivia-archivos`, a MinIO's
   * `http://minio:9000/archivos`). Unset: the folder `<DATA_DIR>/archivos`, which only one machine sees.
   */
  ARCHIVOS_S3_URL: z
    .url({ protocol: /^https?$/ })
    .refine((u) => bucketDeUrl(u) !== null, 'debe nombrar el bucket como su ruta: http(s)://servidor[:puerto]/bucket')
    .optional(),
  ARCHIVOS_S3_REGION: z.string().min(1).default('us-east-1'),
  /** The bucket's keys; unset, the SDK's usual sources (AWS_ACCESS_KEY_ID…, the machine's role). */
  ARCHIVOS_S3_ACCESS_KEY: z.string().min(1).optional(),
  ARCHIVOS_S3_SECRET_KEY: z.string().min(1).optional(),
  /** Single sign-on with Ciudadanía Digital (decision 037): CIUDADANIA_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _REDIRECT_URI… */
  ...ciudadaniaVariables,
});

export type Config = Omit<z.infer<typeof schema>, 'LIQUIDACION_HORA'> & { LIQUIDACION_HORA: number; DATA_DIR: string; embedded: boolean; seedDemo: boolean; simuladores: boolean; apiDocs: boolean };

/**
 * In production the session-signing key comes from the environment, never generated: a key kept in
 * the database is readable by whoever reads a backup, and a forgotten variable must stop the start
 * rather than pass unnoticed. Development and tests generate one and keep it (auth/secret.ts).
 */
function faltanEnProduccion(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production' || env.JWT_SECRET !== undefined) return [];
  return ['  JWT_SECRET: es obligatoria en producción (NODE_ENV=production): es la clave que firma las sesiones; genere una con: openssl rand -hex 32'];
}

/** A standby without its primary: the embedded database would start and the variable be silently ignored. */
function lecturaSinPrimario(env: NodeJS.ProcessEnv): string[] {
  if (!env.DATABASE_URL_LECTURA || env.DATABASE_URL) return [];
  return ['  DATABASE_URL_LECTURA: solo vale junto a DATABASE_URL (es la réplica en espera de ese PostgreSQL)'];
}

/** The configuration of a process's entry point (the API, the simulators): a bad variable prints its message and ends the process. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/** Parses the environment once; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  const lines = [...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)), ...faltanEnProduccion(env), ...lecturaSinPrimario(env)];
  if (!parsed.success || lines.length) throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  const embedded = !parsed.data.DATABASE_URL;
  // A relative DATA_DIR is read from where the command was typed (npm runs scripts elsewhere).
  const DATA_DIR = parsed.data.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR) : defaultDataDir;
  return { ...parsed.data, LIQUIDACION_HORA: parsed.data.LIQUIDACION_HORA ?? (embedded ? -1 : 3), DATA_DIR, embedded, seedDemo: parsed.data.SEED_DEMO ?? embedded, simuladores: parsed.data.SIMULADORES ?? embedded, apiDocs: parsed.data.API_DOCS ?? parsed.data.NODE_ENV !== 'production' };
}
