// @vitest-environment jsdom
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { Departamento, DpaSeleccion, Municipio, Provincia } from './dpa';

const DEPARTAMENTOS: Departamento[] = [
  { id: 2, codigo: '02', nombre: 'La Paz', latitud: -16.5, longitud: -68.1 },
  { id: 4, codigo: '04', nombre: 'Oruro', latitud: -18.2, longitud: -67.5 },
];
const PROVINCIAS: Record<number, Provincia[]> = {
  2: [{ id: 21, codigo: '0201', nombre: 'Murillo' }],
  4: [{ id: 41, codigo: '0401', nombre: 'Cercado' }],
};
const MUNICIPIOS: Record<number, Municipio[]> = {
  21: [{ id: 211, codigo_completo: '020105', nombre: 'El Alto', latitud: -16.48, longitud: -68.22 }],
  41: [{ id: 411, codigo_completo: '040101', nombre: 'Oruro', latitud: -17.97, longitud: -67.11 }],
};

const get = vi.fn((path: string) => {
  const provincias = /departamentos\/(\d+)\/provincias$/.exec(path);
  if (provincias) return Promise.resolve(PROVINCIAS[Number(provincias[1])] ?? []);
  const municipios = /provincias\/(\d+)\/municipios$/.exec(path);
  if (municipios) return Promise.resolve(MUNICIPIOS[Number(municipios[1])] ?? []);
  return Promise.resolve(DEPARTAMENTOS);
});
vi.mock('../../api/http', () => ({ http: { get: (path: string) => get(path) } }));

const { DpaSelects } = await import('./DpaSelects');
const { DPA_VACIO, dpaCompleto, elegirDepartamento, elegirMunicipio, elegirProvincia } = await import('./dpa');

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('reset rules', () => {
  const completo: DpaSeleccion = { departamento: DEPARTAMENTOS[0]!, provincia: PROVINCIAS[2]![0]!, municipio: MUNICIPIOS[21]![0]! };

  it('a new department clears province and municipality; the same one keeps them', () => {
    expect(elegirDepartamento(completo, DEPARTAMENTOS[1]!)).toEqual({ departamento: DEPARTAMENTOS[1], provincia: null, municipio: null });
    expect(elegirDepartamento(completo, DEPARTAMENTOS[0]!)).toBe(completo);
    expect(elegirDepartamento(completo, null)).toEqual(DPA_VACIO);
  });

  it('a new province clears the municipality; none without a department', () => {
    const otra: Provincia = { id: 22, codigo: '0202', nombre: 'Omasuyos' };
    expect(elegirProvincia(completo, otra)).toEqual({ ...completo, provincia: otra, municipio: null });
    expect(elegirProvincia(DPA_VACIO, otra)).toBe(DPA_VACIO);
  });

  it('a municipality needs a province; complete only with all three', () => {
    expect(elegirMunicipio(DPA_VACIO, MUNICIPIOS[21]![0]!)).toBe(DPA_VACIO);
    expect(dpaCompleto(completo)).toBe(true);
    expect(dpaCompleto({ ...completo, municipio: null })).toBe(false);
  });
});

/** The selects under a parent that keeps their value, as a form does. */
function Anfitrion({ alCambiar }: { alCambiar: (v: DpaSeleccion) => void }) {
  const [valor, setValor] = useState<DpaSeleccion>(DPA_VACIO);
  return (
    <DpaSelects
      id="t"
      required
      value={valor}
      onChange={(v) => {
        setValor(v);
        alCambiar(v);
      }}
    />
  );
}

async function elegir(label: RegExp, opcion: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: opcion }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('DpaSelects', () => {
  it('loads each level after the previous one and resets the later ones', async () => {
    const alCambiar = vi.fn();
    montar(<Anfitrion alCambiar={alCambiar} />);
    const provincia = screen.getByRole('combobox', { name: /^Provincia/ });
    expect(provincia.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('combobox', { name: /^Municipio/ }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/v1/dpa/departamentos'));

    await elegir(/^Departamento/, 'La Paz');
    await waitFor(() => expect(provincia.getAttribute('aria-disabled')).toBeNull());
    await elegir(/^Provincia/, 'Murillo');
    await elegir(/^Municipio/, 'El Alto');
    expect(alCambiar).toHaveBeenLastCalledWith(expect.objectContaining({ municipio: expect.objectContaining({ codigo_completo: '020105' }) }));
    expect(screen.getByRole('combobox', { name: /^Municipio/ }).textContent).toContain('El Alto');

    await elegir(/^Departamento/, 'Oruro');
    expect(alCambiar).toHaveBeenLastCalledWith({ departamento: DEPARTAMENTOS[1], provincia: null, municipio: null });
    expect(screen.getByRole('combobox', { name: /^Provincia/ }).textContent).not.toContain('Murillo');
    expect(screen.getByRole('combobox', { name: /^Municipio/ }).getAttribute('aria-disabled')).toBe('true');
    await elegir(/^Provincia/, 'Cercado');
    expect(get).toHaveBeenCalledWith('/api/v1/dpa/departamentos/4/provincias');
  }, 30_000);
});
