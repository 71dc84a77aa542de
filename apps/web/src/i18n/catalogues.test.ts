// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogoCompleto as es } from './completo';
import en from './en.json';
import ay from './ay.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

function valueAt(catalogue: Catalogue, key: string): string {
  const value = key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);
  return typeof value === 'string' ? value : '';
}

const spanish = keysOf(es).sort();

describe.each([
  ['en', en],
  ['ay', ay],
])('catalogue %s', (_name, catalogue: Catalogue) => {
  it('has exactly the keys of the Spanish catalogue', () => {
    expect(keysOf(catalogue).sort()).toEqual(spanish);
  });

  it('keeps the interpolation placeholders of every Spanish text', () => {
    for (const key of spanish) expect(placeholders(valueAt(catalogue, key)), key).toEqual(placeholders(valueAt(es, key)));
  });

  it('has no empty texts', () => {
    for (const key of spanish) expect(valueAt(catalogue, key).trim(), key).not.toBe('');
  });
});
