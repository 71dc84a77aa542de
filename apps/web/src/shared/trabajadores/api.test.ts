// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '@pb/contract';
import { fieldsOfError } from '../../api/fields';
import { WarningError } from '../../api/errors';
import { setNavigator } from '../../shell/navigation';
import { cambiarCelular } from './api';

/** The three answers of `PATCH v1/otros/celular` (spec part 2 §7, decision 039), as the dialogs receive them. */
const responde = (body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));

beforeEach(() => setNavigator(vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('cambiarCelular', () => {
  it('answers { existe: false, mensaje } when changed', async () => {
    responde({ existe: false, mensaje: MENSAJES.celularActualizado });
    await expect(cambiarCelular(7, '71234567')).resolves.toEqual({ existe: false, mensaje: MENSAJES.celularActualizado });
  });

  it('a number another person has (existe: true) is refused on the field', async () => {
    responde({ existe: true, warning: MENSAJES.celularRegistrado, campos: { movil: MENSAJES.celularRegistrado } });
    const error = await cambiarCelular(7, '71234567').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WarningError);
    expect(fieldsOfError(error)).toEqual({ movil: MENSAJES.celularRegistrado });
  });

  it("the unique index's list (type 'unique violation') is refused the same way", async () => {
    responde([{ type: 'unique violation', path: 'movil', value: '71234567', message: MENSAJES.celularRegistrado }]);
    const error = await cambiarCelular(7, '71234567').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WarningError);
    expect((error as Error).message).toBe(MENSAJES.celularRegistrado);
    expect(fieldsOfError(error)).toEqual({ movil: MENSAJES.celularRegistrado });
  });
});
