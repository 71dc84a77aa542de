import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from './index';
import { catalogoCompleto as es } from './completo';
import en from './en.json';
import ay from './ay.json';

type Catalogue = { [key: string]: string | Catalogue };
const keysOf = (c: Catalogue, prefix = ''): string[] => Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

describe('counted texts', () => {
  beforeAll(async () => {
    await i18nReady;
  });
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('say one in the singular and more in the plural, as i18next picks the form', async () => {
    expect(i18n.t('planillas.cpt.total', { count: 1, n: '1' })).toBe('Total de 1 planilla elegida (Bs)');
    expect(i18n.t('planillas.cpt.total', { count: 3, n: '3' })).toBe('Total de 3 planillas elegidas (Bs)');
    expect(i18n.t('reportaVentas.liquidado', { count: 2, pagos: '2', total: '10,00' })).toBe('Ventas liquidadas: 2 pagos por Bs 10,00 enviados al Tesoro.');
    await i18n.changeLanguage('en');
    expect(i18n.t('logs.cadena.intacta', { count: 1, total: '1' })).toBe('Audit chain intact (1 record)');
    expect(i18n.t('logs.cadena.intacta', { count: 1200, total: '1,200' })).toBe('Audit chain intact (1,200 records)');
  });

  it('have both forms in every language, and no "(s)" stands in for a plural', () => {
    for (const catalogue of [es, en, ay] as Catalogue[]) {
      const keys = new Set(keysOf(catalogue));
      for (const k of keys) if (k.endsWith('_one')) expect(keys.has(k.replace(/_one$/, '_other')), k).toBe(true);
    }
    const conS = keysOf(es as Catalogue).filter((k) => /\w\(s\)/.test(k.split('.').reduce<string | Catalogue>((n, p) => (n as Catalogue)[p]!, es as Catalogue) as string));
    expect(conS).toEqual([]);
  });
});
