/**
 * The web app links to pages of other systems when their address was given to its build (`npm start`
 * builds and serves with the same environment); without it the link leads to the project's own page
 * instead, or is not shown when there is none. Says at start which links are not the outside system.
 */
const LINKS: Record<string, { link: string; without: string }> = {
  // Decision 043: the landing's third card always shows; without an outside client it opens /ventas.
  VITE_VENTAS_URL: { link: 'Cliente de ventas (portada)', without: 'lleva a la pantalla de ventas propia (/ventas)' },
};

export function switchedOffLinks(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(LINKS)
    .filter(([variable]) => !env[variable])
    .map(([variable, { link, without }]) => `Aviso: sin ${variable}, el enlace "${link}" ${without}.`);
}

export function warnSwitchedOffLinks() {
  for (const line of switchedOffLinks()) console.warn(line);
}
