import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, STORAGE_KEY } from './i18n/core';
import { SESSION_KEY } from './shell/session/store';
import { CLAVE_IDIOMA, CLAVE_SESION, IDIOMA_INICIAL } from './precarga';

describe('the preload before the entry', () => {
  it('reads the session and the language under the keys the app writes them to, with its default language', () => {
    expect(CLAVE_SESION).toBe(SESSION_KEY);
    expect(CLAVE_IDIOMA).toBe(STORAGE_KEY);
    expect(IDIOMA_INICIAL).toBe(DEFAULT_LANGUAGE);
  });
});
