import { describe, expect, it } from 'vitest';
import { otraEntidadAddSchema, otraEntidadEditSchema } from '@pb/contract';
import { emailValido, telefonosValidos } from '../../shared/otrasEntidades/contacto';
import { aAlta, aEdicion, siglaDe, valoresIniciales } from './formulario';

describe('other-entity form', () => {
  it('phones are digits only, several separated by commas; e-mail must look like one', () => {
    expect(telefonosValidos('2441250')).toBe(true);
    expect(telefonosValidos('2441250, 71234567')).toBe(true);
    expect(telefonosValidos('(2) 441250')).toBe(false);
    expect(telefonosValidos('2-441250')).toBe(false);
    expect(telefonosValidos('')).toBe(false);
    expect(emailValido('a@b.bo')).toBe(true);
    expect(emailValido('a@b')).toBe(false);
  });

  it('derives the acronym from the type, and sends what the contract accepts', () => {
    expect([siglaDe('EMBAJADA'), siglaDe('ONG'), siglaDe('PERSONAL'), siglaDe('')]).toEqual(['EMB', 'ONG', 'PER', '']);
    const v = {
      ...valoresIniciales(),
      tipo: 'ONG' as const,
      nombre: ' Fundación Prueba ',
      direccion: 'Av. Arce 1',
      telefonos: '2441250, 71234567',
      dpa: { departamento: { id: 2, codigo: '02', nombre: 'La Paz', latitud: null, longitud: null }, provincia: { id: 1, codigo: '0201', nombre: 'Murillo' }, municipio: { id: 1, codigo_completo: '020101', nombre: 'La Paz', latitud: null, longitud: null } },
    };
    const alta = aAlta(v);
    expect(alta).toMatchObject({ nombre: 'Fundación Prueba', sigla: 'ONG', tipo: 'ONG', dpa: '020101', email: null, nit: null });
    expect(otraEntidadAddSchema.parse(alta)).toMatchObject({ nombre: 'FUNDACIÓN PRUEBA', telefonos: '2441250,71234567' });
    expect(otraEntidadEditSchema.parse(aEdicion(7, v))).toMatchObject({ id: 7, nombre: 'FUNDACIÓN PRUEBA' });
    expect(otraEntidadAddSchema.safeParse({ ...alta, sigla: 'EMB' }).success).toBe(false);
  });
});
