import { describe, expect, it } from 'vitest';
import type { Departamento, DpaSeleccion, Municipio, Provincia } from '../../shared/dpa/dpa';
import { aEntrada, coordenada, listoParaGuardar, valoresIniciales, vistaTrasCambio } from './formulario';

const LA_PAZ: Departamento = { id: 2, codigo: '02', nombre: 'La Paz', latitud: -16.5, longitud: -68.1 };
const MURILLO: Provincia = { id: 21, codigo: '0201', nombre: 'Murillo' };
const EL_ALTO: Municipio = { id: 211, codigo_completo: '020105', nombre: 'El Alto', latitud: -16.48, longitud: -68.22 };
const DPA: DpaSeleccion = { departamento: LA_PAZ, provincia: MURILLO, municipio: EL_ALTO };

describe('coordinates', () => {
  it('accepts only numbers inside Bolivia', () => {
    expect(coordenada('-16.5', 'latitud')).toBe(-16.5);
    expect(coordenada(' -68,15 ', 'longitud')).toBe(-68.15);
    expect(coordenada('-23', 'latitud')).toBe(-23);
    expect(coordenada('-9.4', 'latitud')).toBeNull();
    expect(coordenada('-57.3', 'longitud')).toBeNull();
    expect(coordenada('-70.1', 'longitud')).toBeNull();
    expect(coordenada('', 'latitud')).toBeNull();
    expect(coordenada('abc', 'latitud')).toBeNull();
  });
});

describe('save button', () => {
  const completo = { nombre: 'Tienda', direccion_completa: 'Av. 1', dpa: DPA, latitud: '-16.500000', longitud: '-68.150000' };

  it('is enabled only with every field and both coordinates', () => {
    expect(listoParaGuardar(valoresIniciales())).toBe(false);
    expect(listoParaGuardar(completo)).toBe(true);
    expect(listoParaGuardar({ ...completo, nombre: '  ' })).toBe(false);
    expect(listoParaGuardar({ ...completo, direccion_completa: '' })).toBe(false);
    expect(listoParaGuardar({ ...completo, dpa: { ...DPA, municipio: null } })).toBe(false);
    expect(listoParaGuardar({ ...completo, latitud: '' })).toBe(false);
    expect(listoParaGuardar({ ...completo, longitud: '-80' })).toBe(false);
  });

  it('sends the municipality code and 6-decimal coordinates', () => {
    expect(aEntrada({ ...completo, nombre: ' Tienda ', latitud: '-16.1234567' })).toEqual({
      nombre: 'Tienda',
      direccion_completa: 'Av. 1',
      dpa: '020105',
      latitud: -16.123457,
      longitud: -68.15,
    });
  });
});

describe('map view', () => {
  const vacio: DpaSeleccion = { departamento: null, provincia: null, municipio: null };

  it('centres on a new department at zoom 10, on a new municipality closer', () => {
    expect(vistaTrasCambio(vacio, { ...vacio, departamento: LA_PAZ })).toEqual({ centro: [-16.5, -68.1], zoom: 10 });
    expect(vistaTrasCambio({ ...DPA, municipio: null }, DPA)).toEqual({ centro: [-16.48, -68.22], zoom: 11 });
  });

  it('stays for a province, a cleared choice or a place without coordinates', () => {
    expect(vistaTrasCambio({ ...vacio, departamento: LA_PAZ }, { ...vacio, departamento: LA_PAZ, provincia: MURILLO })).toBeNull();
    expect(vistaTrasCambio(DPA, vacio)).toBeNull();
    expect(vistaTrasCambio(vacio, { ...vacio, departamento: { ...LA_PAZ, latitud: null } })).toBeNull();
  });
});
