import { describe, expect, it } from 'vitest';
import { NINGUNA, TODAS, alternar, incluida, resumen, seleccionParaGuardar, type Pendiente } from './pendientes';

const fila = (id: number, monto: string | null, sucursal = 1, nombre = 'EL ALTO'): Pendiente => ({
  id: id * 10,
  id_beneficiaria: id,
  id_sucursal: sucursal,
  monto,
  e_beneficiaria_nombre: nombre,
  s_beneficiaria_persona_nombre_completo: `PERSONA ${id}`,
  s_beneficiaria_persona_nro_documento: String(1000 + id),
  s_beneficiaria_persona_complemento: null,
});

/** 200 rows of 0.10 … 20.00 Bs, and one without a bonus: the server answers their sum (Σ 0.10 × k, k = 1..200). */
const todas = [...Array.from({ length: 200 }, (_, i) => fila(i + 1, `${Math.floor((i + 1) / 10)}.${(i + 1) % 10}0`)), fila(999, null)];
const suma = { pagables: 200, monto_total: '2010.00' };

describe('the rows a new payroll holds', () => {
  it('holds every payable row of the whole list, by the server’s sum, not only the page on screen', () => {
    expect(resumen(TODAS, suma)).toEqual({ n: 200, centavos: 201_000 });
    expect(seleccionParaGuardar(TODAS)).toEqual({ todas: true, excluir: [] });
    expect(resumen(TODAS, { pagables: 0, monto_total: '0.00' })).toEqual({ n: 0, centavos: 0 });
  });

  it('leaves a removed row out of the count and the total to the centavo, and a row without a bonus always', () => {
    const s = alternar(alternar(TODAS, todas[1]!), todas[198]!);
    expect(incluida(s, todas[1]!)).toBe(false);
    expect(incluida(s, todas[200]!)).toBe(false);
    expect(resumen(s, suma)).toEqual({ n: 198, centavos: 201_000 - 20 - 1990 });
    expect(seleccionParaGuardar(s)).toEqual({ todas: true, excluir: [2, 199] });
    // Added back: the total is whole again.
    const otraVez = alternar(s, todas[1]!);
    expect(incluida(otraVez, todas[1]!)).toBe(true);
    expect(resumen(otraVez, suma)).toEqual({ n: 199, centavos: 201_000 - 1990 });
    // 0.10 + 0.20 removed from 0.30: zero exactly, no float left over.
    const pequena = alternar(alternar(TODAS, fila(1, '0.10')), fila(2, '0.20'));
    expect(resumen(pequena, { pagables: 2, monto_total: '0.30' })).toEqual({ n: 0, centavos: 0 });
  });

  it('after "remove all" holds only the rows added back, without the list’s sum', () => {
    const s = alternar(alternar(NINGUNA, todas[4]!), todas[9]!);
    expect(resumen(s, suma)).toEqual({ n: 2, centavos: 50 + 100 });
    expect(seleccionParaGuardar(s)).toEqual({
      lista: [
        { idBeneficiaria: 5, monto: '0.50' },
        { idBeneficiaria: 10, monto: '1.00' },
      ],
    });
  });
});
