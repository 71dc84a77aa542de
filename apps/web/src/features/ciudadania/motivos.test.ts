// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { translate } from '../../i18n/core';
import { messageText } from '../../api/messages';
import { puedeReintentar, textoDeMotivo } from './motivos';

describe('the reasons of a Ciudadanía Digital sign-on without a session', () => {
  afterEach(() => i18n.changeLanguage('es'));

  it('has a text for every reason the server sends, and reads an unknown one as a refusal', () => {
    for (const motivo of ['sin-cuenta', 'inactiva', 'entidad-inactiva', 'rechazado', 'cancelado', 'no-disponible', 'no-configurado']) {
      expect(translate(textoDeMotivo(motivo)), motivo).not.toMatch(/^principal\./);
    }
    expect(textoDeMotivo('<script>')).toBe('principal.ciudadania.rechazado');
    expect(puedeReintentar('sin-cuenta')).toBe(false);
    expect(puedeReintentar('rechazado')).toBe(true);
  });

  it("shows the refusals' audit rows in the reader's language", async () => {
    await i18n.changeLanguage('en');
    expect(messageText({ clave: 'auditoriaCiudadaniaRechazo', parametros: { motivo: 'rechazado', detalle: 'unexpected JWT claim value encountered' } })).toBe('Ciudadanía Digital sign-in refused (rechazado): unexpected JWT claim value encountered');
    expect(messageText({ clave: 'auditoriaCiudadaniaSinCuenta', parametros: { documento: '7350123' } })).toBe('Ciudadanía Digital sign-in refused: document 7350123 has no public-entity user');
  });
});
