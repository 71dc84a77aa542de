import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const SECRETO = 'a'.repeat(64);

describe('config', () => {
  it('refuses production without JWT_SECRET, naming the variable and how to make one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: es obligatoria en producción.*openssl rand -hex 32/);
  });

  it('names every bad variable at once, the missing secret among them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'no-es-numero' })).toThrow(/PORT: .*\n.*JWT_SECRET: es obligatoria/);
  });

  it('refuses a short secret in every mode', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, JWT_SECRET: 'corta' })).toThrow('JWT_SECRET: debe tener al menos 32 caracteres');
    }
  });

  it('production starts with a secret of its own', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRETO })).toMatchObject({ NODE_ENV: 'production', JWT_SECRET: SECRETO });
  });

  it('development and test start without one (the server generates it and keeps it)', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig(env).JWT_SECRET).toBeUndefined();
    }
  });

  it('polls pending payment codes every 60 s by default; 0 switches it off; a negative or fractional value stops the start', () => {
    expect(loadConfig({}).PAGOS_REVISION_SEGUNDOS).toBe(60);
    expect(loadConfig({ PAGOS_REVISION_SEGUNDOS: '0' }).PAGOS_REVISION_SEGUNDOS).toBe(0);
    expect(loadConfig({ PAGOS_REVISION_SEGUNDOS: '300' }).PAGOS_REVISION_SEGUNDOS).toBe(300);
    for (const malo of ['-1', '1.5', 'cada minuto']) expect(() => loadConfig({ PAGOS_REVISION_SEGUNDOS: malo })).toThrow(/PAGOS_REVISION_SEGUNDOS/);
  });

  it('runs the treasury job every 60 s and settles from 03:00 on a real server, only by the button on the embedded demo database', () => {
    expect(loadConfig({}).TESORO_REVISION_SEGUNDOS).toBe(60);
    expect(loadConfig({}).LIQUIDACION_HORA).toBe(-1);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/pb' }).LIQUIDACION_HORA).toBe(3);
    expect(loadConfig({ LIQUIDACION_HORA: '5' }).LIQUIDACION_HORA).toBe(5);
    for (const malo of ['24', '-2', '1.5']) expect(() => loadConfig({ LIQUIDACION_HORA: malo })).toThrow(/LIQUIDACION_HORA/);
    expect(() => loadConfig({ TESORO_REVISION_SEGUNDOS: '-1' })).toThrow(/TESORO_REVISION_SEGUNDOS/);
  });

  it('TRUST_PROXY: the balancer\'s addresses, CIDRs or loopback, or true/false; anything else stops the start (issue 34)', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.2' }).TRUST_PROXY).toBe('127.0.0.2');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }).TRUST_PROXY).toBe('10.0.0.0/8, loopback, ::1');
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    for (const malo of ['yes', '2', '10.0.0.1/40', '10.0.0.1/8/2', 'balanceador.local']) expect(() => loadConfig({ TRUST_PROXY: malo })).toThrow(/TRUST_PROXY: las direcciones del balanceador/);
  });

  it('DATABASE_URL_LECTURA: a postgres:// URL beside DATABASE_URL, with its own smaller pool (issue 34, decision 059)', () => {
    const primario = 'postgres://u:p@db1/pb';
    const sinReplica = loadConfig({ DATABASE_URL: primario });
    expect(sinReplica.DATABASE_URL_LECTURA).toBeUndefined();
    expect(sinReplica.DB_POOL_LECTURA_MAX).toBe(5);
    expect(loadConfig({ DATABASE_URL: primario, DATABASE_URL_LECTURA: 'postgres://u:p@db2/pb', DB_POOL_LECTURA_MAX: '8' })).toMatchObject({ DATABASE_URL_LECTURA: 'postgres://u:p@db2/pb', DB_POOL_LECTURA_MAX: 8 });
    for (const malo of ['mysql://db2/pb', '', 'db2']) expect(() => loadConfig({ DATABASE_URL: primario, DATABASE_URL_LECTURA: malo })).toThrow('DATABASE_URL_LECTURA: debe empezar con postgres://');
    for (const malo of ['0', '1.5', 'cinco']) expect(() => loadConfig({ DATABASE_URL: primario, DB_POOL_LECTURA_MAX: malo })).toThrow(/DB_POOL_LECTURA_MAX/);
    // Without its primary the embedded database would start and the standby go unused: refused.
    expect(() => loadConfig({ DATABASE_URL_LECTURA: 'postgres://u:p@db2/pb' })).toThrow('DATABASE_URL_LECTURA: solo vale junto a DATABASE_URL');
  });

  it('ARCHIVOS_S3_URL must name its bucket as its one path segment (issue 34)', () => {
    expect(loadConfig({ ARCHIVOS_S3_URL: 'http://minio:9000/archivos' }).ARCHIVOS_S3_URL).toBe('http://minio:9000/archivos');
    for (const malo of ['http://minio:9000', 'http://minio:9000/a/b', 'ftp://minio/archivos']) expect(() => loadConfig({ ARCHIVOS_S3_URL: malo })).toThrow(/ARCHIVOS_S3_URL/);
  });
});
