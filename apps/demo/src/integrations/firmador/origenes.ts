/**
 * The pages (origins) the signing program's simulator answers (CORS; issue 32 item 15): the
 * `--origen` flags (repeatable or comma separated, '*' any), else the app's own at APP_URL and at
 * localhost / 127.0.0.1 on PORT, the app's port as `npm start` reads it (default 3000). So a simulator
 * started with the app's PORT accepts it, on any port.
 */
export function origenesFirmador(origen: readonly string[] | undefined, env: Readonly<Record<string, string | undefined>>): string[] {
  const dados = (origen ?? []).flatMap((o) => o.split(',')).map((o) => o.trim()).filter(Boolean);
  if (dados.length > 0) return dados;
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT inválido: ${env.PORT}`);
  const app = env.APP_URL ? [new URL(env.APP_URL).origin] : [];
  return [...new Set([...app, `http://localhost:${port}`, `http://127.0.0.1:${port}`])];
}
