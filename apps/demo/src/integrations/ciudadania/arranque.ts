import type { Config } from '@pb/api/config.js';
import { direccionesPropias, SECRETO_SIMULADOR } from '@pb/api/integrations/ciudadania/ajustes.js';
import { startCiudadaniaSimulator, type CiudadaniaSimulator } from './simulator.js';

/**
 * With the local simulators and no CIUDADANIA_ISSUER given, starts Ciudadanía Digital's simulator
 * before the app is built and answers the configuration pointed at it (its issuer, and its secret
 * unless one was given); otherwise the configuration as it was.
 */
export async function conSimuladorCiudadania(config: Config): Promise<{ config: Config; simulador: CiudadaniaSimulator | null }> {
  if (!config.simuladores || config.CIUDADANIA_ISSUER) return { config, simulador: null };
  const clientSecret = config.CIUDADANIA_CLIENT_SECRET ?? SECRETO_SIMULADOR;
  const simulador = await startCiudadaniaSimulator({ clientId: config.CIUDADANIA_CLIENT_ID, clientSecret, ...direccionesPropias(config), port: config.CIUDADANIA_SIMULADOR_PORT });
  return { config: { ...config, CIUDADANIA_ISSUER: simulador.issuer, CIUDADANIA_CLIENT_SECRET: clientSecret }, simulador };
}
