// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import i18n from './index';
import { changeLanguage, currentLanguage, hasText, LANGUAGES, onLanguageChanged, PUBLIC_SECTIONS, translate } from './core';
import es from './es.json';
import en from './en.json';
import ay from './ay.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

// Every key of the public sections, in any of the three catalogues (a key only one language has too).
const publicKeys = [...new Set([es, en, ay].flatMap((c) => keysOf(c as Catalogue).filter((k) => PUBLIC_SECTIONS.includes(k.split('.')[0]!))))];
const allText = JSON.stringify([es, en, ay]);
const names = [...new Set([...allText.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!))];

afterAll(() => changeLanguage('es'));

describe("the public pages' translator (core.ts) against i18next (index.ts)", () => {
  // First: the other catalogues are not in i18next yet.
  it('switches i18next in the same tick as the public pages (no moment with two languages on screen)', async () => {
    await changeLanguage('es');
    const seen: string[] = [];
    const stop = onLanguageChanged((lng) => seen.push(`${lng}:${i18n.language}`));
    await changeLanguage('en');
    await changeLanguage('ay');
    await changeLanguage('es');
    stop();
    expect(seen).toEqual(['en:en', 'ay:ay', 'es:es']);
  });

  it.each(LANGUAGES)('gives the same text for every public key in %s, with and without values', async (lng) => {
    await changeLanguage(lng);
    expect(i18n.language).toBe(lng);
    expect(publicKeys.length).toBeGreaterThan(100);
    const values = Object.fromEntries(names.map((name, i) => [name, `«${name} ${i}»`]));
    const t = i18n.t as unknown as (key: string, values?: Record<string, unknown>) => string;
    for (const key of publicKeys) {
      expect(translate(key), key).toBe(t(key));
      expect(translate(key, values), key).toBe(t(key, values));
      expect(translate(key, { max: 25, campo: 0 }), key).toBe(t(key, { max: 25, campo: 0 }));
      expect(translate(key, { max: undefined, mensaje: null, campo: false }), key).toBe(t(key, { max: undefined, mensaje: null, campo: false }));
      expect(hasText(key), key).toBe(i18n.exists(key));
    }
    for (const missing of ['login.noSuchText', 'http.999', 'nada']) {
      expect(translate(missing)).toBe(t(missing));
      expect(hasText(missing)).toBe(i18n.exists(missing));
    }
  });

  it('shows the language chosen on either side: the page, <html lang> and the stored choice follow', async () => {
    await changeLanguage('ay');
    expect([currentLanguage(), i18n.language, document.documentElement.lang, localStorage.getItem('pb.lang')]).toEqual(['ay', 'ay', 'ay', 'ay']);
    expect(translate('login.submit')).toBe((ay as Catalogue as { login: { submit: string } }).login.submit);
    await i18n.changeLanguage('en');
    expect([currentLanguage(), i18n.language, document.documentElement.lang, localStorage.getItem('pb.lang')]).toEqual(['en', 'en', 'en', 'en']);
    expect(translate('login.submit')).toBe(en.login.submit);
    await changeLanguage('es');
    expect([currentLanguage(), i18n.language, document.documentElement.lang, localStorage.getItem('pb.lang')]).toEqual(['es', 'es', 'es', 'es']);
    expect(translate('login.submit')).toBe(es.login.submit);
  });
});
