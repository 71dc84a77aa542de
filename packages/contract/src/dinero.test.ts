import { describe, expect, it } from 'vitest';
import {
  aguinaldoDeBono,
  bonoEnCentavos,
  centavosADecimal,
  centesimasATextoCorto,
  decimalACentavos,
  decimalConComa,
  leerCantidad,
  leerMonto,
  montoDeLinea,
  porcentajeDe,
  PORCENTAJE_BONO_POR_DEFECTO,
} from './dinero.js';
import { montoCentavos } from './schemas/catalogo.js';
import { aguinaldoSchema } from './schemas/independiente.js';
import { montoCentavosOCero } from './schemas/planilla.js';
import { montoSubsidio } from './schemas/subsidio.js';
import { cantidadPaquete } from './schemas/paquete.js';
import { cantidadVenta } from './schemas/venta.js';
import { claveZod } from './mensajes/mensaje.js';

describe('porcentajeDe', () => {
  it('is the bonus of DOMAIN.md §4: aguinaldo × 15 / 100, rounded half up to the centavo', () => {
    expect(porcentajeDe(425050, 1500)).toBe(63758); // 4250.50 × 15 % = 637.575 → 637.58
    expect(porcentajeDe(100, 1500)).toBe(15);
    expect(porcentajeDe(3, 1500)).toBe(0); // 0.0045 Bs → 0.00
    expect(porcentajeDe(10, 1500)).toBe(2); // 0.015 → 0.02 (half up)
    expect(porcentajeDe(0, 1500)).toBe(0);
  });
  it('stays exact on the largest amounts a numeric(14,2) holds', () => {
    expect(porcentajeDe(99_999_999_999_999, 1500)).toBe(15_000_000_000_000);
  });
  it('refuses a negative or fractional input', () => {
    expect(() => porcentajeDe(-1, 1500)).toThrow(RangeError);
    expect(() => porcentajeDe(1.5, 1500)).toThrow(RangeError);
  });
});

describe('decimalACentavos and centavosADecimal', () => {
  it('turns decimal text into centavos and back with integer arithmetic', () => {
    expect(decimalACentavos('12.5')).toBe(1250);
    expect(decimalACentavos('12')).toBe(1200);
    expect(decimalACentavos('0.05')).toBe(5);
    expect(centavosADecimal(1250)).toBe('12.50');
    expect(centavosADecimal(5)).toBe('0.05');
    expect(centavosADecimal(0)).toBe('0.00');
    expect(centavosADecimal(99_999_999_999_999)).toBe('999999999999.99');
  });
  it('refuses a negative or fractional amount', () => {
    expect(() => centavosADecimal(-1)).toThrow(RangeError);
    expect(() => centavosADecimal(1.5)).toThrow(RangeError);
  });
});

describe('centesimasATextoCorto', () => {
  it('writes hundredths as the shortest decimal text', () => {
    expect([10000, 9000, 1050, 5, 250, 200, 0].map(centesimasATextoCorto)).toEqual(['100', '90', '10.5', '0.05', '2.5', '2', '0']);
  });
});

describe('leerCantidad (issue 32: a quantity read as an amount is)', () => {
  it('reads a quantity of up to 6 digits and 2 decimals, above zero, with a decimal comma or dot', () => {
    expect(leerCantidad('2')).toBe(200);
    expect(leerCantidad('1.5')).toBe(150);
    expect(leerCantidad('1,5')).toBe(150);
    expect(leerCantidad('0,05')).toBe(5);
    expect(leerCantidad('999999.99')).toBe(99_999_999);
    expect(leerCantidad('999.999,99')).toBe(99_999_999);
  });
  it('refuses zero, too many digits or decimals and anything else', () => {
    for (const malo of ['0', '0.00', '0,00', '1.234', '1,234', '1234567', '1000000,00', '', '-1', 'abc', '1e3']) expect(leerCantidad(malo), malo).toBeNull();
  });
});

describe('montoDeLinea', () => {
  it('is price × quantity in centavos, rounded half up', () => {
    expect(montoDeLinea(1250, 200)).toBe(2500);
    expect(montoDeLinea(100, 150)).toBe(150);
    expect(montoDeLinea(33, 50)).toBe(17); // 0.165 → 0.17
    expect(montoDeLinea(33, 1)).toBe(0);
  });
});

