import { describe, expect, it } from 'vitest';
import { ESTADOS_BENEFICIARIA, type EstadoBeneficiaria } from '@pb/contract';
import { TRANSICIONES_BENEFICIARIA, puedePasar } from './estados.js';

/** DOMAIN.md §3, written out row by row: the table in code must say exactly this. */
const PERMITIDAS: Array<[EstadoBeneficiaria, EstadoBeneficiaria]> = [
  ['CREADO', 'PARA_ACTIVACION'],
  ['PARA_ACTIVACION', 'ACTIVO'],
  ['ACTIVO', 'INACTIVO'],
  ['INACTIVO', 'ACTIVO'],
  ['BLOQUEADO_CAMBIO_CELULAR', 'ACTIVO'],
  ['ACTIVO', 'BLOQUEADO_CAMBIO_CELULAR'],
  ['ACTIVO', 'BLOQUEADO_INTENTOS'],
  ['BLOQUEADO_INTENTOS', 'ACTIVO'],
  ['SUSPENDIDO', 'ACTIVO'],
  ['CREADO', 'VERIFICADO'],
  // "any but INACTIVO → SUSPENDIDO"
  ...ESTADOS_BENEFICIARIA.filter((e) => e !== 'INACTIVO' && e !== 'SUSPENDIDO').map((e): [EstadoBeneficiaria, EstadoBeneficiaria] => [e, 'SUSPENDIDO']),
];

describe('beneficiary state machine (DOMAIN.md §3)', () => {
  it('names every state, and only the states the database admits', () => {
    expect(Object.keys(TRANSICIONES_BENEFICIARIA).sort()).toEqual([...ESTADOS_BENEFICIARIA].sort());
  });

  it('allows exactly the transitions of the table', () => {
    const esperado = new Set(PERMITIDAS.map(([de, a]) => `${de}→${a}`));
    const enCodigo = new Set(Object.entries(TRANSICIONES_BENEFICIARIA).flatMap(([de, destinos]) => destinos.map((a) => `${de}→${a}`)));
    expect([...enCodigo].sort()).toEqual([...esperado].sort());
  });

  it('refuses what the table does not say', () => {
    expect(puedePasar('INACTIVO', 'SUSPENDIDO')).toBe(false);
    expect(puedePasar('CREADO', 'ACTIVO')).toBe(false);
    expect(puedePasar('INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR')).toBe(false);
    expect(puedePasar('ACTIVO', 'ACTIVO')).toBe(false);
    expect(puedePasar('SUSPENDIDO', 'INACTIVO')).toBe(false);
    for (const e of ESTADOS_BENEFICIARIA) expect(puedePasar(e, e), e).toBe(false);
  });
});
