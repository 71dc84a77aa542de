// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
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
    responde({ existe: false, mensaje: TEXTOS.celularActualizado });
    await expect(cambiarCelular(7, '71234567')).resolves.toEqual({ existe: false, mensaje: TEXTOS.celularActualizado });
  });

  it('a number another person has (existe: true) is refused on the field', async () => {
    responde({ existe: true, warning: TEXTOS.celularRegistrado, campos: { movil: TEXTOS.celularRegistrado } });
    const error = await cambiarCelular(7, '71234567').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WarningError);
    expect(fieldsOfError(error)).toEqual({ movil: TEXTOS.celularRegistrado });
  });

  it("the unique index's list (type 'unique violation') is refused the same way", async () => {
    responde([{ type: 'unique violation', path: 'movil', value: '71234567', message: TEXTOS.celularRegistrado }]);
    const error = await cambiarCelular(7, '71234567').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WarningError);
    expect((error as Error).message).toBe(TEXTOS.celularRegistrado);
    expect(fieldsOfError(error)).toEqual({ movil: TEXTOS.celularRegistrado });
  });
});
