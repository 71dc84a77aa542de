import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-main-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

function start(logLevel = 'warn'): { child: ChildProcess; output: () => string } {
  let out = '';
  // Always the embedded database here, even when CI points the other tests at PostgreSQL.
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, ...env } = process.env;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitReady(output: () => string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`el servidor no quedó listo:\n${output()}`);
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start on the embedded database', () => {
  it('starts, prints the demo accounts, serves login, and stops cleanly on SIGTERM; data survives a restart', async () => {
    // info: Fastify's "incoming request" line says when the in-flight request below has reached the server.
    const first = start('info');
    await waitReady(first.output);
    expect(first.output()).toContain('Cuentas de demostración');
    const login = await fetch(`${base}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: 'admin', contrasena: 'Demo.2026' }) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { token: string }).token;
    // A request in flight when SIGTERM arrives still gets its answer.
    // SIGTERM only once the server has it: Node 24's fetch writes it later than Node 20's did, and a request
    // still on the client's side when the server closes its idle connections is not in flight.
    const inFlight = fetch(`${base}/api/system/menu`, { headers: { authorization: `Bearer ${token}` } });
    while (!first.output().includes('"url":"/api/system/menu"')) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    const code = await exited(first.child);
    expect(code, first.output()).toBe(0);

    const second = start();
    await waitReady(second.output);
    const again = await fetch(`${base}/api/system/menu`, { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 200_000);

  it('refuses to start on a bad variable and names it', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env: { ...process.env, PORT: 'no-es-numero' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    expect(await exited(child)).toBe(1);
    expect(err).toContain('PORT');
  }, 30_000);

  it('refuses to start in production without JWT_SECRET, and says how to make one', async () => {
    const { JWT_SECRET: _s, ...env } = process.env;
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    expect(await exited(child)).toBe(1);
    expect(err).toContain('JWT_SECRET: es obligatoria en producción');
    expect(err).toContain('openssl rand -hex 32');
  }, 30_000);
});
