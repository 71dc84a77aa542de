import { describe, expect, it } from 'vitest';
import { NINGUNA, TODAS, alternar, incluida, lineas, resumen, type Pendiente } from './pendientes';

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

/** 200 rows of 0.10 … 20.00 Bs, and one without a bonus. */
const todas = [...Array.from({ length: 200 }, (_, i) => fila(i + 1, `${Math.floor((i + 1) / 10)}.${(i + 1) % 10}0`)), fila(999, null)];

describe('the rows a new payroll holds', () => {
  it('holds every payable row of the whole list, not only the page on screen', () => {
    const r = resumen(TODAS, todas);
    expect(r.n).toBe(200);
    // Σ 0.10 × k for k = 1..200 = 2010.00 Bs, in centavos, exactly.
    expect(r.centavos).toBe(201_000);
    expect(lineas(TODAS, todas)).toHaveLength(200);
    expect(lineas(TODAS, todas)[0]).toEqual({ idBeneficiaria: 1, monto: '0.10' });
  });

  it('leaves a removed row out, and a row without a bonus always', () => {
    const s = alternar(TODAS, todas[1]!);
    expect(incluida(s, todas[1]!)).toBe(false);
    expect(incluida(s, todas[200]!)).toBe(false);
    expect(resumen(s, todas)).toEqual({ n: 199, centavos: 201_000 - 20 });
    expect(lineas(s, todas).some((l) => l.idBeneficiaria === 2)).toBe(false);
    expect(incluida(alternar(s, todas[1]!), todas[1]!)).toBe(true);
  });

  it('after "remove all" holds only the rows added back, without the rest of the list', () => {
    const s = alternar(alternar(NINGUNA, todas[4]!), todas[9]!);
    expect(resumen(s, [])).toEqual({ n: 2, centavos: 50 + 100 });
    expect(lineas(s, [])).toEqual([
      { idBeneficiaria: 5, monto: '0.50' },
      { idBeneficiaria: 10, monto: '1.00' },
    ]);
  });
});
