import { describe, expect, it } from 'vitest';
import { IDIOMAS_SMS } from '@pb/contract';
import { ESTADOS_AVISADOS, LARGO_SMS, primerNombre, textoAviso, type AvisoSms } from './textos.js';

/** The notices' texts (decision 082): one SMS each in every language, her first name the only personal data. */
describe('SMS notices texts', () => {
  const largo = 'SUBSIDIO DE LACTANCIA MATERNA PARA MADRES TRABAJADORAS DEL SECTOR PÚBLICO Y PRIVADO';
  const avisos: AvisoSms[] = [
    { tipo: 'ABONO', nombre: 'Maximiliana', subsidio: largo, monto: '123456789.50', saldo: '123456789.50' },
    { tipo: 'ENTREGA', nombre: 'Maximiliana', subsidio: largo, asignacion: 12, hasta: '2027-01-15' },
    ...ESTADOS_AVISADOS.map((estado) => ({ tipo: 'BLOQUEO' as const, nombre: 'Maximilianaaaaaaaaaa', estado })),
    { tipo: 'BAJA' },
    { tipo: 'ALTA' },
  ];

  it('fits 160 characters in es, en and ay, the subsidy shortened with an ellipsis when it must', () => {
    for (const idioma of IDIOMAS_SMS) {
      for (const a of avisos) expect(textoAviso(a, idioma).length, `${a.tipo} ${idioma}`).toBeLessThanOrEqual(LARGO_SMS);
    }
    expect(textoAviso(avisos[0]!, 'es')).toMatch(/^ProBolivia: Maximiliana, se acreditó Bs 123\.456\.789,50 a su SUBSIDIO DE .+…\. Saldo: Bs 123\.456\.789,50\. Para no recibir avisos responda BAJA\.$/);
  });

  it('keeps a short subsidy name whole, writes amounts and dates the way of each language', () => {
    const abono: AvisoSms = { tipo: 'ABONO', nombre: 'Ana', subsidio: 'PRENATAL', monto: '1500', saldo: '2000.5' };
    expect(textoAviso(abono)).toBe('ProBolivia: Ana, se acreditó Bs 1.500,00 a su PRENATAL. Saldo: Bs 2.000,50. Para no recibir avisos responda BAJA.');
    expect(textoAviso(abono, 'en')).toBe('ProBolivia: Ana, Bs 1,500.00 was credited to your PRENATAL. Balance: Bs 2,000.50. Reply BAJA to stop these messages.');
    expect(textoAviso({ tipo: 'ENTREGA', nombre: 'Ana', subsidio: 'PRENATAL', asignacion: 2, hasta: '2027-01-15' }, 'ay')).toContain('15/01/2027 urkama');
  });

  it('greets her by the first of her names, capitalised, at most 20 letters', () => {
    expect(primerNombre('ANA MARÍA')).toBe('Ana');
    expect(primerNombre('  ÑUSTA  ')).toBe('Ñusta');
    expect(primerNombre('MAXIMILIANAAAAAAAAAAAAAAA')).toHaveLength(20);
    expect(primerNombre(null)).toBe('');
  });
});
