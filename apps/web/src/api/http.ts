import { hasText, translate } from '../i18n/core';
import { currentPath, navigateTo } from '../shell/navigation';
import { notify } from '../shell/notify/store';
import { endSession } from '../shell/session/endSession';
import { touchActivity } from '../shell/session/activity';
import { getSession, getToken, updateSession } from '../shell/session/store';
import { trackRequest } from '../shell/progress/store';
import { HttpError, NetworkError, WarningError } from './errors';
import { keyedText, messageText } from './messages';
import { CABECERA_MENSAJE, leerCabeceraMensaje } from '@pb/contract/mensajes/clave';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as is (uploads). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** false for the login calls: no token is sent. */
  auth?: boolean;
  /**
   * Apply the session rules (401 ends the session, 403 goes to the 403 page). Defaults to `auth`;
   * false lets the caller handle those statuses (login, logout, screens that explain a 403 themselves).
   */
  redirects?: boolean;
  /** More headers (a beneficiary's grant on her own page, decision 063). */
  headers?: Record<string, string>;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function statusMessage(status: number): string {
  const key = `http.${status}`;
  return hasText(key) ? translate(key) : translate('http.unknown');
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function field(body: unknown, name: 'error' | 'warning' | 'code'): string | undefined {
  if (body && typeof body === 'object' && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The server's error in the user's language: by its key when it sent one, else its text. */
function errorText(body: unknown): string | undefined {
  const text = field(body, 'error');
  return text && keyedText(body, text);
}

function mustChangePassword(body: unknown): boolean {
  return Boolean(body && typeof body === 'object' && (body as Record<string, unknown>).cambiar_contrasena === true);
}

/** The one HTTP client: token, JSON, typed errors and the session rules of spec part 1 §4 and §8. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true } = options;
  const redirects = options.redirects ?? auth;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  let data: unknown;
  const done = trackRequest(); // the progress bar shows while any request runs
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    touchActivity();
    data = await parseBody(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(translate('http.network'));
  } finally {
    done();
  }

  if (response.status === 401 && redirects) {
    if (currentPath() !== '/principal') endSession(translate('session.expired'));
    throw new HttpError(errorText(data) ?? translate('http.401'), 401, field(data, 'code'), data);
  }
  if (response.status === 403 && redirects) {
    const message = errorText(data) ?? translate('http.403');
    if (mustChangePassword(data)) {
      // The server lets nothing else through until the user sets a new password (on /account).
      const usuario = getSession()?.usuario;
      if (usuario && !usuario.cambiar_contrasena) updateSession({ usuario: { ...usuario, cambiar_contrasena: true } });
      notify('warning', message);
      navigateTo('/account', { replace: true });
    } else {
      navigateTo('/403', { replace: true });
    }
    throw new HttpError(message, 403, field(data, 'code'), data);
  }
  const error = errorText(data);
  if (!response.ok || error) {
    throw new HttpError(error ?? statusMessage(response.status), response.status, field(data, 'code'), data);
  }
  const warning = field(data, 'warning');
  if (warning) {
    throw new WarningError(keyedText(data, warning), response.status, data);
  }
  // A bare-string reply (a sync's message) carries its key in a header (decision 075).
  const cabecera = typeof data === 'string' ? leerCabeceraMensaje(response.headers.get(CABECERA_MENSAJE)) : null;
  if (cabecera) return messageText(cabecera, data as string) as T;
  return data as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
};
