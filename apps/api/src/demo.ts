import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Deps } from './core/context.js';
import type { Db } from './db/client.js';

/*
 * What the start asks of the demo (decision 074). The outside systems' simulators, the demo's people
 * and its seed live in the workspace apps/demo (@pb/demo), which depends on the API, never the reverse:
 * this file names what the API needs of it, and `cargarDemo` loads it only when SIMULADORES or
 * SEED_DEMO asks for it. A production start (both off) loads no module of apps/demo, nor
 * oidc-provider or smtp-server (sin-demo.test.ts walks its static imports).
 */

/** The demo's seed (apps/demo/src/db/seed), around the reference data of db/seed/index.ts. */
export interface SemillaDemo {
  /** In place of the first administrator: the demo's organisations (the programme's entity among them), users and workers. */
  inicial(db: Db): Promise<void>;
  /** Once the programme's regionals exist: payrolls, deliveries, sales, the planted problems. */
  resto(db: Db): Promise<void>;
}

export interface OpcionesSimuladores {
  /** Where the payment platform's simulator notifies payments: this server's /api/v1/pagos/notificacion. */
  notificacionUrl: string | null;
  /** Where it keeps its codes across restarts (the data folder). */
  archivoPagos: string;
}

export interface SimuladoresEnMarcha {
  /** Their HTTP address, each system under its own prefix. */
  url: string;
  /** The mail simulator's SMTP port. */
  puertoCorreo: number;
  close(): Promise<void>;
}

export interface Demo {
  semilla: SemillaDemo;
  /** The demo accounts the start prints, and their one password. */
  cuentas: { contrasena: string; usuarios: ReadonlyArray<{ usuario: string; id_rol: number }> };
  /** The simulators' pages (/dev/correos, /dev/pagos, /dev/sms): app.ts registers them outside production only. */
  paginas(app: FastifyInstance, deps: Deps): Promise<void>;
  /** Ciudadanía Digital's simulator, before the app is built when no issuer is given: the configuration pointed at it. */
  conSimuladorCiudadania(config: Config): Promise<{ config: Config; simulador: { issuer: string; close(): Promise<void> } | null }>;
  /** The outside systems' simulators on `port`, the integration rows pointed at them and `deps` told of them (mail, the pages). */
  iniciarSimuladores(db: Db, deps: Deps, port: number, opciones: OpcionesSimuladores): Promise<SimuladoresEnMarcha>;
}

/**
 * The demo workspace, loaded when asked for. Its name is a value, not a literal: neither the build
 * nor a reader of the static imports follows it, and a production start never resolves it.
 */
export async function cargarDemo(): Promise<Demo> {
  const paquete: string = '@pb/demo';
  const { demo } = (await import(paquete)) as { demo: Demo };
  return demo;
}
