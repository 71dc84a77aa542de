import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isoDeDiaMesAnio } from '@pb/contract';
import { registroSegip } from '../segip/registro.js';
import type { TrabajadorContrato } from '@pb/api/integrations/ovt/client.js';
import { MUNICIPIOS } from './datos.js';
import {
  DOCUMENTO_DOS_EMPLEADORES,
  DOCUMENTO_FECHA_DISTINTA,
  DOCUMENTO_SIN_CELULAR,
  MATRICULA_GRANDE,
  MATRICULAS_DEMO,
  NIT_DEMO,
  NIT_GRANDE,
  NIT_SEGUNDO_EMPLEADOR,
  TRABAJADORES_GRANDE,
  registroOvt,
} from './registro.js';

/** The OVT simulator's registry, read directly: what the demo and later tests may rely on. */
const registro = registroOvt();
const todos: Array<TrabajadorContrato & { nit: string }> = registro
  .matriculas()
  .flatMap((m) => registro.trabajadores(m.nit, m.matricula, 0, m.cantidad)!.trabajadores.map((t) => ({ ...t, nit: m.nit })));
const segip = new Map(registroSegip().map((p) => [p.NumeroDocumento, p]));

describe('the OVT registry', () => {
  it('starts in milliseconds and is the same on every start', () => {
    const t0 = performance.now();
    const otro = registroOvt();
    expect(performance.now() - t0).toBeLessThan(500);
    expect(otro.trabajadores(NIT_DEMO, MATRICULAS_DEMO[0], 0, 1000)).toEqual(registro.trabajadores(NIT_DEMO, MATRICULAS_DEMO[0], 0, 1000));
    expect(otro.trabajadores(NIT_GRANDE, MATRICULA_GRANDE, 12_345, 50)).toEqual(registro.trabajadores(NIT_GRANDE, MATRICULA_GRANDE, 12_345, 50));
    expect(otro.empleador(NIT_SEGUNDO_EMPLEADOR)).toEqual(registro.empleador(NIT_SEGUNDO_EMPLEADOR));
  });

  it('has a few hundred employers and tens of thousands of workers, one employer of 20,000', () => {
    const nits = new Set(registro.matriculas().map((m) => m.nit));
    expect(nits.size).toBeGreaterThanOrEqual(300);
    expect(todos.length).toBeGreaterThan(30_000);
    expect(registro.trabajadores(NIT_GRANDE, MATRICULA_GRANDE, 0, 0)!.total).toBe(TRABAJADORES_GRANDE);
    expect(new Set(todos.map((t) => t.id)).size).toBe(todos.length);
  });

  it('gives every person one document and one mobile of 8 digits from 6 or 7, some none', () => {
    const celularPorDocumento = new Map<string, string | null | undefined>();
    const documentoPorCelular = new Map<string, string>();
    const faltas: string[] = [];
    for (const t of todos) {
      const doc = String(t.nro_documento);
      if (celularPorDocumento.has(doc) && celularPorDocumento.get(doc) !== t.celular) faltas.push(`${doc}: dos celulares`);
      celularPorDocumento.set(doc, t.celular);
      if (!t.celular) continue;
      if (!/^[67]\d{7}$/.test(t.celular)) faltas.push(`${doc}: celular ${t.celular}`);
      if ((documentoPorCelular.get(t.celular) ?? doc) !== doc) faltas.push(`${t.celular}: de dos personas`);
      documentoPorCelular.set(t.celular, doc);
    }
    expect(faltas).toEqual([]);
    const sinCelular = todos.filter((t) => t.celular === null).length;
    expect(sinCelular / todos.length).toBeGreaterThan(0.03);
    expect(sinCelular / todos.length).toBeLessThan(0.15);
    expect(registro.titular(NIT_DEMO, MATRICULAS_DEMO[0], DOCUMENTO_SIN_CELULAR)!.celular).toBeNull();
  });

  it('has exactly one document under two employers', () => {
    const empleadores = new Map<string, Set<string>>();
    for (const t of todos) empleadores.set(String(t.nro_documento), (empleadores.get(String(t.nro_documento)) ?? new Set()).add(t.nit));
    const dobles = [...empleadores].filter(([, nits]) => nits.size > 1);
    expect(dobles).toEqual([[DOCUMENTO_DOS_EMPLEADORES, new Set([NIT_DEMO, NIT_SEGUNDO_EMPLEADOR])]]);
    expect(todos.length - empleadores.size).toBe(1);
  });

  it("shares people with SEGIP's registry, one in ten with another birth date", () => {
    const conocidos = todos.filter((t) => segip.has(String(t.nro_documento)));
    expect(conocidos.length).toBeGreaterThan(250);
    for (const t of conocidos) {
      const p = segip.get(String(t.nro_documento))!;
      expect([t.nombres, t.primer_apellido ?? '', t.segundo_apellido ?? '', t.complemento ?? '']).toEqual([p.Nombres, p.PrimerApellido, p.SegundoApellido, p.Complemento]);
    }
    const distintas = conocidos.filter((t) => t.fecha_nacimiento !== isoDeDiaMesAnio(segip.get(String(t.nro_documento))!.FechaNacimiento));
    expect(distintas.length).toBeGreaterThan(20);
    expect(distintas.length).toBeLessThan(conocidos.length / 5);
    expect(distintas.map((t) => t.nro_documento)).toContain(DOCUMENTO_FECHA_DISTINTA);
    // The others are people SEGIP does not know.
    expect(todos.filter((t) => !segip.has(String(t.nro_documento))).every((t) => /^1\d{7}$/.test(String(t.nro_documento)))).toBe(true);
  });

  it('writes amounts as decimal text, dates as yyyy-mm-dd, and places that exist', () => {
    expect(todos.every((t) => t.aguinaldo === null || /^\d+\.\d{2}$/.test(t.aguinaldo))).toBe(true);
    expect(todos.filter((t) => t.aguinaldo === null).length).toBeGreaterThan(0);
    expect(todos.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.fecha_nacimiento) && !Number.isNaN(Date.parse(t.fecha_nacimiento)))).toBe(true);
    const dpa = JSON.parse(readFileSync(new URL('../../../../api/src/db/seed/data/dpa-bolivia.json', import.meta.url), 'utf8')) as {
      departamentos: Array<{ nombre: string; provincias: Array<{ nombre: string; municipios: Array<{ codigo: string; nombre: string }> }> }>;
    };
    const reales = new Map(dpa.departamentos.flatMap((d) => d.provincias.flatMap((p) => p.municipios.map((m) => [m.codigo, [d.nombre, p.nombre, m.nombre].join('|')]))));
    for (const [codigo, ...nombres] of MUNICIPIOS) expect(reales.get(codigo)).toBe(nombres.join('|'));
  });
});
