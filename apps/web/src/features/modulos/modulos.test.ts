import { print, type DocumentNode } from '@0no-co/graphql.web';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The documents stay real (typed from the schema); only the request is replaced.
const sendGraphql = vi.fn();
vi.mock('../../api/graphql', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api/graphql')>()), sendGraphql: (...args: unknown[]) => sendGraphql(...args) }));

const { listarModulos, editarPermiso } = await import('./api');
const { datosDe, valoresDe } = await import('./formulario');

/** The operation a call sent (`query Modulos`), read from its printed document. */
const operacion = (n = 0) => print(sendGraphql.mock.calls[n]?.[0] as DocumentNode).split('(')[0];

beforeEach(() => sendGraphql.mockReset());

describe('module list query', () => {
  it('sends no filter for TODOS or empty values', async () => {
    sendGraphql.mockResolvedValue({ modulos: { count: 0, rows: [] } });
    await listarModulos({ limit: 10, page: 1, order: 'orden', label: '', id_modulo: 'TODOS', estado: 'TODOS' });
    expect(operacion()).toBe('query Modulos');
    expect(sendGraphql.mock.calls[0]?.[1]).toEqual({ limit: 10, page: 1, order: 'orden', label: undefined, id_modulo: undefined, estado: undefined });
  });

  it('passes the chosen parent, status and label', async () => {
    sendGraphql.mockResolvedValue({ modulos: { count: 1, rows: [{ id: 5 }] } });
    const page = await listarModulos({ limit: 5, page: 2, label: 'Usu', id_modulo: '1', estado: 'INACTIVO' });
    expect(sendGraphql.mock.calls[0]?.[1]).toMatchObject({ label: 'Usu', id_modulo: '1', estado: 'INACTIVO' });
    expect(page).toEqual({ count: 1, rows: [{ id: 5 }] });
  });

  it('an empty GraphQL answer is an empty page', async () => {
    sendGraphql.mockResolvedValue(null);
    await expect(listarModulos({ limit: 10, page: 1 })).resolves.toEqual({ count: 0, rows: [] });
  });
});

describe('permission switch', () => {
  it('sends only the changed flag', async () => {
    sendGraphql.mockResolvedValue({ permisoEdit: null });
    await editarPermiso(7, { firma: true });
    expect(operacion()).toBe('mutation PermisoEdit');
    expect(sendGraphql.mock.calls[0]?.[1]).toEqual({ id: 7, permiso: { firma: true } });
  });
});

describe('module form', () => {
  const base = { label: ' Prueba ', ruta: '/prueba', icono: ' ', orden: '12', depende: false, id_modulo: '3' };

  it('drops the parent when the module depends on none', () => {
    expect(datosDe(base)).toEqual({ label: 'Prueba', ruta: 'prueba', icono: null, orden: '12', id_modulo: null });
  });

  it('sends the parent as a number when the switch is on', () => {
    expect(datosDe({ ...base, depende: true }).id_modulo).toBe(3);
  });

  it('turns a module with a parent on the switch', () => {
    const valores = valoresDe({ id: 9, ruta: 'x', label: 'X', icono: null, orden: 5, estado: 'ACTIVO', visible: true, id_modulo: 1, modulo_label: 'Configuraciones' });
    expect(valores).toEqual({ label: 'X', ruta: 'x', icono: '', orden: '5', depende: true, id_modulo: '1' });
    expect(valoresDe(null).depende).toBe(false);
  });
});
