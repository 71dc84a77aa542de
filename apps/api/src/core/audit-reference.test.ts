import { describe, expect, it } from 'vitest';
import { mutationReference } from './audit-reference.js';

describe('mutationReference', () => {
  it('keeps the id, the record’s name, the fields sent and the new state', () => {
    const ref = mutationReference({ id: '7', usuario: { estado: 'INACTIVO' } }, { id: 7, usuario: 'JPEREZ', estado: 'INACTIVO' });
    expect(JSON.parse(ref!)).toEqual({ id: '7', nombre: 'JPEREZ', campos: ['estado'], estado: 'INACTIVO' });
  });

  it('names the fields of the input but never their values', () => {
    const ref = mutationReference({ usuario: { usuario: 'ana', contrasena: 'Secreta.2026', persona: { nombres: 'ANA' } } }, { id: 9, usuario: 'ana' });
    expect(ref).not.toContain('Secreta');
    expect(JSON.parse(ref!)).toEqual({ id: '9', nombre: 'ana', campos: ['contrasena', 'persona', 'usuario'] });
  });

  it('a delete keeps the id; a call without id nor result keeps nothing', () => {
    expect(JSON.parse(mutationReference({ id: '3' }, { deleted: true })!)).toEqual({ id: '3' });
    expect(mutationReference({}, true)).toBeNull();
  });
});
