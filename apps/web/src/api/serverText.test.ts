/// <reference types="node" />
// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../i18n';
import { serverText } from './serverText';

describe('server messages in the user language', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => i18n.changeLanguage('es'));

  it('translates the field a validation message names, and the message', () => {
    expect(serverText(`Tipo de documento: ${TEXTOS.required}`)).toBe('Document type: This field is required.');
    expect(serverText(`Etiqueta: ${TEXTOS.maxLength({ max: 50 })}`)).toBe('Label: Must be at most 50 characters.');
  });

  it('translates the fixed texts of the audit log, with the reason inside a lockout', () => {
    expect(serverText('Ingreso al sistema')).toBe('Signed in');
    expect(serverText('Contraseña incorrecta; usuario bloqueado desde esta dirección por 10 minutos')).toBe('Wrong password; user locked from this address for 10 minutes');
    expect(serverText('Ingreso rechazado: demasiados intentos fallidos del usuario; espera de 4 segundos')).toBe('Sign-in refused: too many failed attempts for the user; wait of 4 seconds');
  });

  it('shows a text nobody knows as it came', () => {
    expect(serverText('Mensaje nuevo del servidor.')).toBe('Mensaje nuevo del servidor.');
    expect(serverText('Campo raro: El campo es obligatorio.')).toBe('Campo raro: El campo es obligatorio.');
  });

  it('shows the same words in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(serverText(TEXTOS.cuentaBloqueada({ minutos: 3 }))).toBe(TEXTOS.cuentaBloqueada({ minutos: 3 }));
    expect(serverText(`Código portal: ${TEXTOS.required}`)).toBe(`Código portal: ${TEXTOS.required}`);
  });
});
