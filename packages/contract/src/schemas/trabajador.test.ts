import { describe, expect, it } from 'vitest';
import { registrarBeneficiariaSchema } from './trabajador.js';

const enDias = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
const registro = (titular: Record<string, unknown>) => ({
  mismo: true,
  personaTitular: { persona: { nro_documento: '1049345', complemento: null, movil: null }, id_subsidio: 2, nroAsignacionInicio: 1, nroAsignacionFin: 4, fechaInicio: '2026-11-01', ...titular },
});

describe('registering a beneficiary (issue 32)', () => {
  it('takes a start date ahead, as the import does, but only real days', () => {
    const [y, m, d] = enDias(20).split('-');
    expect(registrarBeneficiariaSchema.parse(registro({ fechaInicio: `${d}/${m}/${y}` })).personaTitular.fechaInicio).toBe(`${y}-${m}-${d}`);
    expect(registrarBeneficiariaSchema.safeParse(registro({ fechaInicio: '30/02/2027' })).success).toBe(false);
  });

  it('still refuses a born-alive date ahead', () => {
    expect(registrarBeneficiariaSchema.safeParse(registro({ fechaNacidoVivo: enDias(20) })).success).toBe(false);
    expect(registrarBeneficiariaSchema.safeParse(registro({ fechaNacidoVivo: enDias(-20) })).success).toBe(true);
  });
});
