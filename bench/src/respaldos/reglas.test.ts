import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carpetaOcupada, fechaHora, leerInstante, metricasDeRespaldo, motivoParaNoRestaurar, type Respaldo, tipoDeRespaldo } from './reglas.js';

const dia = 86_400_000;
const ahora = new Date('2026-12-02T16:00:00Z');
const respaldo = (tipo: Respaldo['tipo'], finHaceDias: number): Respaldo => ({ etiqueta: `${tipo}-${finHaceDias}`, tipo, inicio: new Date(ahora.getTime() - finHaceDias * dia - 60_000), fin: new Date(ahora.getTime() - finHaceDias * dia) });

describe('which backup `npm run backup` takes', () => {
  it('a full one when the repository has none, or none younger than a week', () => {
    expect(tipoDeRespaldo([], ahora)).toBe('full');
    expect(tipoDeRespaldo([respaldo('full', 8), respaldo('diff', 1)], ahora)).toBe('full');
  });
  it('a differential when a full one is younger than a week', () => {
    expect(tipoDeRespaldo([respaldo('full', 6), respaldo('diff', 1)], ahora)).toBe('diff');
  });
});

describe('the instant `npm run restore --to` names', () => {
  it('is read on Bolivia’s clock without a zone, and as written with one', () => {
    expect(leerInstante('2026-12-02 10:30').toISOString()).toBe('2026-12-02T14:30:00.000Z');
    expect(leerInstante('2026-12-02T10:30:15').toISOString()).toBe('2026-12-02T14:30:15.000Z');
    expect(leerInstante('2026-12-02T14:30:15Z').toISOString()).toBe('2026-12-02T14:30:15.000Z');
    expect(leerInstante('2026-12-02T10:30:15-04:00').toISOString()).toBe('2026-12-02T14:30:15.000Z');
  });
  it('refuses in Spanish what is not an instant', () => {
    for (const t of ['2026-02-31 10:00', '2026-12-02', 'ayer', '2026-12-02 25:00', '02/12/2026 10:00']) expect(() => leerInstante(t), t).toThrow(/no es un instante: escríbalo como AAAA-MM-DD HH:MM/);
  });
  it('is shown as the ministry reads it', () => {
    expect(fechaHora(new Date('2026-12-02T14:30:15Z'))).toBe('02/12/2026 10:30:15');
  });
});

describe('when a restore is refused (nothing touched)', () => {
  const respaldos = [respaldo('full', 3), respaldo('diff', 1)];
  it('before the end of the oldest backup', () => {
    expect(motivoParaNoRestaurar(new Date(ahora.getTime() - 4 * dia), ahora, respaldos)).toBe('No se puede restaurar al 28/11/2026 12:00:00: es anterior al fin del respaldo más antiguo (29/11/2026 12:00:00). Nada se tocó.');
  });
  it('after now', () => {
    expect(motivoParaNoRestaurar(new Date(ahora.getTime() + 60_000), ahora, respaldos)).toBe('No se puede restaurar al 02/12/2026 12:01:00: es posterior a este momento (02/12/2026 12:00:00). Nada se tocó.');
  });
  it('with no backup at all', () => {
    expect(motivoParaNoRestaurar(ahora, ahora, [])).toMatch(/no tiene ningún respaldo/);
  });
  it('not between the oldest backup and now', () => {
    expect(motivoParaNoRestaurar(new Date(ahora.getTime() - 3 * dia), ahora, respaldos)).toBeNull();
    expect(motivoParaNoRestaurar(new Date(ahora.getTime() - 60_000), ahora, respaldos)).toBeNull();
  });
});

describe('the folder a restore fills', () => {
  const raiz = mkdtempSync(path.join(os.tmpdir(), 'pb-restauracion-'));
  afterAll(() => rmSync(raiz, { recursive: true, force: true }));
  it('may be new or empty', () => {
    expect(carpetaOcupada(path.join(raiz, 'nueva'))).toBeNull();
    mkdirSync(path.join(raiz, 'vacia'));
    expect(carpetaOcupada(path.join(raiz, 'vacia'))).toBeNull();
  });
  it('may not hold a PostgreSQL cluster, nor anything else', () => {
    mkdirSync(path.join(raiz, 'cluster'));
    writeFileSync(path.join(raiz, 'cluster', 'PG_VERSION'), '15\n');
    expect(carpetaOcupada(path.join(raiz, 'cluster'))).toMatch(/ya contiene un clúster de PostgreSQL: la restauración se hace siempre en una carpeta nueva/);
    mkdirSync(path.join(raiz, 'restaurada', 'datos'), { recursive: true });
    writeFileSync(path.join(raiz, 'restaurada', 'datos', 'PG_VERSION'), '15\n');
    expect(carpetaOcupada(path.join(raiz, 'restaurada'))).toMatch(/ya contiene un clúster/);
    mkdirSync(path.join(raiz, 'otra'));
    writeFileSync(path.join(raiz, 'otra', 'notas.txt'), 'x');
    expect(carpetaOcupada(path.join(raiz, 'otra'))).toMatch(/no está vacía/);
  });
});

it('the backup’s measure is the one the RespaldoAntiguo alert reads, in seconds', () => {
  const texto = metricasDeRespaldo(new Date('2026-12-02T16:00:00.900Z'), 12.34);
  expect(texto).toContain('\npb_respaldo_ultimo_exito_segundos 1796227200\n');
  expect(texto).toContain('# TYPE pb_respaldo_ultimo_exito_segundos gauge');
});
