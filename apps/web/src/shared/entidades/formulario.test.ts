// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMAIL, URL_WEB, aEntrada, agregarTelefonos, separarTelefonos, telefonosInvalidos, telefonosTexto, valoresIniciales } from './formulario';
import type { Entidad } from './tipos';

const entidad: Entidad = {
  id: 12,
  nombre: 'TEXTILES ILLIMANI S.A.',
  sigla: 'TISA',
  descripcion: 'Empresa textil',
  email: 'rrhh@illimani.example.bo',
  telefonos: '22817070, 71234567',
  direccion: null,
  codigo_portal: 'EMP-2030',
  web: null,
  estado: 'ACTIVO',
  proveedor: false,
  origen: 'OVT',
  tipo: 'PRIVADO',
  nit: '2030405060',
};

describe('entity form ↔ entidadAdd / entidadEdit input', () => {
  it('starts empty for a new entity', () => {
    expect(valoresIniciales()).toEqual({ nombre: '', sigla: '', descripcion: '', direccion: '', email: '', telefonos: [], web: '', codigo_portal: '' });
  });

  it('starts an edit from the record, the comma-joined phones as tags', () => {
    expect(valoresIniciales(entidad)).toEqual({
      nombre: 'TEXTILES ILLIMANI S.A.',
      sigla: 'TISA',
      descripcion: 'Empresa textil',
      direccion: '',
      email: 'rrhh@illimani.example.bo',
      telefonos: ['22817070', '71234567'],
      web: '',
      codigo_portal: 'EMP-2030',
    });
  });

  it('trims texts, sends empty optional ones as null and the phones as a list', () => {
    const v = { ...valoresIniciales(), nombre: '  Nueva  ', descripcion: ' Algo ', sigla: ' ', email: ' a@b.bo ', telefonos: [' 2221111 ', '', '77712345'], web: 'https://x.bo' };
    expect(aEntrada(v)).toEqual({
      nombre: 'Nueva',
      sigla: null,
      descripcion: 'Algo',
      direccion: null,
      email: 'a@b.bo',
      telefonos: ['2221111', '77712345'],
      web: 'https://x.bo',
      codigo_portal: null,
    });
  });

  it('an entity without phones sends an empty list (the server stores none)', () => {
    expect(aEntrada(valoresIniciales()).telefonos).toEqual([]);
  });
});

describe('phones as tags', () => {
  it('splits the server string and joins it for the list', () => {
    expect(separarTelefonos(null)).toEqual([]);
    expect(separarTelefonos('1,, 2 ,')).toEqual(['1', '2']);
    expect(telefonosTexto('22817070,71234567')).toBe('22817070, 71234567');
  });

  it('adds typed phones, split by commas or semicolons, without repeats', () => {
    expect(agregarTelefonos(['2221111'], ' 77712345 ; 2221111, 4445555 ')).toEqual(['2221111', '77712345', '4445555']);
    expect(agregarTelefonos([], '  ')).toEqual([]);
  });

  it('lists the phones that break the server rule', () => {
    expect(telefonosInvalidos(['(591) 2-221111', '+59177712345', '123', 'abc1234'])).toEqual(['123', 'abc1234']);
  });
});

describe('patterns', () => {
  it('accepts e-mails and web addresses the server accepts', () => {
    expect(EMAIL.test('a@b.bo')).toBe(true);
    expect(EMAIL.test('correo-malo')).toBe(false);
    expect(URL_WEB.test('https://probolivia.example.bo')).toBe(true);
    expect(URL_WEB.test('probolivia.example.bo')).toBe(false);
  });
});
