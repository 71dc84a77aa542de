import { describe, expect, it } from 'vitest';
import { ARGON2_PRODUCCION, hashPassword, parametrosArgon2, verifyPassword } from './passwords.js';

const coste = (hash: string) => /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash)?.slice(1).map(Number);

describe('password hashing cost', () => {
  it('every server stores production-cost hashes, whatever its NODE_ENV: the cheap cost is for the test runner alone', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }, {}, { NODE_ENV: 'test' }, { NODE_ENV: 'production', VITEST: 'true' }]) {
      expect(parametrosArgon2(env)).toEqual(ARGON2_PRODUCCION);
    }
    expect(parametrosArgon2({ NODE_ENV: 'test', VITEST: 'true' }).memoryCost).toBeLessThan(ARGON2_PRODUCCION.memoryCost);
  });

  it('a production hash and a test hash both verify: the cost is read from the hash', async () => {
    const produccion = await hashPassword('Clave.2026', ARGON2_PRODUCCION);
    const prueba = await hashPassword('Clave.2026');
    expect(coste(produccion)).toEqual([19456, 2, 1]);
    expect(coste(prueba)).toEqual([1024, 1, 1]);
    for (const hash of [produccion, prueba]) {
      expect(await verifyPassword(hash, 'Clave.2026')).toBe(true);
      expect(await verifyPassword(hash, 'Clave.2027')).toBe(false);
    }
  });
});
