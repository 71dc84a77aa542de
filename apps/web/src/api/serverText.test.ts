/// <reference types="node" />
// @vitest-environment node
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pb/contract';
import i18n from '../i18n';
import es from '../i18n/es.json';
import { textoEspanol } from '../i18n/etiquetas';
import { errorMessage, GraphQLRequestError, HttpError, serverMessage } from './errors';
import { serverText } from './serverText';

/** The Spanish catalogue text with every `{{name}}` set to `value`. */
function filled(key: string, value: string): string | undefined {
  return textoEspanol(key)?.replace(/{{\s*\w+\s*}}/g, value);
}

/** The Spanish field names the server puts before a validation message (the LABELS of its core/field-labels.ts). */
function serverFieldNames(): string[] {
  const path = new URL('../../../api/src/core/field-labels.ts', import.meta.url);
  const source = ts.createSourceFile('field-labels.ts', readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.initializer)) names.push(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe('server messages in the catalogues', () => {
  it("holds every message of the contract, word for word as the server sends it", () => {
    for (const [name, message] of Object.entries(MENSAJES)) {
      // Every argument 7, as every placeholder below.
      const sent = typeof message === 'function' ? (message as (...args: number[]) => string)(...Array<number>(message.length).fill(7)) : message;
      expect(filled(`servidor.mensajes.${name}`, '7'), name).toBe(sent);
    }
  });

  it('knows every field name the server writes', () => {
    const known = new Set(Object.values((es as { servidor: { campos: Record<string, string> } }).servidor.campos));
    const names = serverFieldNames();
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n) => !known.has(n))).toEqual([]);
  });
});

describe('server messages in the user language', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => i18n.changeLanguage('es'));

  it('translates the login error the server answers', () => {
    const error = new HttpError(MENSAJES.loginInvalido, 401, 'UNAUTHENTICATED', { error: MENSAJES.loginInvalido });
    expect(serverMessage(error)).toBe('Invalid username and/or password');
    expect(errorMessage(error, 'fallback')).toBe('Invalid username and/or password');
  });

  it('carries the numbers of a message with parameters over', () => {
    expect(serverText(MENSAJES.cuentaBloqueada(15))).toBe('Your account was locked after too many failed attempts. Try again in 15 minutes.');
    expect(serverText(MENSAJES.ingresoDemorado(8))).toBe('Too many failed attempts for this user. Wait 8 seconds and try again.');
    expect(serverText(MENSAJES.errorInterno('req-4f'))).toBe('An error occurred while processing your operation. Reference: req-4f');
  });

  it('says the last try in the singular, in Spanish and translated', () => {
    expect(MENSAJES.codigoIncorrecto(1)).toBe('El código de verificación no es correcto. Le queda 1 intento.');
    expect(MENSAJES.ventaTarjetaIncorrecta(2)).toBe('La tarjeta no está asignada a la beneficiaria. Le quedan 2 intentos.');
    expect(serverText(MENSAJES.codigoIncorrecto(1))).toBe('The verification code is not correct. You have 1 try left.');
    expect(serverText(MENSAJES.ventaTarjetaIncorrecta(1))).toBe('The card is not assigned to the beneficiary. 1 try left.');
  });

  it('says every other count of one in the singular, and translates it', () => {
    const deUno = [
      MENSAJES.cuentaBloqueada(1),
      MENSAJES.ingresoDemorado(1),
      MENSAJES.montosActualizados(1),
      MENSAJES.trabajadoresImportados(1, 0),
      MENSAJES.trabajadoresSincronizados(1),
      MENSAJES.beneficiariasRegistradas(1),
      MENSAJES.planillaTodosFaltantes(1),
    ];
    for (const texto of deUno) {
      expect(texto, texto).not.toMatch(/\b1 [a-záéíóú]+s\b/);
      expect(serverText(texto), texto).not.toBe(texto);
      expect(serverText(texto), texto).not.toMatch(/\b1 [a-z]+s\b/);
    }
    expect(serverText(MENSAJES.trabajadoresSincronizados(1))).toBe('1 worker was synchronised with the OVT.');
  });

  it('translates the field a validation message names, and the message', () => {
    expect(serverText(`Tipo de documento: ${MENSAJES.required}`)).toBe('Document type: This field is required.');
    expect(serverText(`Etiqueta: ${MENSAJES.maxLength(50)}`)).toBe('Label: Must be at most 50 characters.');
  });

  it('translates every line of a GraphQL error on its own', () => {
    const error = new GraphQLRequestError(`${MENSAJES.noAutoRol}\n${MENSAJES.usuarioDuplicado}`, [], false);
    expect(errorMessage(error, '')).toBe('You cannot change your own role.\nThat username is not available. Choose another one.');
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
    expect(serverText(MENSAJES.cuentaBloqueada(3))).toBe(MENSAJES.cuentaBloqueada(3));
    expect(serverText(`Código portal: ${MENSAJES.required}`)).toBe(`Código portal: ${MENSAJES.required}`);
  });
});
