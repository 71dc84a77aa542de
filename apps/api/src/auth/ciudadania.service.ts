import { createHash, randomBytes } from 'node:crypto';
import { ROLES_CIUDADANIA, type LoginResponse } from '@pb/contract';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { ajustesCiudadania, type AjustesCiudadania } from '../integrations/ciudadania/ajustes.js';
import { CiudadaniaClient, documentoDe, RechazoCiudadania } from '../integrations/ciudadania/client.js';
import { abrirFlujo, sellarFlujo } from '../integrations/ciudadania/flujo.js';
import { writeAudit } from '../modules/logs/audit.js';
import { abrirIngreso } from './login.service.js';
import * as repo from './repository.js';

/**
 * Public entities sign in through Ciudadanía Digital (decision 037). The callback maps the verified
 * citizen's document number to an active user of role 6 or 7 and hands the browser a one-time code
 * (60 s, only its hash kept); the browser exchanges it by a POST for the very login response and
 * session of `POST /auth` (`abrirIngreso`), so the token never travels in an address.
 */

/** Where the browser's page `/ciudadania` says why a sign-on did not end in a session. */
export type Motivo = RechazoCiudadania['motivo'] | 'no-configurado' | 'sin-cuenta' | 'inactiva' | 'entidad-inactiva';

const CODIGO_SEGUNDOS = 60;

const pagina = (motivo: Motivo) => `/ciudadania?error=${motivo}`;
const hash = (codigo: string) => createHash('sha256').update(codigo).digest('hex');
const cliente = (ctx: Ctx, ajustes: AjustesCiudadania) => new CiudadaniaClient(ajustes, ctx.deps.config.INTEGRATION_TIMEOUT_MS);

export interface Destino {
  /** Where the browser goes next. */
  destino: string;
  /** The flow cookie's value, when a flow starts. */
  flujo?: string;
  /** Why it failed, for the server log. */
  detalle?: unknown;
}

/** The landing's card: a new authorization request at the provider, or the page saying why not. */
export async function iniciarCiudadania(ctx: Ctx): Promise<Destino> {
  const ajustes = ajustesCiudadania(ctx.deps.config);
  if (!ajustes) return { destino: pagina('no-configurado') };
  try {
    const { url, flujo } = await cliente(ctx, ajustes).inicio();
    return { destino: url, flujo: await sellarFlujo(ctx.deps.jwtSecret, flujo, ctx.deps.clock()) };
  } catch (err) {
    return { destino: pagina(err instanceof RechazoCiudadania ? err.motivo : 'no-disponible'), detalle: err };
  }
}

/**
 * The provider's callback: state, nonce, PKCE and the ID token checked by the client, then the
 * citizen's account. Every refusal is audited as a failed login and opens no session.
 */
export async function completarCiudadania(ctx: Ctx, query: string, cookie: string | undefined): Promise<Destino> {
  const ajustes = ajustesCiudadania(ctx.deps.config);
  if (!ajustes) return { destino: pagina('no-configurado') };
  const now = ctx.deps.clock();
  const rechazo = async (motivo: Motivo, mensaje: Mensaje, cuenta?: repo.UserRow, detalle?: unknown): Promise<Destino> => {
    await writeAudit(ctx.db, { nivel: 'ADVERTENCIA', tipo: 'LOGIN_FALLIDO', mensaje, referencia: 'variante=ciudadania', ip: ctx.ip, usuario: cuenta?.u.usuario ?? null, id_usuario: cuenta?.u.id ?? null, fecha: now });
    return { destino: pagina(motivo), detalle };
  };

  const flujo = await abrirFlujo(ctx.deps.jwtSecret, cookie, now);
  if (!flujo) return rechazo('rechazado', MENSAJES.auditoriaCiudadaniaSinSolicitud);
  let verificado;
  try {
    verificado = await cliente(ctx, ajustes).canjear(query, flujo);
  } catch (err) {
    const e = err instanceof RechazoCiudadania ? err : new RechazoCiudadania('rechazado', err);
    const causa = e.cause instanceof Error ? e.cause.message : String(e.cause);
    return rechazo(e.motivo, MENSAJES.auditoriaCiudadaniaRechazo({ motivo: e.motivo, detalle: causa.slice(0, 440) }), undefined, e.cause);
  }
  const documento = documentoDe(verificado.claims, ajustes.claimDocumento);
  if (!documento) return rechazo('rechazado', MENSAJES.auditoriaCiudadaniaSinClaim({ claim: ajustes.claimDocumento }));

  const [cuenta] = await repo.usuariosPorDocumento(ctx.db, documento, [...ROLES_CIUDADANIA]);
  if (!cuenta) return rechazo('sin-cuenta', MENSAJES.auditoriaCiudadaniaSinCuenta({ documento }));
  if (cuenta.u.estado !== 'ACTIVO') return rechazo('inactiva', MENSAJES.auditoriaCiudadaniaInactiva, cuenta);
  if (cuenta.e && cuenta.e.estado !== 'ACTIVO') return rechazo('entidad-inactiva', MENSAJES.auditoriaCiudadaniaEntidadInactiva, cuenta);

  const codigo = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await repo.olvidarIngresosVencidos(tx, now);
    await repo.guardarIngresoCiudadania(tx, { codigo_hash: hash(codigo), id_usuario: cuenta.u.id, id_token: verificado.idToken, created_at: now, vence_at: new Date(now.getTime() + CODIGO_SEGUNDOS * 1000) });
  });
  return { destino: `/ciudadania?codigo=${codigo}` };
}

/**
 * The browser's exchange of the one-time code: once, within its minute, for an account still
 * allowed in. The code is marked used in the transaction that opens the session.
 */
export async function canjearCiudadania(ctx: Ctx, codigo: string, userAgent: string | undefined): Promise<LoginResponse> {
  const now = ctx.deps.clock();
  const resultado = await ctx.db.transaction(async (tx) => {
    const ingreso = await repo.tomarIngresoCiudadania(tx, hash(codigo), now);
    if (!ingreso) return { error: new AppError('UNAUTHENTICATED', MENSAJES.ciudadaniaCodigoInvalido) };
    const cuenta = await repo.usuarioPorId(tx, ingreso.id_usuario);
    if (!cuenta || cuenta.u.estado !== 'ACTIVO') return { error: new AppError('FORBIDDEN', MENSAJES.cuentaInactiva) };
    if (cuenta.e && cuenta.e.estado !== 'ACTIVO') return { error: new AppError('FORBIDDEN', MENSAJES.entidadInactiva) };
    const { response, sessionId } = await abrirIngreso({ ...ctx, db: tx }, cuenta, 'ciudadania', userAgent);
    await repo.marcarIngresoCiudadania(tx, ingreso.id, sessionId);
    return { response };
  });
  if ('error' in resultado) throw resultado.error;
  return resultado.response;
}

/** After our logout: the provider's end-session address when the session came from Ciudadanía Digital. */
export async function salidaCiudadania(ctx: Ctx, sessionId: string): Promise<string | null> {
  const ajustes = ajustesCiudadania(ctx.deps.config);
  if (!ajustes) return null;
  const idToken = await repo.idTokenDeSesion(ctx.db, sessionId);
  if (!idToken) return null;
  try {
    return await cliente(ctx, ajustes).salida(idToken);
  } catch {
    // The provider cannot be reached: our session is over anyway, and the provider's ends with its own time.
    return null;
  }
}
