// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claveZod } from '@pb/contract/valores';
import { MENSAJES, MENSAJES_ES, mensaje, texto } from '@pb/contract/mensajes';
import i18n from '../i18n';
import en from '../i18n/en.json';
import ay from '../i18n/ay.json';
import { errorMessage, GraphQLRequestError, HttpError, serverMessage } from './errors';
import { fieldsOfError } from './fields';
import { issueText, messageText } from './messages';

/** What the server's error handler sends for an error (core/http.ts): the text, code, key and values. */
const cuerpo = (m: ReturnType<typeof mensaje>) => ({ error: texto(m), code: 'VALIDATION', clave: m.clave, parametros: m.parametros });
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the catalogues and the contract’s messages', () => {
  it('English and Aymara say every message, with the same values as the Spanish text', () => {
    for (const [nombre, catalogo] of [['en', en], ['ay', ay]] as const) {
      const mensajes = catalogo.servidor.mensajes as Record<string, string>;
      expect(Object.keys(mensajes).sort(), nombre).toEqual(Object.keys(MENSAJES_ES).sort());
      for (const [clave, es] of Object.entries(MENSAJES_ES)) expect(placeholders(mensajes[clave]!), `${nombre} ${clave}`).toEqual(placeholders(es));
    }
  });
});

describe('a server message by its key, in the user’s language', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => i18n.changeLanguage('es'));

  it('translates the login error the server answers', () => {
    const body = cuerpo(MENSAJES.loginInvalido);
    const error = new HttpError(messageText(MENSAJES.loginInvalido, body.error), 401, 'UNAUTHENTICATED', body);
    expect(serverMessage(error)).toBe('Invalid username and/or password');
    expect(errorMessage(error, 'fallback')).toBe('Invalid username and/or password');
  });

  it('carries the values over, and says a count of one in the singular', () => {
    expect(messageText(MENSAJES.cuentaBloqueada({ minutos: 15 }))).toBe('Your account was locked after too many failed attempts. Try again in 15 minutes.');
    expect(messageText(MENSAJES.errorInterno({ referencia: 'req-4f' }))).toBe('An error occurred while processing your operation. Reference: req-4f');
    expect(texto(MENSAJES.codigoIncorrecto({ restantes: 1 }))).toBe('El código de verificación no es correcto. Le queda 1 intento.');
    expect(messageText(MENSAJES.codigoIncorrecto({ restantes: 1 }))).toBe('The verification code is not correct. You have 1 try left.');
    expect(messageText(MENSAJES.trabajadoresSincronizados({ n: 1 }))).toBe('1 worker was synchronised with the OVT.');
  });

  it('says the field a message names, and the message inside it', () => {
    const m = mensaje('enCampo', { campo: { campo: 'persona.tipo_documento' }, mensaje: MENSAJES.required });
    expect(texto(m)).toBe('Tipo de documento: El campo es obligatorio.');
    expect(messageText(m)).toBe('Document type: This field is required.');
  });

  it('says each refused field by its key', () => {
    const error = new HttpError('x', 400, 'VALIDATION', { ...cuerpo(MENSAJES.required), campos: { nombre: texto(MENSAJES.maxLength({ max: 50 })) }, clavesCampos: { nombre: MENSAJES.maxLength({ max: 50 }) } });
    expect(fieldsOfError(error)).toEqual({ nombre: 'Must be at most 50 characters.' });
    const gql = new GraphQLRequestError('x', [{ message: 'x', extensions: { code: 'CONFLICT', campos: { usuario: texto(MENSAJES.usuarioDuplicado) }, clavesCampos: { usuario: MENSAJES.usuarioDuplicado } } }], false);
    expect(fieldsOfError(gql)).toEqual({ usuario: 'That username is not available. Choose another one.' });
  });

  it('says a schema’s issue by its key, and leaves zod’s own texts as they are', () => {
    expect(issueText(claveZod('maxLength', { max: 20 }))).toBe('Must be at most 20 characters.');
    expect(issueText('Entrada inválida')).toBe('Entrada inválida');
  });

  it('shows the server’s own text for a key this browser does not know', () => {
    expect(messageText({ clave: 'claveNueva' as never, parametros: {} }, 'Mensaje nuevo del servidor.')).toBe('Mensaje nuevo del servidor.');
  });
});

describe('in Spanish', () => {
  it('says the key with the contract’s text', async () => {
    await i18n.changeLanguage('es');
    expect(messageText(MENSAJES.cuentaBloqueada({ minutos: 3 }))).toBe(texto(MENSAJES.cuentaBloqueada({ minutos: 3 })));
    expect(issueText(claveZod('required'))).toBe('El campo es obligatorio.');
  });
});
