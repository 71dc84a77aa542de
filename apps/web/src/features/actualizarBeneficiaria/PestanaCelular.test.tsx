// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { RegistroEntrega } from './api';
import { PestanaCelular } from './PestanaCelular';

/** The server, at the fetch boundary: each GraphQL mutation answers what the next reply says. */
function servidor(respuestas: Record<string, Array<{ code: number; message: string }>>) {
  const llamadas: Array<{ query: string; variables: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      llamadas.push({ query, variables });
      const op = Object.keys(respuestas).find((k) => query.includes(`${k}(`))!;
      return new Response(JSON.stringify({ data: { [op]: respuestas[op]!.shift() } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return llamadas;
}

const REGISTRO = { id: 5, id_persona: 9, persona_b_movil: '71111111' } as RegistroEntrega;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

function mostrar() {
  const onCambio = vi.fn();
  montar(<PestanaCelular registro={REGISTRO} puedeEditar onCambio={onCambio} />);
  return onCambio;
}

describe("the 'Celular' tab", () => {
  it('checks the number before sending anything, and keeps only digits', async () => {
    const llamadas = servidor({});
    mostrar();
    const numero = screen.getByRole('textbox', { name: 'Nuevo número de celular' });
    await userEvent.type(numero, '5a1234567');
    expect(numero).toHaveProperty('value', '51234567');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText(TEXTOS.celularInicio)).toBeTruthy();
    expect(llamadas).toEqual([]);
  });

  it('sends the code, then waits for it; an empty code, a refusal, then the right code', async () => {
    const llamadas = servidor({
      enviarCodigo: [{ code: 1, message: TEXTOS.codigoEnviado }],
      verificarCodigo: [
        { code: -1, message: TEXTOS.codigoIncorrecto({ restantes: 2 }) },
        { code: 1, message: TEXTOS.celularActualizado },
      ],
    });
    const onCambio = mostrar();
    const verificar = screen.getByRole('button', { name: 'Verificar' });
    expect(verificar).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nuevo número de celular' }), '72223333');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(TEXTOS.codigoEnviado)).toBeTruthy();
    expect(llamadas[0]!.variables).toEqual({ id: 9, numero: '72223333' });
    expect(screen.getByRole('button', { name: 'Enviar código' })).toHaveProperty('disabled', true);
    expect(verificar).toHaveProperty('disabled', false);

    await userEvent.click(verificar);
    expect(screen.getByText(TEXTOS.codigoRequerido)).toBeTruthy();
    expect(llamadas).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '123456');
    await userEvent.click(verificar);
    expect(await screen.findByText(TEXTOS.codigoIncorrecto({ restantes: 2 }))).toBeTruthy();
    expect(verificar).toHaveProperty('disabled', false);
    await userEvent.click(verificar);
    expect(await screen.findByText(TEXTOS.celularActualizado)).toBeTruthy();
    expect(llamadas[2]!.variables).toEqual({ id: 9, codigo: '123456' });
    expect(verificar).toHaveProperty('disabled', true);
    expect(onCambio).toHaveBeenCalledTimes(2);
    expect(toasts()).toHaveLength(3);
  });
});
