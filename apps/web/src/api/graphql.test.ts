// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../shell/navigation';
import { startSession } from '../shell/session/store';
import { GraphQLRequestError } from './errors';
import { graphql, sendGraphql } from './graphql';

const navigate = vi.fn();

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const ROLES = graphql(`query Roles($limit: Int) { roles(limit: $limit) { count } }`);
const VERSION = graphql(`query Version { _version }`);
const NOOP = graphql(`mutation Noop { _noop }`);

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  startSession({ token: 'tok-123', usuario: { id: 7, usuario: 'ana' } as Parameters<typeof startSession>[0]['usuario'], menu: [], permisos: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendGraphql', () => {
  it('sends the document as text with its variables and returns data', async () => {
    const fetchMock = reply(200, { data: { roles: { count: 3 } } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendGraphql(ROLES, { limit: 5 })).resolves.toEqual({ roles: { count: 3 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    expect(body.query).toMatch(/^query Roles\(\$limit: Int\) \{\s+roles\(limit: \$limit\) \{\s+count\s+\}\s+\}$/);
    expect(body.variables).toEqual({ limit: 5 });
  });

  it('sends NOT_AUTHORIZED:READ to /403', async () => {
    vi.stubGlobal('fetch', reply(200, { data: null, errors: [{ message: 'NOT_AUTHORIZED:READ' }] }));
    await expect(sendGraphql(VERSION)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(navigate).toHaveBeenCalledWith('/403', { replace: true });
  });

  it('explains other NOT_AUTHORIZED errors', async () => {
    vi.stubGlobal('fetch', reply(200, { data: null, errors: [{ message: 'NOT_AUTHORIZED:UPDATE' }] }));
    await expect(sendGraphql(NOOP)).rejects.toMatchObject({ message: 'No tiene permisos para realizar esta operación.', forbidden: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lists other errors, also on a 400 reply', async () => {
    vi.stubGlobal('fetch', reply(400, { data: null, errors: [{ message: 'Campo desconocido', extensions: { code: 'VALIDATION' } }, { message: 'Otro error' }] }));
    await expect(sendGraphql(VERSION)).rejects.toMatchObject({ message: 'Campo desconocido\nOtro error', forbidden: false });
  });
});
