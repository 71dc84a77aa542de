import { describe, expect, it } from 'vitest';
import { datosContraste, documentoConComplemento, fechaDdMmYyyy, noCoinciden, puedeBuscar, puedeVerificar, tieneApellido } from './segip';

const persona = {
  tipo_documento: 'CI',
  nro_documento: ' 6789012 ',
  complemento: '1a',
  fecha_nacimiento: { dia: '5', mes: '11', anio: '1992' },
  nombres: '  juan pablo ',
  primer_apellido: 'quispe',
  segundo_apellido: '',
  nacionalidad: 'BOLIVIA',
  genero: 'M',
};

describe('SEGIP identity check', () => {
  it('is offered only for a CI with number, the whole birth date and names', () => {
    expect(puedeVerificar(persona)).toBe(true);
    expect(puedeVerificar({ ...persona, tipo_documento: 'PASAPORTE' })).toBe(false);
    expect(puedeVerificar({ ...persona, nombres: ' ' })).toBe(false);
    expect(puedeVerificar({ ...persona, fecha_nacimiento: { dia: '5', mes: '11', anio: '' } })).toBe(false);
    expect(puedeBuscar({ ...persona, nombres: '' })).toBe(true);
  });

  it('needs at least one surname', () => {
    expect(tieneApellido(persona)).toBe(true);
    expect(tieneApellido({ ...persona, primer_apellido: ' ', segundo_apellido: '' })).toBe(false);
  });

  it('sends names upper-cased and trimmed, empty ones as null, the date as YYYY-MM-DD', () => {
    expect(datosContraste(persona)).toEqual({
      tipo_documento: 'CI',
      numero_documento: '6789012',
      complemento: '1A',
      nombres: 'JUAN PABLO',
      primer_apellido: 'QUISPE',
      segundo_apellido: null,
      nacionalidad: 'BOLIVIA',
      fecha_nacimiento: '1992-11-05',
    });
    expect(documentoConComplemento(persona)).toBe('6789012-1A');
    expect(fechaDdMmYyyy(persona)).toBe('05/11/1992');
  });

  it('lists the fields flagged 0, in the spec order', () => {
    expect(noCoinciden({ NumeroDocumento: 1, Complemento: 1, FechaNacimiento: 1, Nombres: 1, PrimerApellido: 1, SegundoApellido: 1 })).toEqual([]);
    expect(noCoinciden({ NumeroDocumento: 1, Complemento: 0, FechaNacimiento: 1, Nombres: 0, PrimerApellido: 1, SegundoApellido: 2 })).toEqual(['Complemento', 'Nombres']);
  });
});
