/**
 * The web app links to pages of other systems only when their address was given to its build
 * (`npm start` builds and serves with the same environment). Says at start which are switched off.
 */
const LINKS: Record<string, string> = {
  VITE_VENTAS_URL: 'Cliente de ventas (portada)',
};

export function switchedOffLinks(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(LINKS)
    .filter(([variable]) => !env[variable])
    .map(([variable, link]) => `Aviso: sin ${variable}, el enlace "${link}" no se muestra.`);
}

export function warnSwitchedOffLinks() {
  for (const line of switchedOffLinks()) console.warn(line);
}
