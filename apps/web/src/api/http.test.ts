// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../shell/navigation';
import { getSession, startSession } from '../shell/session/store';
import { HttpError, NetworkError, WarningError } from './errors';
import i18n from '../i18n';
import { http } from './http';

const navigate = vi.fn();

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function signIn() {
  const usuario = { id: 7, usuario: 'ana' } as Parameters<typeof startSession>[0]['usuario'];
  startSession({ token: 'tok-123', usuario, menu: [], permisos: {} });
}

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/usuarios');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('sends the bearer token and parses JSON', async () => {
    signIn();
    const fetchMock = reply(200, { datos: [1] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(http.get('/api/x', { query: { page: 2, q: '' } })).resolves.toEqual({ datos: [1] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?page=2');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('turns { error } into an HttpError with the server text', async () => {
    vi.stubGlobal('fetch', reply(409, { error: 'Ya existe.', code: 'CONFLICT' }));
    const error = await http.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Ya existe.', status: 409, code: 'CONFLICT' });
  });

  it("says a bare-string reply by the key in its header, in the user's language; without one, as it came", async () => {
    const cabecera = encodeURIComponent(JSON.stringify({ clave: 'trabajadoresSincronizados', parametros: { n: 12 } }));
    const texto = JSON.stringify('Se sincronizaron 12 trabajadores con el OVT.');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(texto, { status: 200, headers: { 'Content-Type': 'application/json', 'X-Mensaje': cabecera } })));
    await i18n.changeLanguage('en');
    try {
      expect(await http.post<string>('/api/x', {})).toBe(i18n.t('servidor.mensajes.trabajadoresSincronizados', { n: 12 }));
      expect(await http.post<string>('/api/x', {})).not.toBe(JSON.parse(texto));
      vi.stubGlobal('fetch', reply(200, 'Texto sin clave'));
      expect(await http.post<string>('/api/x', {})).toBe('Texto sin clave');
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('turns { warning } into a WarningError', async () => {
    vi.stubGlobal('fetch', reply(200, { warning: 'Cuidado.' }));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(WarningError);
  });

  it('ends the session on 401 with the expiry message', async () => {
    signIn();
    vi.stubGlobal('fetch', reply(401, { error: 'Sesión vencida' }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('base_error')).toBe('Su sesión ha expirado, ingrese nuevamente.');
    expect(navigate).toHaveBeenCalledWith('/principal', { replace: true });
  });

  it('does not end the session on a failed login (no token sent)', async () => {
    vi.stubGlobal('fetch', reply(401, { error: 'Usuario y/o contraseña inválida' }));
    await expect(http.post('/auth', {}, { auth: false })).rejects.toMatchObject({ message: 'Usuario y/o contraseña inválida' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /403 on 403', async () => {
    signIn();
    vi.stubGlobal('fetch', reply(403, { error: 'No.' }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/403', { replace: true });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('No se pudo establecer conexión con el servidor.');
  });
});

describe('pending password change', () => {
  it('sends the user to /account instead of /403', async () => {
    signIn();
    vi.stubGlobal('fetch', reply(403, { error: 'Debe cambiar su contraseña antes de continuar.', code: 'FORBIDDEN', cambiar_contrasena: true }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/account', { replace: true });
  });
});
