import { describe, expect, it } from 'vitest';
import { origenDe, origenEntrega, origenInscripcion, origenLineaPlanilla, origenReverso, origenVenta, parsearOrigen, type Origen } from './origen.js';

/** The movement key (origen.ts): each kind is built one way and read back to the same kind and parts. */
describe('origen', () => {
  const casos: Array<[string, Origen, string]> = [
    ['a payroll line', { tipo: 'planilla', idLinea: 9_007_199 }, 'planilla_detalle:9007199'],
    ['an assignment of the universal subsidy', { tipo: 'inscripcion', idBeneficiaria: 42, asignacion: 3 }, 'inscripcion:42:3'],
    ['a delivery', { tipo: 'entrega', idEntrega: 7 }, 'entrega:7'],
    ['a purchase', { tipo: 'venta', idEntidad: 5, idTransaccion: 'T-0001', idCuenta: 12 }, 'venta:5:T-0001:12'],
    ['a purchase whose transaction id holds colons', { tipo: 'venta', idEntidad: 5, idTransaccion: 'CAJA:1:0001', idCuenta: 12 }, 'venta:5:CAJA:1:0001:12'],
    ['the reversal of a purchase', { tipo: 'reverso', de: { tipo: 'venta', idEntidad: 5, idTransaccion: 'T-0001', idCuenta: 12 } }, 'reverso:venta:5:T-0001:12'],
  ];

  it.each(casos)('builds and parses back %s', (_, origen, texto) => {
    expect(origenDe(origen)).toBe(texto);
    expect(parsearOrigen(texto)).toEqual(origen);
    expect(parsearOrigen(origenDe(origen))).toEqual(origen);
  });

  it('builds each kind with its own function, as the ledger\'s callers do', () => {
    expect(origenLineaPlanilla(8)).toBe('planilla_detalle:8');
    expect(origenInscripcion(4, 1)).toBe('inscripcion:4:1');
    expect(origenEntrega(3)).toBe('entrega:3');
    expect(origenVenta({ idEntidad: 2, idTransaccion: 'DEMO-0001', idCuenta: 9 })).toBe('venta:2:DEMO-0001:9');
    expect(origenReverso(origenVenta({ idEntidad: 2, idTransaccion: 'DEMO-0001', idCuenta: 9 }))).toBe('reverso:venta:2:DEMO-0001:9');
  });

  it.each([
    '',
    'planilla_detalle',
    'planilla_detalle:',
    'planilla_detalle:12a',
    'planilla_detalle:1:2',
    'planilla_detalle:-1',
    'planilla_detalle:012',
    'inscripcion:4',
    'inscripcion:4:x',
    'inscripcion:4:1:2',
    'entrega:',
    'venta:5:12',
    'venta:x:T:12',
    'venta:5::12',
    'reverso:',
    'reverso:prueba:1',
    'prueba:1',
    'otro:1',
  ])('refuses the malformed or unknown key %j', (texto) => {
    expect(parsearOrigen(texto)).toBeNull();
  });
});
