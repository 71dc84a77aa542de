import { describe, expect, it } from 'vitest';
import { origenEntrega, origenInscripcion, origenLineaPlanilla, origenReverso, origenVenta, parsearOrigen, type Origen } from './origen.js';

/** The movement key (origen.ts): each kind is built one way and read back to the same kind and parts. */
describe('origen', () => {
  const casos: Array<[string, string, Origen, string]> = [
    ['a payroll line', origenLineaPlanilla(9_007_199), { tipo: 'planilla', idLinea: 9_007_199 }, 'planilla_detalle:9007199'],
    ['an assignment of the universal subsidy', origenInscripcion(42, 3), { tipo: 'inscripcion', idBeneficiaria: 42, asignacion: 3 }, 'inscripcion:42:3'],
    ['a delivery', origenEntrega(7), { tipo: 'entrega', idEntrega: 7 }, 'entrega:7'],
    ['a purchase', origenVenta({ idEntidad: 5, idTransaccion: 'T-0001', idCuenta: 12 }), { tipo: 'venta', idEntidad: 5, idTransaccion: 'T-0001', idCuenta: 12 }, 'venta:5:T-0001:12'],
    ['a purchase whose transaction id holds colons', origenVenta({ idEntidad: 5, idTransaccion: 'CAJA:1:0001', idCuenta: 12 }), { tipo: 'venta', idEntidad: 5, idTransaccion: 'CAJA:1:0001', idCuenta: 12 }, 'venta:5:CAJA:1:0001:12'],
    ['the reversal of a purchase', origenReverso(origenVenta({ idEntidad: 5, idTransaccion: 'T-0001', idCuenta: 12 })), { tipo: 'reverso', de: { tipo: 'venta', idEntidad: 5, idTransaccion: 'T-0001', idCuenta: 12 } }, 'reverso:venta:5:T-0001:12'],
  ];

  it.each(casos)('builds and parses back %s', (_, construido, origen, texto) => {
    expect(construido).toBe(texto);
    expect(parsearOrigen(texto)).toEqual(origen);
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
