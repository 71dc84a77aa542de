// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import type { Log } from './api';
import { fraseDelLog } from './frase';

const log = (datos: Partial<Log>): Log => ({ id: '1', nivel: 'INFO', tipo: 'MUTACION', mensaje: '', clave: null, parametros: null, referencia: null, ip: '127.0.0.1', fecha: '2026-11-23T12:00:00Z', usuario: 'ADMIN', ...datos });
const t = i18n.t.bind(i18n);

describe('fraseDelLog', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('es');
  });

  it('a change of state reads as a sentence with the record and the new state', () => {
    const ref = JSON.stringify({ id: '7', nombre: 'JPEREZ', campos: ['estado'], estado: 'INACTIVO' });
    expect(fraseDelLog(t, log({ mensaje: 'usuarioEdit', referencia: ref }))).toBe('ADMIN cambió el estado del usuario JPEREZ a INACTIVO');
  });

  it('an edit names the fields; an add and a delete name the record', () => {
    expect(fraseDelLog(t, log({ mensaje: 'entidadEdit', referencia: JSON.stringify({ id: '3', nombre: 'AGETIC', campos: ['estado', 'nombre'], estado: 'ACTIVO' }) }))).toBe('ADMIN modificó la entidad AGETIC (estado, nombre)');
    expect(fraseDelLog(t, log({ mensaje: 'sucursalAdd', referencia: JSON.stringify({ id: '4', nombre: 'CENTRAL' }) }))).toBe('ADMIN creó el punto de venta CENTRAL');
    expect(fraseDelLog(t, log({ mensaje: 'usuarioDelete', referencia: JSON.stringify({ id: '9' }) }))).toBe('ADMIN eliminó el usuario #9');
  });

  it('sessions, refusals and REST changes have their sentences; an unknown operation still reads', () => {
    expect(fraseDelLog(t, log({ tipo: 'LOGIN', mensaje: 'Ingreso al sistema' }))).toBe('ADMIN ingresó al sistema');
    expect(fraseDelLog(t, log({ tipo: 'ACCESO_DENEGADO', mensaje: 'usuarioAdd: No tiene permisos', usuario: null }))).toBe('Operación usuarioAdd negada a Usuario anónimo');
    expect(fraseDelLog(t, log({ tipo: 'REST', mensaje: 'PATCH /api/system/cambiar_pass' }))).toBe('ADMIN cambió su contraseña');
    expect(fraseDelLog(t, log({ mensaje: 'planillaAdd', referencia: 'id=5' }))).toBe('ADMIN ejecutó planillaAdd');
    expect(fraseDelLog(t, log({ tipo: 'OTRO', mensaje: 'Texto libre' }))).toBe('Texto libre');
  });

  it('follows the language', async () => {
    await i18n.changeLanguage('en');
    expect(fraseDelLog(t, log({ tipo: 'LOGOUT', mensaje: 'Salida del sistema' }))).toBe('ADMIN logged out');
    await i18n.changeLanguage('es');
  });

  it("a line is said by its key in the user's language, a reason inside it too; a line without a key reads as it was written", async () => {
    const bloqueo = { tipo: 'LOGIN_FALLIDO', mensaje: 'Contraseña incorrecta; usuario bloqueado desde esta dirección por 10 minutos', clave: 'auditoriaBloqueo', parametros: { motivo: { clave: 'auditoriaContrasenaIncorrecta', parametros: {} }, minutos: 10 } };
    await i18n.changeLanguage('en');
    expect(fraseDelLog(t, log(bloqueo))).toBe('Login refused for ADMIN: Wrong password; user locked from this address for 10 minutes');
    expect(fraseDelLog(t, log({ tipo: 'OTRO', mensaje: 'Contraseña incorrecta' }))).toBe('Contraseña incorrecta');
    await i18n.changeLanguage('es');
    expect(fraseDelLog(t, log(bloqueo))).toBe(`Ingreso rechazado para ADMIN: ${bloqueo.mensaje}`);
  });
});