describe('bonoEnCentavos', () => {
  it('is PORCENTAJE_BONO % of the aguinaldo, half up, for the percentage as the parameter holds it', () => {
    expect(PORCENTAJE_BONO_POR_DEFECTO).toBe(15);
    expect(bonoEnCentavos(100_010, 15)).toBe(15_002);
    expect(bonoEnCentavos(100_003, 15)).toBe(15_000);
    expect(bonoEnCentavos(333, 12.5)).toBe(42);
    expect(bonoEnCentavos(99_999_999_999_999, 15)).toBe(15_000_000_000_000);
  });
});

describe('aguinaldoDeBono (decision 041)', () => {
  it('is the aguinaldo whose bonus is exactly the one sent, half up, for every bonus up to 100 %', () => {
    expect(aguinaldoDeBono(15_000, 15)).toBe(100_000);
    expect(aguinaldoDeBono(17, 15)).toBe(113);
    expect(bonoEnCentavos(113, 15)).toBe(17);
    for (const porcentaje of [15, 12.5, 33.33, 100]) for (let bono = 0; bono < 2_000; bono++) expect(bonoEnCentavos(aguinaldoDeBono(bono, porcentaje)!, porcentaje)).toBe(bono);
  });

  it('is null when no aguinaldo gives that bonus', () => {
    expect(aguinaldoDeBono(100, 0)).toBeNull();
    expect(aguinaldoDeBono(1, 300)).toBeNull();
    expect(aguinaldoDeBono(-1, 15)).toBeNull();
  });
});

describe('decimalConComa', () => {
  it('writes the Bolivian decimal comma, nothing else', () => {
    expect(decimalConComa('1234.50')).toBe('1234,50');
    expect(decimalConComa('0.05')).toBe('0,05');
    expect(decimalConComa('100')).toBe('100');
  });
});

describe('leerMonto (issue 31: one reader for every amount typed)', () => {
  it('reads one decimal separator, comma or dot, with at most two decimals', () => {
    expect(leerMonto('2751,31')).toBe(275131);
    expect(leerMonto('2751.31')).toBe(275131);
    expect(leerMonto('15000')).toBe(1500000);
    expect(leerMonto('0,5')).toBe(50);
    expect(leerMonto(' 412,70 ')).toBe(41270);
  });
  it('reads thousands separators only with both signs present and groups of three', () => {
    expect(leerMonto('1.234,56')).toBe(123456);
    expect(leerMonto('1,234.56')).toBe(123456);
    expect(leerMonto('1.234.567,8')).toBe(123456780);
  });
  it('refuses a third decimal instead of reading it as thousands, and anything ambiguous or not a number', () => {
    for (const malo of ['100,005', '0,001', '2,751', '2.751', '1.234', '1,234,567', '1.234,567', '12,34.56', '1.23,45', '1,2,3', '', ',5', '5,', '-5', '1e3', 'mil', '1 234,56', '1234567890123'])
      expect(leerMonto(malo), malo).toBeNull();
  });
});

describe('the forms’ amounts (issue 31)', () => {
  const lectores = { montoCentavos, montoCentavosOCero, montoSubsidio, aguinaldoSchema };
  it('each refuses 100,005 and 0,001, and reads 2751.31 as leerMonto does', () => {
    for (const [nombre, esquema] of Object.entries(lectores)) {
      for (const malo of ['100,005', '0,001', '0.001', '2,751']) expect(esquema.safeParse(malo).success, `${nombre} ${malo}`).toBe(false);
      const bien = esquema.safeParse('2751.31');
      expect(bien.data, nombre).toBe(nombre === 'aguinaldoSchema' ? '2751.31' : 275131);
    }
  });
  it('each reads the decimal comma the screens show (issue 32): 1500,50 and 1.500,50 are 1500.50', () => {
    for (const [nombre, esquema] of Object.entries(lectores))
      for (const texto of ['1500,50', '1.500,50']) expect(esquema.safeParse(texto).data, `${nombre} ${texto}`).toBe(nombre === 'aguinaldoSchema' ? '1500.50' : 150050);
  });
  it('the aguinaldo travels on as the decimal text the database stores', () => {
    expect(aguinaldoSchema.parse('15000')).toBe('15000.00');
    expect(aguinaldoSchema.safeParse('abc').error?.issues[0]?.message).toBe(claveZod('soloNumerosPunto'));
  });
});

describe('the quantities (issue 32)', () => {
  it('a package’s and a sale’s read 1,5 as 1.5', () => {
    expect(cantidadPaquete.parse('1,5')).toBe(150);
    expect(cantidadVenta.parse('1,5')).toBe(150);
    expect(cantidadPaquete.safeParse('1,555').success).toBe(false);
  });
});
