import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../core/context.js';
import { CorreoClient, type Correo } from '../../integrations/correo/client.js';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

/**
 * Single-use links by e-mail (issue 19, decision 036), shared by the password recovery and the
 * sign-up's confirmation: a random token goes in the mail, only its SHA-256 is stored; using it
 * locks its row, checks purpose, expiry and use, and marks it used in the caller's transaction.
 */
export type Proposito = repo.Proposito;

const hashDe = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a link for the account in `tx`; answers the token that goes in the mail (never stored). */
export async function crearEnlace(ctx: Ctx, tx: Executor, idUsuario: number, proposito: Proposito, minutos: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ahora = ctx.deps.clock();
  await repo.insertar(tx, { id_usuario: idUsuario, proposito, hash: hashDe(token), expira_at: new Date(ahora.getTime() + minutos * 60_000), ip: ctx.ip ?? null, ahora });
  return token;
}

/** Uses a link in `tx`: answers its account's id, or null when the token is unknown, of another purpose, used or expired. */
export async function usarEnlace(ctx: Ctx, tx: Executor, token: string, proposito: Proposito): Promise<number | null> {
  const ahora = ctx.deps.clock();
  const fila = await repo.paraUsar(tx, hashDe(token), proposito);
  if (!fila || fila.usado_at || fila.expira_at <= ahora) return null;
  await repo.marcarUsado(tx, fila.id, ahora);
  return fila.id_usuario;
}

export const cerrarEnlacesPendientes = (ctx: Ctx, tx: Executor, idUsuario: number, proposito: Proposito) => repo.cerrarPendientes(tx, idUsuario, proposito, ctx.deps.clock());

/** How many links of this purpose the account was sent in the last `minutos`. */
export const enlacesRecientes = (ctx: Ctx, idUsuario: number, proposito: Proposito, minutos: number) =>
  repo.enviadosDesde(ctx.db, idUsuario, proposito, new Date(ctx.deps.clock().getTime() - minutos * 60_000));

/** The address of a page of the app with the token, for the mail (APP_URL, default http://localhost:PORT). */
export function enlaceA(ctx: Ctx, ruta: string, token: string): string {
  const base = ctx.deps.config.APP_URL ?? `http://localhost:${ctx.deps.config.PORT}`;
  const url = new URL(ruta, base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Sends a mail after the caller's transaction committed, without making the caller wait for the mail
 * server: the answer to the user is the same whether it went or not, and a failure is logged.
 */
export function enviarDespues(ctx: Ctx, correo: Correo, log: Pick<FastifyBaseLogger, 'error' | 'info'>): Promise<void> {
  return new CorreoClient(ctx.deps)
    .enviar(correo)
    .then(({ id }) => log.info({ correo: id }, 'correo enviado'))
    .catch((err: unknown) => log.error({ err }, 'no se pudo enviar el correo'));
}
