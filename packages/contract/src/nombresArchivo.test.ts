import { describe, expect, it } from 'vitest';
import { sumarDias } from './fechas.js';
import { diasElegidos, nombreArchivo, parteDeNombre } from './nombresArchivo.js';

describe('file names (issue 32)', () => {
  it('carry the days chosen, not the exclusive end the server is sent', () => {
    expect(nombreArchivo('csv', 'ventas', 'resumen', diasElegidos('2026-10-01', sumarDias('2026-11-28', -1)))).toBe('ventas-resumen-2026-10-01-al-2026-11-27.csv');
    expect(nombreArchivo('csv', 'gastos', 'detallado', diasElegidos('2026-11-27', '2026-11-27'))).toBe('gastos-detallado-2026-11-27.csv');
  });
  it('name a place or a subsidy as a person reads it, in plain letters', () => {
    expect(parteDeNombre('Tienda Señor de Mayo Nº 2')).toBe('tienda-senor-de-mayo-n-2');
    expect(parteDeNombre('  SUBSIDIO PRENATAL  ')).toBe('subsidio-prenatal');
    expect(parteDeNombre('Ñuñoa / "Cañada"; x')).toBe('nunoa-canada-x');
    expect(parteDeNombre('a'.repeat(60))).toHaveLength(40);
    expect(nombreArchivo('csv', 'pendientes', parteDeNombre('¿?'), '2026-11-27')).toBe('pendientes-2026-11-27.csv');
  });
});
